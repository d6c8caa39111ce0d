#include "engine/sim/move/Tracer.h"

#include <algorithm>
#include <cmath>

#include "engine/grid/LineOfSight.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/CellHop.h"
#include "engine/sim/move/GoalPoint.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RouteFallback.h"

namespace td::motion {

namespace {

constexpr float kTurn = 0.2f;        // radians a step: a heavy body turns slowly
constexpr float kLookAhead = 0.55f;  // cells: it stops just short of a wall
constexpr float kNearer = 0.01f;     // cells: "nearer the goal" must be so by this much

int8_t sideOf(const Tracing& t, Vec2 p) {
  const float c = cross(t.goal - t.hit, p - t.hit);
  return c > 1e-4f ? int8_t{1} : (c < -1e-4f ? int8_t{-1} : int8_t{0});
}

Vec2 headingVector(uint8_t h) { return {static_cast<float>(kHeadingDx[h]), static_cast<float>(kHeadingDy[h])}; }

// Starts a trace where it stands. The obstacle lies ahead along the main axis
// of its way to the goal; it turns to the side the way's other component
// points to, which puts the obstacle on the other hand.
void beginTrace(Enemy& e, Tracing& t, Vec2 way) {
  const uint8_t main = std::fabs(way.x) >= std::fabs(way.y) ? (way.x >= 0.0f ? 0 : 2) : (way.y >= 0.0f ? 1 : 3);
  const auto clockwise = static_cast<uint8_t>((main + 1) & 3u);
  const auto anticlockwise = static_cast<uint8_t>((main + 3) & 3u);
  const bool right = dot(way, headingVector(clockwise)) >= dot(way, headingVector(anticlockwise));
  t.heading = right ? clockwise : anticlockwise;
  t.hand = right ? Hand::Left : Hand::Right;
  t.mode = TraceMode::Trace;
  t.hit = e.pos;
  t.hitDistance = distance(e.pos, t.goal);
  t.toCell = e.cell;
  t.side = sideOf(t, centreOf(e.cell));
  t.decided = false;
  t.loop = LoopWatch{};
}

enum class Decision { Trace, Leave, GiveUp };

// At the centre of its cell: leave the trace, or the next step of it.
Decision decide(const SimState& s, const Enemy& e, Tracing& t) {
  const Grid& grid = classGrid(s, e);
  const Vec2 here = centreOf(e.cell);
  if (t.decided) {
    if (lineOfSight(grid, here, t.goal)) return Decision::Leave;
    const int8_t side = sideOf(t, here);
    const bool crossed = side == 0 || (t.side != 0 && side != t.side);
    if (crossed && distance(here, t.goal) < t.hitDistance - kNearer) return Decision::Leave;
    if (side != 0) t.side = side;
  }
  t.decided = true;
  const uint8_t next = handRuleHeading(grid, e.cell, t.heading, t.hand);
  const auto budget = static_cast<uint32_t>(4 * grid.cellCount());
  if (next == 0xFF || t.loop.revisits(e.cell, next) || t.loop.steps > budget) return Decision::GiveUp;
  t.heading = next;
  t.toCell = neighbourOf(e.cell, next);
  return Decision::Trace;
}

}  // namespace

void start(SimState& s, Enemy& e, Tracing& t) {
  joinGround(s, e);
  t.goal = nearestGoalCentre(s, e.pos);
  const Vec2 to = t.goal - e.pos;
  if (lengthSquared(to) > 0.0f) e.facing = normalized(to);
  t.watch.best = distance(e.pos, t.goal);
}

void reroute(SimState& s, Enemy& e, Tracing& t) {
  if (t.mode != TraceMode::Trace) return;
  t.loop.forget();
  if (!classGrid(s, e).passable(t.toCell)) t.toCell = e.cell;
}

void step(SimState& s, Enemy& e, Tracing& t, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const Grid& grid = classGrid(s, e);
  if (t.watch.stalled(distance(e.pos, t.goal), dt, def.patience)) {
    fallBackToRoute(s, e);
    return;
  }
  float travel = def.speed * terrainSpeed(grid.costFacing(e.cell, e.facing)) * e.slowFactor * dt;
  if (t.mode == TraceMode::Straight) {
    const Vec2 to = t.goal - e.pos;
    const float left = length(to);
    const Vec2 way = left > 1e-6f ? to * (1.0f / left) : e.facing;
    if (lineOfSight(grid, e.pos, e.pos + way * std::min(left, kLookAhead))) {
      e.facing = rotateToward(e.facing, way, kTurn);
      placeGroundEnemy(s, e, slide(grid, e.pos, way * std::min(travel, left)));
      e.remaining = routeRemaining(s, e);
      escapeAtGoal(s, e);
      return;
    }
    beginTrace(e, t, way);
  }
  for (int guard = 0; guard < 4; ++guard) {
    travel = hopToward(s, e, t.toCell, travel);
    if (escapeAtGoal(s, e) || travel < 0.0f) break;
    const Decision d = decide(s, e, t);
    if (d == Decision::GiveUp) {
      fallBackToRoute(s, e);
      return;
    }
    if (d == Decision::Leave) {
      t.mode = TraceMode::Straight;
      break;
    }
  }
  const Vec2 to = centreOf(t.toCell) - e.pos;
  if (t.mode == TraceMode::Trace && lengthSquared(to) > 1e-8f) e.facing = rotateToward(e.facing, normalized(to), kTurn);
  e.remaining = routeRemaining(s, e);
}

}  // namespace td::motion
