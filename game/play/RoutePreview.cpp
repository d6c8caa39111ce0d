#include "game/play/RoutePreview.h"

#include "engine/path/RouteTrace.h"

namespace td {

void RoutePreview::trace(const Grid& grid, const FlowField& field, std::span<const Cell> spawns,
                         std::vector<std::vector<Cell>>& out) {
  out.resize(spawns.size());
  for (size_t s = 0; s < spawns.size(); ++s) traceRoute(grid, field, spawns[s], out[s]);
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
