#include "game/play/EnemyWays.h"

namespace td {

std::string_view enemyWay(MovementKind movement) {
  switch (movement) {
    case MovementKind::Route:
      return "";
    case MovementKind::Fly:
      return "flies straight over everything";
    case MovementKind::Waypoints:
      return "flies a set course over everything";
    case MovementKind::Flee:
      return "runs from the hero";
    case MovementKind::Track:
      return "follows the hero's trail";
    case MovementKind::Wander:
      return "straight for a goal in sight, else at random";
    case MovementKind::Trace:
      return "ignores routes; walks round towers";
    case MovementKind::Road:
      return "keeps to the road; picks forks by goal";
    case MovementKind::Wall:
      return "explores with a paw on the left wall";
  }
  return "";
}

}  // namespace td
