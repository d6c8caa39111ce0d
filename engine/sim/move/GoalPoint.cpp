#include "engine/sim/move/GoalPoint.h"

#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"

namespace td {

Vec2 nearestGoalCentre(const SimState& s, Vec2 from) {
  Vec2 best = centreOf(s.level.goals[0]);
  float bestDistance = lengthSquared(best - from);
  for (Cell g : s.level.goals) {
    const Vec2 c = centreOf(g);
    const float d = lengthSquared(c - from);
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

bool escapeAtGoal(const SimState& s, Enemy& e) {
  if (classField(s, e).distance(classGrid(s, e), e.cell) != 0) return false;
  e.state = EnemyState::Escaped;
  return true;
}

}  // namespace td
