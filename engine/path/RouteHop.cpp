#include "engine/path/RouteHop.h"

#include <algorithm>
#include <cmath>

#include "engine/geom/CatmullRom.h"
#include "engine/grid/LineOfSight.h"

namespace td {

namespace {

Vec2 centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

Cell cellAt(Vec2 p) { return {static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))}; }

}  // namespace

bool evenLine(const Grid& grid, Vec2 a, Vec2 b, uint8_t cost) {
  // Lines that pass within 1e-4 of a corner count as through it: both cells
  // beside it must be even too, as for a diagonal step.
  return segmentCellsAll(a, b, 1e-4f, [&](Cell c) { return grid.passable(c) && grid.cost(c) == cost; });
}

RouteHop nextRouteHop(const Grid& grid, const FlowField& field, Vec2 origin, Cell from, Direction keep) {
  RouteHop hop{from, Direction::None};
  if (!grid.passable(from)) return hop;
  const uint8_t cost = grid.cost(from);
  Cell at = from;
  Direction heading = keep;
  for (int k = 0; k < kHopLookahead; ++k) {
    if (field.distance(grid, at) == 0) break;  // never past a goal
    const Direction d = field.direction(grid, at, heading);
    if (d == Direction::None) break;
    at = {at.x + step(d).dx, at.y + step(d).dy};
    heading = d;
    // The first step is always a hop; a further one only while the line to it stays even.
    if (k > 0 && !evenLine(grid, origin, centre(at), cost)) break;
    hop = {at, d};
  }
  return hop;
}

bool curveStaysPassable(const Grid& grid, const Vec2 ctrl[4], float from) {
  constexpr int kSamples = 64;
  constexpr float kMargin = 0.03f;
  for (int k = 1; k <= kSamples; ++k) {
    const float u = from + (1.0f - from) * static_cast<float>(k) / static_cast<float>(kSamples);
    const Vec2 p = catmullRom(ctrl[0], ctrl[1], ctrl[2], ctrl[3], u);
    for (const Vec2 corner :
         {Vec2{-kMargin, -kMargin}, Vec2{kMargin, -kMargin}, Vec2{-kMargin, kMargin}, Vec2{kMargin, kMargin}}) {
      if (!grid.passable(cellAt(p + corner))) return false;
    }
  }
  return true;
}

void straightenSegment(Vec2 ctrl[4]) {
  // Catmull-Rom through four evenly spaced collinear points is the straight
  // line between the middle two, walked at a steady pace.
  const Vec2 chord = ctrl[2] - ctrl[1];
  ctrl[0] = ctrl[1] - chord;
  ctrl[3] = ctrl[2] + chord;
}

void smoothRoute(const Grid& grid, const FlowField& field, Cell from, float spacing, std::vector<Vec2>& out) {
  out.clear();
  out.push_back(centre(from));
  if (!field.reachable(grid, from) || field.distance(grid, from) == 0) return;
  // The same points and control points as RouteWalker: the walker starts
  // still at the centre of `from`, and past a goal its curve ends there.
  RouteHop to = nextRouteHop(grid, field, centre(from), from, Direction::None);
  RouteHop ahead = nextRouteHop(grid, field, centre(to.cell), to.cell, to.step);
  Vec2 ctrl[4] = {centre(from), centre(from), centre(to.cell), centre(ahead.cell)};
  const auto limit = static_cast<size_t>(grid.cellCount());
  for (size_t hops = 0; hops <= limit; ++hops) {
    if (!curveStaysPassable(grid, ctrl)) straightenSegment(ctrl);
    const float chord = distance(ctrl[1], ctrl[2]);
    const int pieces = std::max(1, static_cast<int>(std::ceil(chord / spacing)));
    for (int i = 1; i <= pieces; ++i) {
      out.push_back(catmullRom(ctrl[0], ctrl[1], ctrl[2], ctrl[3], static_cast<float>(i) / static_cast<float>(pieces)));
    }
    if (field.distance(grid, to.cell) == 0 || ahead.cell == to.cell) return;
    const Vec2 last = ctrl[1];
    to = ahead;
    ahead = nextRouteHop(grid, field, centre(to.cell), to.cell, to.step);
    ctrl[0] = last;
    ctrl[1] = ctrl[2];
    ctrl[2] = centre(to.cell);
    ctrl[3] = centre(ahead.cell);
  }
}

}  // namespace td
