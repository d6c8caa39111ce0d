#include "engine/path/RouteTrace.h"

namespace td {

void traceRoute(const Grid& grid, const FlowField& field, Cell from, std::vector<Cell>& out) {
  out.clear();
  out.push_back(from);
  if (!field.reachable(grid, from)) return;
  // A route never revisits a cell, so the cell count bounds its length even
  // if the field were ever inconsistent.
  const auto limit = static_cast<size_t>(grid.cellCount());
  Direction heading = Direction::None;
  for (Cell at = from; out.size() <= limit;) {
    const Direction d = field.direction(grid, at, heading);
    if (d == Direction::None) break;
    at = {at.x + step(d).dx, at.y + step(d).dy};
    out.push_back(at);
    heading = d;
  }
}

}  // namespace td
