#include "engine/sim/move/Wanderer.h"

#include <cmath>
#include <numbers>

#include "engine/grid/LineOfSight.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/GoalPoint.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RouteFallback.h"

namespace td::motion {

namespace {

constexpr float kTurn = 0.2f;  // radians a step
constexpr float kBodyMargin = 0.2f;
constexpr float kShortestLeg = 0.6f;  // seconds
constexpr float kLegSpread = 1.4f;    // seconds added at random

}  // namespace

void start(SimState& s, Enemy& e, Wandering& w) {
  joinGround(s, e);
  w.goal = nearestGoalCentre(s, e.pos);
  const Vec2 to = w.goal - e.pos;
  if (lengthSquared(to) > 0.0f) e.facing = normalized(to);
  w.watch.best = distance(e.pos, w.goal);
}

void step(SimState& s, Enemy& e, Wandering& w, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const Grid& grid = classGrid(s, e);
  if (w.watch.stalled(distance(e.pos, w.goal), dt, def.patience)) {
    fallBackToRoute(s, e);
    return;
  }
  Vec2 want = e.facing;
  if (lineOfSight(grid, e.pos, w.goal)) {
    w.mode = WanderMode::Seek;
    w.legLeft = 0.0f;
    const Vec2 to = w.goal - e.pos;
    if (lengthSquared(to) > 1e-8f) want = normalized(to);
  } else {
    w.mode = WanderMode::Wander;
    w.legLeft -= dt;
    if (w.legLeft <= 0.0f) {
      const float angle = s.rng.unit() * 2.0f * std::numbers::pi_v<float>;
      w.leg = {std::cos(angle), std::sin(angle)};
      w.legLeft = kShortestLeg + s.rng.unit() * kLegSpread;
    }
    want = w.leg;
  }
  e.facing = rotateToward(e.facing, want, kTurn);
  const float travel = def.speed * terrainSpeed(grid.costFacing(e.cell, e.facing)) * e.slowFactor * dt;
  const Vec2 moved = keepOffWalls(grid, slide(grid, e.pos, e.facing * travel), kBodyMargin);
  // Pressed against a wall: this leg is over, the next step draws another.
  if (w.mode == WanderMode::Wander && distance(moved, e.pos) < 0.25f * travel) w.legLeft = 0.0f;
  placeGroundEnemy(s, e, moved);
  e.remaining = routeRemaining(s, e);
  escapeAtGoal(s, e);
}

}  // namespace td::motion
