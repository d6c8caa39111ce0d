#include "engine/sim/move/FeelerSteer.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/grid/LineOfSight.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/GoalPoint.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RouteFallback.h"

namespace td {

namespace {

constexpr float kFeelerTurn = 0.12f;          // radians a step
constexpr float kFeelerMargin = 0.2f;         // cells kept off the walls beside its cell
constexpr float kFeelerShortestReach = 1.0f;  // cells ahead when standing still...
constexpr float kFeelerReachTime = 0.75f;     // ...plus what it covers in this many seconds

Vec2 turnedBy(Vec2 v, float angle) {
  const float c = std::cos(angle);
  const float s = std::sin(angle);
  return {v.x * c - v.y * s, v.x * s + v.y * c};
}

// Where the ray meets the box of cell `c`: the largest of the parameters at
// which it crosses the box's near sides (a ray along an axis never crosses
// that axis's sides).
float feelerEntry(Vec2 from, Vec2 dir, Cell c) {
  float t = 0.0f;
  if (dir.x != 0.0f) t = std::max(t, (static_cast<float>(dir.x > 0.0f ? c.x : c.x + 1) - from.x) / dir.x);
  if (dir.y != 0.0f) t = std::max(t, (static_cast<float>(dir.y > 0.0f ? c.y : c.y + 1) - from.y) / dir.y);
  return t;
}

// How clear one side is, 1 with nothing in reach.
float feelerClearance(const Feeler& f) { return f.blocked && f.reach > 0.0f ? f.hit / f.reach : 1.0f; }

}  // namespace

float castFeeler(const Grid& grid, Vec2 from, Vec2 dir, float reach) {
  if (reach <= 0.0f) return 0.0f;
  // LineOfSight's walk visits the cells in order along the ray; the first one
  // it refuses is what the ray meets. It looks at the last cell first, so that
  // one is let through there and judged after the walk.
  const Vec2 to = from + dir * reach;
  const Cell last = cellOf(to);
  Cell first = last;
  const bool clear = segmentCellsAll(from, to, 1e-4f, [&](Cell c) {
    if (c == last || grid.passable(c)) return true;
    first = c;
    return false;
  });
  if (clear && grid.passable(last)) return reach;
  return std::clamp(feelerEntry(from, dir, first), 0.0f, reach);
}

void castFeelers(const Grid& grid, Vec2 pos, Vec2 heading, float reach, float body, FeelerSet& out) {
  // Right of the heading, on a map whose y grows downward.
  const Vec2 right{-heading.y, heading.x};
  const Vec2 froms[3] = {pos - right * body, pos, pos + right * body};
  const Vec2 dirs[3] = {turnedBy(heading, -kFeelerSpread), heading, turnedBy(heading, kFeelerSpread)};
  const float reaches[3] = {reach * kSideReach, reach, reach * kSideReach};
  for (size_t k = 0; k < out.size(); ++k) {
    Feeler& f = out[k];
    f.from = froms[k];
    f.dir = dirs[k];
    f.reach = reaches[k];
    f.hit = castFeeler(grid, f.from, f.dir, f.reach);
    f.blocked = f.hit < f.reach;
  }
}

Vec2 steerByFeelers(const FeelerSet& feelers, Vec2 heading, Vec2 seek) {
  const Feeler& left = feelers[0];
  const Feeler& ahead = feelers[1];
  const Feeler& right = feelers[2];
  if (!left.blocked && !ahead.blocked && !right.blocked) return seek;
  // Positive turns right (clockwise on a map whose y grows downward).
  float turn = left.urgency() - right.urgency();
  if (ahead.blocked) {
    float side = feelerClearance(right) - feelerClearance(left);
    if (side == 0.0f) side = cross(heading, seek);
    turn += (side > 0.0f ? 1.0f : -1.0f) * ahead.urgency();
  }
  return turnedBy(heading, std::clamp(turn, -1.0f, 1.0f) * 0.5f * std::numbers::pi_v<float>);
}

namespace motion {

void start(SimState& s, Enemy& e, FeelerSteering& f) {
  joinGround(s, e);
  f.goal = nearestGoalCentre(s, e.pos);
  const Vec2 to = f.goal - e.pos;
  if (lengthSquared(to) > 0.0f) e.facing = normalized(to);
  f.watch.best = distance(e.pos, f.goal);
}

void step(SimState& s, Enemy& e, FeelerSteering& f, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const Grid& grid = classGrid(s, e);
  const float left = distance(e.pos, f.goal);
  if (f.watch.stalled(left, dt, def.patience)) {
    fallBackToRoute(s, e);
    return;
  }
  const float speed = def.speed * terrainSpeed(grid.cost(e.cell)) * e.slowFactor;
  // The feelers stop at the goal: what lies beyond it (the map's edge behind
  // a goal on the border) is no obstacle.
  const float reach = std::min(kFeelerShortestReach + speed * kFeelerReachTime, left);
  castFeelers(grid, e.pos, e.facing, reach, def.radius, f.feelers);
  const Vec2 to = f.goal - e.pos;
  const Vec2 seek = left > 1e-6f ? to * (1.0f / left) : e.facing;
  const bool touched = f.feelers[0].blocked || f.feelers[1].blocked || f.feelers[2].blocked;
  f.mode = touched ? FeelerMode::Avoid : FeelerMode::Seek;
  e.facing = rotateToward(e.facing, steerByFeelers(f.feelers, e.facing, seek), kFeelerTurn);
  const Vec2 moved = keepOffWalls(grid, slide(grid, e.pos, e.facing * (speed * dt)), kFeelerMargin);
  placeGroundEnemy(s, e, moved);
  e.remaining = routeRemaining(s, e);
  escapeAtGoal(s, e);
}

}  // namespace motion
}  // namespace td
