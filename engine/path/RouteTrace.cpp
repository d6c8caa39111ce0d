#include "engine/path/RouteTrace.h"

namespace td {

namespace {

// Walks the route from `from`, calling visit(direction, cell entered) for each
// step; false when no goal can be reached from `from`.
template <typename Visit>
bool walkRoute(const Grid& grid, const FlowField& field, Cell from, Visit&& visit) {
  if (!field.reachable(grid, from)) return false;
  // A route never revisits a cell, so the cell count bounds its length even
  // if the field were ever inconsistent.
  const auto limit = static_cast<size_t>(grid.cellCount());
  Direction heading = Direction::None;
  size_t steps = 0;
  for (Cell at = from; steps < limit; ++steps) {
    const Direction d = field.direction(grid, at, heading);
    if (d == Direction::None) break;
    at = {at.x + step(d).dx, at.y + step(d).dy};
    visit(d, at);
    heading = d;
  }
  return true;
}

}  // namespace

void traceRoute(const Grid& grid, const FlowField& field, Cell from, std::vector<Cell>& out) {
  out.clear();
  out.push_back(from);
  walkRoute(grid, field, from, [&](Direction, Cell at) { out.push_back(at); });
}

Distance walkedLength(std::span<const Cell> route) {
  Distance length = 0;
  for (size_t i = 1; i < route.size(); ++i) {
    const bool diagonal = route[i].x != route[i - 1].x && route[i].y != route[i - 1].y;
    length += diagonal ? kDiagonalUnit : kOrthogonalUnit;
  }
  return length;
}

Distance tracedLength(const Grid& grid, const FlowField& field, Cell from) {
  Distance length = 0;
  if (!walkRoute(grid, field, from, [&](Direction d, Cell) { length += stepUnit(d); })) return kUnreachable;
  return length;
}

}  // namespace td
