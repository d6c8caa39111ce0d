#include "engine/sim/move/RouteWalker.h"

#include <algorithm>
#include <cmath>

#include "engine/geom/CatmullRom.h"
#include "engine/sim/CellPoints.h"

namespace td::motion {

namespace {

constexpr int kCurveSamples = 64;
// The most a walker's heading turns in one step, 12 degrees: through bends a
// walker slows where the curve is too tight for its speed, and where the
// curve reverses it turns on the spot at this rate.
constexpr float kMaxTurn = 0.20943951f;
const float kMaxTurnCos = std::cos(kMaxTurn);
const float kMaxTurnSin = std::sin(kMaxTurn);

Vec2 tangentAt(const RouteWalk& w, float u) { return catmullRomTangent(w.ctrl[0], w.ctrl[1], w.ctrl[2], w.ctrl[3], u); }

Direction stepBetween(Cell a, Cell b) { return directionBetween(a.x, a.y, b.x, b.y); }

bool withinTurn(Vec2 heading, Vec2 tangent) {
  const float len = length(tangent);
  return len <= 0.0f || dot(heading, tangent) >= kMaxTurnCos * len;
}

// The furthest parameter in [from, to] whose tangent is still within the turn
// bound of `heading` (bisection: within one step the tangent turns steadily).
float furthestWithinTurn(const RouteWalk& w, Vec2 heading, float from, float to) {
  float lo = from;
  float hi = to;
  for (int k = 0; k < 12; ++k) {
    const float mid = 0.5f * (lo + hi);
    if (withinTurn(heading, tangentAt(w, mid))) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}

// Does the segment from ctrl[1] to ctrl[2] stay in passable cells? Sampled
// densely, each sample with a small square around it, so that the curve
// cannot slip into a blocked cell between two samples or through a corner.
bool staysPassable(const Grid& grid, const RouteWalk& w, float from = 0.0f) {
  constexpr float kMargin = 0.03f;
  for (int k = 1; k <= kCurveSamples; ++k) {
    const float u = from + (1.0f - from) * static_cast<float>(k) / static_cast<float>(kCurveSamples);
    const Vec2 p = catmullRom(w.ctrl[0], w.ctrl[1], w.ctrl[2], w.ctrl[3], u);
    for (const Vec2 corner :
         {Vec2{-kMargin, -kMargin}, Vec2{kMargin, -kMargin}, Vec2{-kMargin, kMargin}, Vec2{kMargin, kMargin}}) {
      if (!grid.passable(cellOf(p + corner))) return false;
    }
  }
  return true;
}

// Restarts the spline from where the enemy stands, toward the next cell of
// its route. A moving enemy leaves along its heading (the curve's tangent
// there is the heading times a length), so its position does not jump and
// its heading turns no faster than anywhere else; the tangent is shortened
// until the curve stays in passable cells. Failing that, or standing still,
// it heads straight for the next cell's centre, a move that stays in
// passable cells because diagonal route steps never cut corners.
void anchor(SimState& s, Enemy& e, RouteWalk& w, bool keepHeading) {
  const Direction was = keepHeading ? stepBetween(e.cell, w.toCell) : Direction::None;
  const Cell next = s.flow.next(s.grid, e.cell, was);
  const Cell after = s.flow.next(s.grid, next, stepBetween(e.cell, next));
  w.ctrl[1] = e.pos;
  w.ctrl[2] = centreOf(next);
  w.ctrl[3] = centreOf(after);
  w.toCell = next;
  w.aheadCell = after;
  w.along = 0.0f;
  const float chord = distance(e.pos, w.ctrl[2]);
  if (keepHeading && chord > 1e-3f) {
    const Vec2 heading = e.facing;
    // Catmull-Rom's tangent at ctrl[1] is (ctrl[2] - ctrl[0]) / 2.
    for (float tangent = chord; tangent >= chord / 64.0f; tangent *= 0.5f) {
      w.ctrl[0] = w.ctrl[2] - heading * (2.0f * tangent);
      if (staysPassable(s.grid, w)) return;
    }
  }
  w.ctrl[0] = e.pos;
}

// Routes keep their heading while it stays optimal (FlowField::direction).
void advanceSegment(SimState& s, RouteWalk& w) {
  const Direction heading = stepBetween(w.toCell, w.aheadCell);
  w.ctrl[0] = w.ctrl[1];
  w.ctrl[1] = w.ctrl[2];
  w.ctrl[2] = w.ctrl[3];
  w.toCell = w.aheadCell;
  w.aheadCell = s.flow.next(s.grid, w.aheadCell, heading);
  w.ctrl[3] = centreOf(w.aheadCell);
  w.along = 0.0f;
}

enum class Advance { Moved, Escaped };

// Moves `travel` cells along the curve, segment after segment. Steps the
// spline parameter by distance over the curve's current speed |dP/du|, so
// walkers keep a steady pace through bends and restarts. Counts the segments
// it finished.
Advance advance(SimState& s, RouteWalk& w, float travel, int& segments) {
  for (int guard = 0; travel > 0.0f && guard < 8; ++guard) {
    const float rate = std::max(length(tangentAt(w, w.along)), 0.05f);
    const float du = travel / rate;
    if (w.along + du < 1.0f) {
      w.along += du;
      break;
    }
    travel -= (1.0f - w.along) * rate;
    if (s.flow.distance(s.grid, w.toCell) == 0) return Advance::Escaped;  // at the goal cell's centre
    if (w.toCell == w.aheadCell) {
      // No route on from here (cannot happen while placements are checked):
      // wait at the cell centre rather than spin.
      w.along = 1.0f;
      break;
    }
    advanceSegment(s, w);
    ++segments;
  }
  return Advance::Moved;
}

// The heading turned by kMaxTurn toward `to`.
Vec2 turnToward(Vec2 from, Vec2 to) {
  const float sign = cross(from, to) >= 0.0f ? 1.0f : -1.0f;
  const float c = kMaxTurnCos;
  const float sn = sign * kMaxTurnSin;
  return normalized({from.x * c - from.y * sn, from.x * sn + from.y * c});
}

}  // namespace

void start(SimState& s, Enemy& e, RouteWalk& w) {
  s.occupancy.add(s.grid, e.cell);
  anchor(s, e, w, false);
  const Vec2 t = tangentAt(w, 0.0f);
  if (lengthSquared(t) > 0.0f) e.facing = normalized(t);
}

void reroute(SimState& s, Enemy& e, RouteWalk& w) {
  // Keep the current curve while the cells it heads for are still on a
  // shortest route and the rest of it stays clear (a curve that bends to
  // keep a heading may cross a cell beside the route), so only the enemies
  // the change concerns turn.
  auto onRoute = [&](Cell from, Cell to) { return s.flow.next(s.grid, from, stepBetween(from, to)) == to; };
  const bool stillOnRoute =
      e.cell == w.toCell ? onRoute(w.toCell, w.aheadCell) : onRoute(e.cell, w.toCell) && onRoute(w.toCell, w.aheadCell);
  if (!stillOnRoute || !staysPassable(s.grid, w, w.along)) anchor(s, e, w, true);
}

void resume(SimState& s, Enemy& e, RouteWalk& w) { anchor(s, e, w, true); }

void step(SimState& s, Enemy& e, RouteWalk& w, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const uint8_t cost = s.grid.cost(e.cell);
  const float terrain = terrainSpeed(cost);
  const float travel = def.speed * terrain * e.slowFactor * dt;
  const Vec2 heading = e.facing;
  RouteWalk moved = w;
  int segments = 0;
  if (advance(s, moved, travel, segments) == Advance::Escaped) {
    e.pos = moved.ctrl[2];
    e.state = EnemyState::Escaped;
    return;
  }
  // The heading turns by at most kMaxTurn a step. A bend too tight for the
  // walker's speed is taken slower: only as far along the current segment as
  // the bound allows. Where not even a sliver is allowed (the curve doubles
  // back on itself), the walker turns toward where the curve goes, on the
  // spot.
  const Vec2 wanted = tangentAt(moved, moved.along);
  const float wantedLength = length(wanted);
  if (wantedLength <= 0.0f || dot(heading, wanted) >= kMaxTurnCos * wantedLength) {
    w = moved;
    if (wantedLength > 0.0f) e.facing = wanted * (1.0f / wantedLength);
  } else {
    const float to = segments == 0 ? moved.along : 1.0f;
    const float reach = furthestWithinTurn(w, heading, w.along, to);
    if (reach <= w.along) {
      e.facing = turnToward(heading, wanted);
      return;
    }
    w.along = reach;
    const Vec2 t = tangentAt(w, w.along);
    if (lengthSquared(t) > 0.0f) e.facing = normalized(t);
  }
  e.pos = catmullRom(w.ctrl[0], w.ctrl[1], w.ctrl[2], w.ctrl[3], w.along);
  const Cell now = cellOf(e.pos);
  if (now != e.cell) {
    s.occupancy.remove(s.grid, e.cell);
    s.occupancy.add(s.grid, now);
    e.cell = now;
  }
  const Distance ahead = s.flow.distance(s.grid, w.toCell);
  e.remaining = ahead == kUnreachable ? 1e9f
                                      : static_cast<float>(toCells(ahead)) / static_cast<float>(kReferenceTerrainCost) +
                                            distance(e.pos, w.ctrl[2]);
}

}  // namespace td::motion
