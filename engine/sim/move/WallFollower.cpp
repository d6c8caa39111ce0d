#include "engine/sim/move/WallFollower.h"

#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/CellHop.h"
#include "engine/sim/move/GoalPoint.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/HandRule.h"
#include "engine/sim/move/RouteFallback.h"

namespace td::motion {

namespace {

constexpr float kTurn = 0.3f;  // radians a step: quick on its feet

}  // namespace

void start(SimState& s, Enemy& e, WallFollowing& w) {
  joinGround(s, e);
  w.toCell = e.cell;
  // It knows nothing of the way: it sets off along the first open heading.
  const Grid& grid = classGrid(s, e);
  w.heading = 0;
  for (uint8_t h = 0; h < 4; ++h) {
    if (grid.passable(neighbourOf(e.cell, h))) {
      w.heading = h;
      break;
    }
  }
  e.facing = {static_cast<float>(kHeadingDx[w.heading]), static_cast<float>(kHeadingDy[w.heading])};
}

void reroute(SimState& s, Enemy& e, WallFollowing& w) {
  w.loop.forget();
  if (!classGrid(s, e).passable(w.toCell)) w.toCell = e.cell;
}

void step(SimState& s, Enemy& e, WallFollowing& w, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const Grid& grid = classGrid(s, e);
  float travel = def.speed * terrainSpeed(grid.costFacing(e.cell, e.facing)) * e.slowFactor * dt;
  for (int guard = 0; guard < 4; ++guard) {
    travel = hopToward(s, e, w.toCell, travel);
    if (escapeAtGoal(s, e) || travel < 0.0f) break;
    const uint8_t next = handRuleHeading(grid, e.cell, w.heading, Hand::Left);
    const auto budget = static_cast<uint32_t>(4 * grid.cellCount());
    if (next == 0xFF || w.loop.revisits(e.cell, next) || w.loop.steps > budget) {
      fallBackToRoute(s, e);
      return;
    }
    w.heading = next;
    w.toCell = neighbourOf(e.cell, next);
  }
  const Vec2 way = centreOf(w.toCell) - e.pos;
  if (lengthSquared(way) > 1e-8f) e.facing = rotateToward(e.facing, normalized(way), kTurn);
  e.remaining = routeRemaining(s, e);
}

}  // namespace td::motion
