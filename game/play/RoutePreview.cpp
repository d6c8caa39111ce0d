#include "game/play/RoutePreview.h"

namespace td {

void RoutePreview::trace(const Grid& grid, const FlowField& field, std::span<const Cell> spawns,
                         std::vector<std::vector<Cell>>& out) {
  out.resize(spawns.size());
  // A route never revisits a cell, so the cell count bounds its length.
  const auto limit = static_cast<size_t>(grid.cellCount());
  for (size_t s = 0; s < spawns.size(); ++s) {
    std::vector<Cell>& route = out[s];
    route.clear();
    Cell at = spawns[s];
    route.push_back(at);
    if (!field.reachable(grid, at)) continue;
    while (route.size() <= limit) {
      const Cell next = field.next(grid, at);
      if (next == at) break;
      route.push_back(next);
      at = next;
    }
  }
}

bool RoutePreview::compute(const Grid& grid, const FlowField& field, std::span<const Cell> spawns, Cell cell,
                           std::vector<std::vector<Cell>>& out) {
  if (!grid.contains(cell) || !grid.passable(cell)) return false;
  // Copy assignment reuses the buffers once sizes match.
  grid_ = grid;
  field_ = field;
  grid_.setBlocked(cell, true);
  field_.cellBlocked(grid_, cell);
  trace(grid_, field_, spawns, out);
  return true;
}

}  // namespace td
