#include "game/play/RoutePreview.h"

#include "engine/path/RouteHop.h"
#include "engine/path/RouteTrace.h"
#include "engine/sim/LayerRoutes.h"

namespace td {

namespace {

// Cells between the points of a drawn path: fine enough that its bends look
// round at any zoom the game offers.
constexpr float kPathSpacing = 0.25f;

}  // namespace

void RoutePreview::trace(std::span<const MoverLayer> layers, std::span<const Cell> spawns,
                         std::vector<ShownRoute>& out) {
  size_t n = 0;
  for (const MoverLayer& layer : layers) n += layer.spawns.size();
  out.resize(n);
  size_t k = 0;
  for (const MoverLayer& layer : layers) {
    for (const int32_t s : layer.spawns) {
      ShownRoute& route = out[k++];
      route.spawn = s;
      route.moverClass = layer.moverClass;
      route.length = layer.flow.distance(layer.grid, spawns[static_cast<size_t>(s)]);
      traceRoute(layer.grid, layer.flow, spawns[static_cast<size_t>(s)], route.cells);
      route.walked = walkedLength(route.cells);
      smoothRoute(layer.grid, layer.flow, spawns[static_cast<size_t>(s)], kPathSpacing, route.path);
    }
  }
}

bool RoutePreview::compute(std::span<const MoverLayer> layers, std::span<const Cell> spawns, Cell cell,
                           std::vector<ShownRoute>& out) {
  if (layers.empty() || !layers.front().grid.contains(cell) || !layers.front().grid.passable(cell)) return false;
  scratch_.resize(layers.size());
  for (size_t i = 0; i < layers.size(); ++i) {
    MoverLayer& copy = scratch_[i];
    copyLayerRoutes(copy, layers[i]);
    copy.grid.setBlocked(cell, true);
    copy.flow.cellBlocked(copy.grid, cell);
  }
  trace(scratch_, spawns, out);
  return true;
}

size_t routeColorIndex(const ShownRoute& route, size_t layerCount) {
  if (layerCount <= 1) return static_cast<size_t>(route.spawn);
  // Foot keeps the first colour; wheels take the cyan, far from it.
  return route.moverClass == MoverClass::Foot ? 0 : 3 + static_cast<size_t>(route.moverClass) - 1;
}

}  // namespace td
