#include "engine/sim/move/RouteWalker.h"

#include <algorithm>
#include <cmath>

#include "engine/geom/CatmullRom.h"
#include "engine/path/RouteHop.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"

namespace td::motion {

namespace {

// The most a walker's heading turns in one step, 12 degrees: through bends a
// walker slows where the curve is too tight for its speed, and where the
// curve reverses it turns on the spot at this rate.
constexpr float kMaxTurn = 0.20943951f;
const float kMaxTurnCos = std::cos(kMaxTurn);
const float kMaxTurnSin = std::sin(kMaxTurn);

Vec2 tangentAt(const RouteWalk& w, float u) { return catmullRomTangent(w.ctrl[0], w.ctrl[1], w.ctrl[2], w.ctrl[3], u); }

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

bool staysPassable(const Grid& grid, const RouteWalk& w, float from = 0.0f) {
  return curveStaysPassable(grid, w.ctrl, from);
}

// Restarts the spline from where the enemy stands, toward the next point of
// its route (a route hop: the furthest route cell ahead in even sight of
// it). A moving enemy leaves along its heading (the curve's tangent there is
// the heading times a length), so its position does not jump and its
// heading turns no faster than anywhere else; the tangent is shortened until
// the curve stays in passable cells. Failing that, or standing still, it
// heads straight for the point, a line nextRouteHop saw clear (or one
// diagonal route step, which never cuts a corner).
void anchor(const MoverLayer& L, Enemy& e, RouteWalk& w, bool keepHeading) {
  const Direction was = keepHeading ? w.toStep : Direction::None;
  const RouteHop to = nextRouteHop(L.grid, L.flow, e.pos, e.cell, was);
  const RouteHop ahead = nextRouteHop(L.grid, L.flow, centreOf(to.cell), to.cell, to.step);
  w.ctrl[1] = e.pos;
  w.ctrl[2] = centreOf(to.cell);
  w.ctrl[3] = centreOf(ahead.cell);
  w.toCell = to.cell;
  w.toStep = to.step;
  w.aheadCell = ahead.cell;
  w.aheadStep = ahead.step;
  w.along = 0.0f;
  w.speedAlong = -1.0f;
  const float chord = distance(e.pos, w.ctrl[2]);
  if (keepHeading && chord > 1e-3f) {
    const Vec2 heading = e.facing;
    // Catmull-Rom's tangent at ctrl[1] is (ctrl[2] - ctrl[0]) / 2.
    for (float tangent = chord; tangent >= chord / 64.0f; tangent *= 0.5f) {
      w.ctrl[0] = w.ctrl[2] - heading * (2.0f * tangent);
      if (staysPassable(L.grid, w)) return;
    }
  }
  w.ctrl[0] = e.pos;
  if (!staysPassable(L.grid, w)) straightenSegment(w.ctrl);
}

// On to the next route point. Routes keep their heading while it stays
// optimal (FlowField::direction); a segment whose curve would leave passable
// cells is walked straight.
void advanceSegment(const MoverLayer& L, RouteWalk& w) {
  w.ctrl[0] = w.ctrl[1];
  w.ctrl[1] = w.ctrl[2];
  w.toCell = w.aheadCell;
  w.toStep = w.aheadStep;
  const RouteHop ahead = nextRouteHop(L.grid, L.flow, centreOf(w.toCell), w.toCell, w.toStep);
  w.aheadCell = ahead.cell;
  w.aheadStep = ahead.step;
  w.ctrl[2] = centreOf(w.toCell);
  w.ctrl[3] = centreOf(w.aheadCell);
  w.along = 0.0f;
  if (!staysPassable(L.grid, w)) straightenSegment(w.ctrl);
}

enum class Advance { Moved, Escaped };

// Moves `travel` cells along the curve, segment after segment. Steps the
// spline parameter by distance over the curve's current speed |dP/du|, so
// walkers keep a steady pace through bends and restarts. Counts the segments
// it finished.
Advance advance(const MoverLayer& L, RouteWalk& w, float travel, int& segments) {
  for (int guard = 0; travel > 0.0f && guard < 8; ++guard) {
    // The first segment's speed is the one the last step ended with, when it is known.
    const float speed = guard == 0 && w.speedAlong >= 0.0f ? w.speedAlong : length(tangentAt(w, w.along));
    const float rate = std::max(speed, 0.05f);
    const float du = travel / rate;
    if (w.along + du < 1.0f) {
      w.along += du;
      break;
    }
    travel -= (1.0f - w.along) * rate;
    if (L.flow.distance(L.grid, w.toCell) == 0) return Advance::Escaped;  // at the goal cell's centre
    if (w.toCell == w.aheadCell) {
      // No route on from here (cannot happen while placements are checked):
      // wait at the cell centre rather than spin.
      w.along = 1.0f;
      break;
    }
    advanceSegment(L, w);
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
  classLayer(s, e).occupancy.add(s.grid, e.cell);
  anchor(classLayer(s, e), e, w, false);
  const Vec2 t = tangentAt(w, 0.0f);
  if (lengthSquared(t) > 0.0f) e.facing = normalized(t);
}

void reroute(SimState& s, Enemy& e, RouteWalk& w) {
  // Keep the current curve while the point it heads for is still on a
  // shortest route from here, the point after it is still the one the route
  // gives, and the rest of the curve stays clear (a curve that bends to keep
  // a heading may cross a cell beside the route), so only the enemies the
  // change concerns turn.
  const MoverLayer& L = classLayer(s, e);
  bool onRoute = e.cell == w.toCell;
  Cell at = e.cell;
  Direction heading = w.toStep;
  for (int k = 0; k <= kHopLookahead && !onRoute; ++k) {
    const Direction d = L.flow.direction(L.grid, at, heading);
    if (d == Direction::None) break;
    at = {at.x + step(d).dx, at.y + step(d).dy};
    heading = d;
    onRoute = at == w.toCell;
  }
  const RouteHop ahead = nextRouteHop(L.grid, L.flow, centreOf(w.toCell), w.toCell, w.toStep);
  const bool stillOnRoute = onRoute && ahead.cell == w.aheadCell;
  if (!stillOnRoute || !staysPassable(L.grid, w, w.along)) anchor(L, e, w, true);
}

void resume(SimState& s, Enemy& e, RouteWalk& w) { anchor(classLayer(s, e), e, w, true); }

void step(SimState& s, Enemy& e, RouteWalk& w, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  MoverLayer& L = classLayer(s, e);
  const uint8_t cost = L.grid.costFacing(e.cell, e.facing);
  const float terrain = terrainSpeed(cost);
  const float travel = def.speed * terrain * e.slowFactor * dt;
  const Vec2 heading = e.facing;
  RouteWalk moved = w;
  int segments = 0;
  if (advance(L, moved, travel, segments) == Advance::Escaped) {
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
    w.speedAlong = wantedLength;
    if (wantedLength > 0.0f) e.facing = wanted * (1.0f / wantedLength);
  } else {
    const float to = segments == 0 ? moved.along : 1.0f;
    const float reach = furthestWithinTurn(w, heading, w.along, to);
    if (reach <= w.along) {
      e.facing = turnToward(heading, wanted);
      return;
    }
    w.along = reach;
    w.speedAlong = -1.0f;
    const Vec2 t = tangentAt(w, w.along);
    if (lengthSquared(t) > 0.0f) e.facing = normalized(t);
  }
  e.pos = catmullRom(w.ctrl[0], w.ctrl[1], w.ctrl[2], w.ctrl[3], w.along);
  const Cell now = cellOf(e.pos);
  if (now != e.cell) {
    L.occupancy.remove(L.grid, e.cell);
    L.occupancy.add(L.grid, now);
    e.cell = now;
  }
  const Distance ahead = L.flow.distance(L.grid, w.toCell);
  e.remaining = ahead == kUnreachable ? 1e9f
                                      : static_cast<float>(toCells(ahead)) / static_cast<float>(kReferenceTerrainCost) +
                                            distance(e.pos, w.ctrl[2]);
}

}  // namespace td::motion
