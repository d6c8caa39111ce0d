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
  undo_.resize(layers.size());
  for (size_t i = 0; i < layers.size(); ++i) {
    copyLayerRoutes(layers_[i], layers[i]);
    copyLayerRoutes(work_[i], layers[i]);
    undo_[i].clear();
  }
  blocked_.clear();
  spawns_.assign(world.level().spawns.begin(), world.level().spawns.end());
  base_ = total(layers_);
}

// The last probe's cells stay blocked until the next (exposureWithLast reads them), then come back as they were.
void RouteProbe::restore() {
  for (size_t i = 0; i < work_.size(); ++i) {
    MoverLayer& w = work_[i];
    if (undo_[i].whole) {
      copyLayerRoutes(w, layers_[i]);
    } else {
      w.flow.undo(undo_[i]);
      for (auto c = blocked_.rbegin(); c != blocked_.rend(); ++c) {
        if (c->layer == i) w.grid.setBlocked(c->cell, false);
      }
    }
    undo_[i].clear();
  }
  blocked_.clear();
}

Distance RouteProbe::lengthWith(std::span<const Cell> cells) {
  restore();
  for (size_t i = 0; i < work_.size(); ++i) {
    MoverLayer& w = work_[i];
    for (const Cell c : cells) {
      if (!w.grid.passable(c)) return kUnreachable;
      w.grid.setBlocked(c, true);
      blocked_.push_back({i, c});
    }
    w.flow.cellsBlocked(w.grid, cells, undo_[i]);
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
