#include "engine/sim/move/GroundStep.h"

#include <cmath>

#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"

namespace td {

namespace {

bool allowed(const Grid& grid, Vec2 from, Vec2 to) {
  const Cell a = cellOf(from);
  const Cell b = cellOf(to);
  if (!grid.passable(b)) return false;
  if (a.x != b.x && a.y != b.y) return grid.passable({b.x, a.y}) && grid.passable({a.x, b.y});
  return true;
}

}  // namespace

Vec2 slide(const Grid& grid, Vec2 from, Vec2 delta) {
  const Vec2 full = from + delta;
  if (allowed(grid, from, full)) return full;
  const Vec2 alongX{from.x + delta.x, from.y};
  const Vec2 alongY{from.x, from.y + delta.y};
  const bool x = allowed(grid, from, alongX);
  const bool y = allowed(grid, from, alongY);
  if (x && (!y || std::fabs(delta.x) >= std::fabs(delta.y))) return alongX;
  if (y) return alongY;
  return from;
}

Vec2 keepOffWalls(const Grid& grid, Vec2 p, float margin) {
  const Cell c = cellOf(p);
  const float x0 = static_cast<float>(c.x);
  const float y0 = static_cast<float>(c.y);
  if (p.x - x0 < margin && !grid.passable({c.x - 1, c.y})) p.x = x0 + margin;
  if (x0 + 1.0f - p.x < margin && !grid.passable({c.x + 1, c.y})) p.x = x0 + 1.0f - margin;
  if (p.y - y0 < margin && !grid.passable({c.x, c.y - 1})) p.y = y0 + margin;
  if (y0 + 1.0f - p.y < margin && !grid.passable({c.x, c.y + 1})) p.y = y0 + 1.0f - margin;
  return p;
}

Vec2 rotateToward(Vec2 from, Vec2 to, float maxAngle) {
  const float angle = std::atan2(cross(from, to), dot(from, to));
  if (std::fabs(angle) <= maxAngle) return to;
  const float turn = angle > 0.0f ? maxAngle : -maxAngle;
  const float c = std::cos(turn);
  const float s = std::sin(turn);
  return normalized({from.x * c - from.y * s, from.x * s + from.y * c});
}

void placeGroundEnemy(SimState& s, Enemy& e, Vec2 pos) {
  e.pos = pos;
  const Cell now = cellOf(pos);
  if (now != e.cell) {
    Occupancy& units = s.layers[e.layer].occupancy;
    units.remove(s.grid, e.cell);
    units.add(s.grid, now);
    e.cell = now;
  }
}

float routeRemaining(const SimState& s, const Enemy& e) {
  const Distance d = classField(s, e).distance(s.grid, e.cell);
  if (d == kUnreachable) return 1e9f;
  return static_cast<float>(toCells(d)) / static_cast<float>(kReferenceTerrainCost);
}

}  // namespace td
