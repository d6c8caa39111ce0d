#include "engine/sim/RouteLength.h"

#include "engine/sim/World.h"

namespace td {

void routeLengths(const World& world, std::vector<RouteLength>& out) {
  out.clear();
  const SimState& s = world.state();
  size_t k = 0;
  for (const MoverLayer& layer : s.layers) {
    for (const int32_t spawn : layer.spawns) {
      RouteLength r;
      r.spawn = spawn;
      r.moverClass = layer.moverClass;
      r.now = layer.flow.distance(layer.grid, s.level.spawns[static_cast<size_t>(spawn)]);
      r.open = k < s.openRoutes.size() ? s.openRoutes[k] : r.now;
      ++k;
      out.push_back(r);
    }
  }
}

double routeStretch(const World& world) {
  const SimState& s = world.state();
  double now = 0.0;
  double open = 0.0;
  size_t k = 0;
  for (const MoverLayer& layer : s.layers) {
    for (const int32_t spawn : layer.spawns) {
      const Distance d = layer.flow.distance(layer.grid, s.level.spawns[static_cast<size_t>(spawn)]);
      if (d != kUnreachable && k < s.openRoutes.size() && s.openRoutes[k] != kUnreachable) {
        now += toCells(d);
        open += toCells(s.openRoutes[k]);
      }
      ++k;
    }
  }
  return open > 0.0 ? now / open : 1.0;
}

}  // namespace td
