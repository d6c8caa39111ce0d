#include "engine/sim/move/Chaser.h"

#include "engine/grid/Direction.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/CellHop.h"
#include "engine/sim/move/GoalPoint.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RouteFallback.h"

namespace td {

namespace {

constexpr float kChaseTurn = 0.3f;  // radians a step

int32_t chaseToward(int32_t from, int32_t to) { return (to > from) - (to < from); }

bool chaseAllowed(const Grid& grid, Cell at, int32_t dx, int32_t dy) {
  if (dx == 0 && dy == 0) return false;
  const Direction d = directionBetween(at.x, at.y, at.x + dx, at.y + dy);
  return grid.passable({at.x + dx, at.y + dy}) && grid.canStep(grid.index(at), d);
}

}  // namespace

Cell chaseStep(const Grid& grid, Cell at, Cell target) {
  const int32_t dx = chaseToward(at.x, target.x);
  const int32_t dy = chaseToward(at.y, target.y);
  if (chaseAllowed(grid, at, dx, dy)) return {at.x + dx, at.y + dy};
  if (dx != 0 && dy != 0) {
    if (chaseAllowed(grid, at, dx, 0)) return {at.x + dx, at.y};
    if (chaseAllowed(grid, at, 0, dy)) return {at.x, at.y + dy};
  }
  return at;
}

namespace motion {

void start(SimState& s, Enemy& e, Chasing& c) {
  joinGround(s, e);
  const Vec2 goal = nearestGoalCentre(s, e.pos);
  c.target = cellOf(goal);
  c.toCell = e.cell;
  const Vec2 to = goal - e.pos;
  if (lengthSquared(to) > 0.0f) e.facing = normalized(to);
  c.watch.best = distance(e.pos, goal);
}

void reroute(SimState& s, Enemy& e, Chasing& c) {
  if (!classGrid(s, e).passable(c.toCell)) c.toCell = e.cell;
}

void step(SimState& s, Enemy& e, Chasing& c, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const Grid& grid = classGrid(s, e);
  if (c.watch.stalled(distance(e.pos, centreOf(c.target)), dt, def.patience)) {
    fallBackToRoute(s, e);
    return;
  }
  float travel = def.speed * terrainSpeed(grid.cost(e.cell)) * e.slowFactor * dt;
  for (int guard = 0; guard < 4; ++guard) {
    travel = hopToward(s, e, c.toCell, travel);
    if (escapeAtGoal(s, e) || travel < 0.0f) break;
    // At a centre: the next step, or none (a tower may also have gone up
    // where a step was allowed a moment ago).
    c.toCell = chaseStep(grid, e.cell, c.target);
    c.mode = c.toCell == e.cell ? ChaseMode::Stuck : ChaseMode::Stepping;
    if (c.mode == ChaseMode::Stuck) break;
  }
  const Vec2 way = centreOf(c.toCell) - e.pos;
  if (lengthSquared(way) > 1e-8f) e.facing = rotateToward(e.facing, normalized(way), kChaseTurn);
  e.remaining = routeRemaining(s, e);
}

}  // namespace motion
}  // namespace td
