#include "engine/sim/move/Flyer.h"

#include <cmath>

#include "engine/sim/CellPoints.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/GoalPoint.h"

namespace td::motion {

void start(SimState& s, Enemy& e, Flight& f) {
  f.target = nearestGoalCentre(s, e.pos);
  e.remaining = distance(e.pos, f.target);
  const Vec2 to = f.target - e.pos;
  if (lengthSquared(to) > 0.0f) e.facing = normalized(to);
}

void step(SimState& s, Enemy& e, Flight& f, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const float travel = def.speed * e.slowFactor * dt;
  const Vec2 to = f.target - e.pos;
  const float left = length(to);
  if (left <= travel) {
    e.pos = f.target;
    e.state = EnemyState::Escaped;
    return;
  }
  e.pos += to * (travel / left);
  e.cell = cellOf(e.pos);
  e.remaining = left - travel;
}

}  // namespace td::motion
