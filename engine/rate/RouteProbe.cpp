#include "engine/rate/RouteProbe.h"

#include "engine/path/RouteTrace.h"
#include "engine/rate/FireCover.h"
#include "engine/sim/LayerRoutes.h"
#include "engine/sim/World.h"

namespace td {

void RouteProbe::reset(const World& world) {
  const std::span<const MoverLayer> layers = world.layers();
  layers_.resize(layers.size());
  work_.resize(layers.size());
  for (size_t i = 0; i < layers.size(); ++i) copyLayerRoutes(layers_[i], layers[i]);
  spawns_.assign(world.level().spawns.begin(), world.level().spawns.end());
  base_ = total(layers_);
}

Distance RouteProbe::lengthWith(std::span<const Cell> cells) {
  for (size_t i = 0; i < layers_.size(); ++i) {
    MoverLayer& w = work_[i];
    copyLayerRoutes(w, layers_[i]);
    for (const Cell c : cells) {
      if (!w.grid.passable(c)) return kUnreachable;
      w.grid.setBlocked(c, true);
      w.flow.cellBlocked(w.grid, c);
    }
  }
  return total(work_);
}

Distance RouteProbe::total(std::span<const MoverLayer> layers) const {
  Distance sum = 0;
  for (const MoverLayer& layer : layers) {
    for (const int32_t s : layer.spawns) {
      const Distance d = layer.flow.distance(layer.grid, spawns_[static_cast<size_t>(s)]);
      if (d == kUnreachable) return kUnreachable;
      sum += d;
    }
  }
  return sum;
}

double RouteProbe::exposureOf(std::span<const MoverLayer> layers, const FireCover& cover) {
  double sum = 0.0;
  for (const MoverLayer& layer : layers) {
    for (const int32_t s : layer.spawns) {
      traceRoute(layer.grid, layer.flow, spawns_[static_cast<size_t>(s)], route_);
      sum += cover.along(route_);
    }
  }
  return sum;
}

}  // namespace td
