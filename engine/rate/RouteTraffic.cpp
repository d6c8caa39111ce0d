#include "engine/rate/RouteTraffic.h"

#include <algorithm>

#include "engine/path/RouteTrace.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverLayers.h"
#include "engine/sim/move/GoalPoint.h"

namespace td {
namespace {

// Health a tower must take off: armour makes every hit count for less.
float effectiveHealth(const EnemyDef& def) { return def.health / std::max(0.1f, 1.0f - def.armour); }

void addFlight(const World& world, int32_t spawn, float weight, RouteTraffic& out) {
  const LevelDef& level = world.level();
  std::vector<Vec2> corners{centreOf(level.spawns[static_cast<size_t>(spawn)])};
  if (const Lane* lane = level.laneOf(spawn)) {
    for (Cell c : lane->waypoints) corners.push_back(centreOf(c));
  }
  corners.push_back(nearestGoalCentre(world.state(), corners.back()));
  for (size_t i = 0; i + 1 < corners.size(); ++i) {
    const float len = distance(corners[i], corners[i + 1]);
    const int steps = std::max(1, static_cast<int>(len * 2.0f));
    for (int k = 0; k < steps; ++k) {
      out.airPoints.push_back(lerp(corners[i], corners[i + 1], static_cast<float>(k) / static_cast<float>(steps)));
      out.airWeight.push_back(weight);
    }
  }
}

}  // namespace

void measureTraffic(const World& world, RouteTraffic& out) {
  const LevelDef& level = world.level();
  const GameDefs& defs = world.defs();
  const SimState& s = world.state();
  out.width = level.width;
  out.height = level.height;
  out.ground.assign(static_cast<size_t>(level.width) * static_cast<size_t>(level.height), 0.0f);
  out.airPoints.clear();
  out.airWeight.clear();
  out.total = 0.0f;

  // Weight per (spawn, kind) over the waves still to come.
  const size_t first = static_cast<size_t>(std::max(0, world.wavesStarted() - 1));
  std::vector<Cell> route;
  for (size_t w = first; w < level.waves.size(); ++w) {
    for (const WaveGroupDef& g : level.waves[w].groups) {
      const int32_t kind = defs.enemyIndex(g.enemy);
      if (kind < 0 || g.spawn < 0 || static_cast<size_t>(g.spawn) >= level.spawns.size()) continue;
      const EnemyDef& def = defs.enemies[static_cast<size_t>(kind)];
      const float weight = effectiveHealth(def) * level.waves[w].health * static_cast<float>(g.count);
      out.total += weight;
      if (def.flying) {
        addFlight(world, g.spawn, weight, out);
        continue;
      }
      const MoverLayer& layer = s.layers[layerOfKind(s, static_cast<uint16_t>(kind))];
      traceRoute(layer.grid, layer.flow, level.spawns[static_cast<size_t>(g.spawn)], route);
      for (Cell c : route) out.ground[level.tileIndex(c)] += weight;
    }
  }
}

}  // namespace td
