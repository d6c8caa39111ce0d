#include "engine/path/RouteHop.h"

#include <algorithm>
#include <cmath>

#include "engine/geom/CatmullRom.h"
#include "engine/geom/CatmullRomTable.h"
#include "engine/grid/LineOfSight.h"

namespace td {

namespace {

Vec2 centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

Cell cellAt(Vec2 p) { return {static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))}; }

}  // namespace

bool evenLine(const Grid& grid, Vec2 a, Vec2 b, uint8_t cost) {
  // Lines that pass within 1e-4 of a corner count as through it: both cells
  // beside it must be even too, as for a diagonal step.
  // A slope is never even: what crossing it costs depends on the way.
  return segmentCellsAll(a, b, 1e-4f, [&](Cell c) {
    return grid.passable(c) && grid.cost(c) == cost && grid.slopes()[grid.index(c)] == 0;
  });
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

namespace {

// Whether every cell under the box that holds the whole segment is passable, when that box is small; the samples
// below then all are. A uniform Catmull-Rom segment is the cubic Bezier curve with control points p1,
// p1 + (p2 - p0) / 6, p2 - (p3 - p1) / 6 and p2, so it lies in their convex hull and in its bounding box. `pad`
// widens the box by the samples' margin and by far more than a float's rounding in them.
bool boxAllPassable(const Grid& grid, const Vec2 ctrl[4], float pad) {
  const Vec2 b1 = ctrl[1] + (ctrl[2] - ctrl[0]) * (1.0f / 6.0f);
  const Vec2 b2 = ctrl[2] - (ctrl[3] - ctrl[1]) * (1.0f / 6.0f);
  const float x0 = std::min({ctrl[1].x, b1.x, b2.x, ctrl[2].x}) - pad;
  const float x1 = std::max({ctrl[1].x, b1.x, b2.x, ctrl[2].x}) + pad;
  const float y0 = std::min({ctrl[1].y, b1.y, b2.y, ctrl[2].y}) - pad;
  const float y1 = std::max({ctrl[1].y, b1.y, b2.y, ctrl[2].y}) + pad;
  // A walker's segment spans a few cells; a wide box (or one of no number) is left to the samples.
  if (!(x1 - x0 < 6.0f && y1 - y0 < 6.0f)) return false;
  const Cell lo = cellAt({x0, y0});
  const Cell hi = cellAt({x1, y1});
  for (int32_t y = lo.y; y <= hi.y; ++y) {
    for (int32_t x = lo.x; x <= hi.x; ++x) {
      if (!grid.passable({x, y})) return false;
    }
  }
  return true;
}

}  // namespace

bool curveStaysPassable(const Grid& grid, const Vec2 ctrl[4], float from) {
  constexpr int kSamples = 64;
  constexpr float kMargin = 0.03f;
  // The common case, open ground around the segment, without sampling: the answer is the same.
  if (boxAllPassable(grid, ctrl, kMargin + 1e-3f)) return true;
  // A whole segment (from = 0) is sampled at the fixed k / kSamples, whose
  // weights are tabulated once; those u are exactly the table's t.
  static const CatmullRomTable kWhole(kSamples);
  for (int k = 1; k <= kSamples; ++k) {
    Vec2 p;
    if (from == 0.0f) {
      p = kWhole.at(ctrl[0], ctrl[1], ctrl[2], ctrl[3], k);
    } else {
      const float u = from + (1.0f - from) * static_cast<float>(k) / static_cast<float>(kSamples);
      p = catmullRom(ctrl[0], ctrl[1], ctrl[2], ctrl[3], u);
    }
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
  // Segments of one length are cut into as many pieces; the weights for that
  // count are tabulated, and tabulated again only when the count changes.
  CatmullRomTable table;
  for (size_t hops = 0; hops <= limit; ++hops) {
    if (!curveStaysPassable(grid, ctrl)) straightenSegment(ctrl);
    const float chord = distance(ctrl[1], ctrl[2]);
    const int pieces = std::max(1, static_cast<int>(std::ceil(chord / spacing)));
    if (table.steps() != pieces) table.reset(pieces);
    for (int i = 1; i <= pieces; ++i) out.push_back(table.at(ctrl[0], ctrl[1], ctrl[2], ctrl[3], i));
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
