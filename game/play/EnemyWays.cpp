#include "game/play/EnemyWays.h"

namespace td {

std::string_view enemyWay(MovementKind movement) {
  switch (movement) {
    case MovementKind::Route:
      return "";
    case MovementKind::Fly:
      return "flies straight over everything";
    case MovementKind::Waypoints:
      return "flies a drawn lane over all";
    case MovementKind::Flee:
      return "runs from the hero";
    case MovementKind::Track:
      return "follows the hero's trail";
    case MovementKind::Wander:
      return "roams until it sees a goal";
    case MovementKind::Trace:
      return "ignores routes, skirts towers";
    case MovementKind::Road:
      return "stays on roads, forks goalward";
    case MovementKind::Wall:
      return "hugs the left wall to find a way";
  }
  return "";
}

}  // namespace td
