#include "engine/sim/RouteLength.h"

#include "engine/path/RouteTrace.h"
#include "engine/sim/World.h"

namespace td {

namespace {

// The routes' costs added up (walk: and their walked lengths), over the routes a goal is reached from in both.
RouteTotals addRoutes(const SimState& s, bool walk) {
  RouteTotals t;
  size_t k = 0;
  for (const MoverLayer& layer : s.layers) {
    for (const int32_t spawn : layer.spawns) {
      const Cell from = s.level.spawns[static_cast<size_t>(spawn)];
      const Distance d = layer.flow.distance(layer.grid, from);
      if (d != kUnreachable && k < s.openRoutes.size() && s.openRoutes[k] != kUnreachable) {
        t.now += d;
        t.open += s.openRoutes[k];
        if (walk) {
          t.walked += tracedLength(layer.grid, layer.flow, from);
          t.openWalked += k < s.openWalks.size() ? s.openWalks[k] : 0;
        }
        ++t.routes;
      }
      ++k;
    }
  }
  return t;
}

}  // namespace

void routeLengths(const World& world, std::vector<RouteLength>& out) {
  out.clear();
  const SimState& s = world.state();
  size_t k = 0;
  for (const MoverLayer& layer : s.layers) {
    for (const int32_t spawn : layer.spawns) {
      const Cell from = s.level.spawns[static_cast<size_t>(spawn)];
      RouteLength r;
      r.spawn = spawn;
      r.moverClass = layer.moverClass;
      r.now = layer.flow.distance(layer.grid, from);
      r.open = k < s.openRoutes.size() ? s.openRoutes[k] : r.now;
      r.walked = tracedLength(layer.grid, layer.flow, from);
      r.openWalked = k < s.openWalks.size() ? s.openWalks[k] : r.walked;
      ++k;
      out.push_back(r);
    }
  }
}

RouteLength routeOf(const SimState& s, size_t layer, int32_t spawn) {
  RouteLength r;
  r.spawn = spawn;
  if (layer >= s.layers.size()) return r;
  const MoverLayer& of = s.layers[layer];
  r.moverClass = of.moverClass;
  r.now = r.open = of.flow.distance(of.grid, s.level.spawns[static_cast<size_t>(spawn)]);
  size_t k = 0;  // its place in openRoutes: the earlier layers' spawns, then its own up to this one
  for (size_t i = 0; i < layer; ++i) k += s.layers[i].spawns.size();
  for (const int32_t each : of.spawns) {
    if (each == spawn) {
      if (k < s.openRoutes.size()) r.open = s.openRoutes[k];
      break;
    }
    ++k;
  }
  return r;
}

RouteTotals routeTotals(const SimState& s) { return addRoutes(s, true); }

// The ratio of the exact sums is the ratio of the sums in cells: toCells() only divides by a power of two.
double routeStretch(const World& world) { return addRoutes(world.state(), false).stretch(); }

}  // namespace td
