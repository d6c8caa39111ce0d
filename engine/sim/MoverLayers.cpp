#include "engine/sim/MoverLayers.h"

#include <algorithm>

#include "engine/level/LevelGrid.h"

namespace td {

namespace {

// Which classes the waves' ground enemies use, and from which spawns.
struct ClassUse {
  std::array<bool, kMaxMoverClasses> used{};
  std::array<std::vector<int32_t>, kMaxMoverClasses> spawns;
};

ClassUse classUse(const SimState& s) {
  ClassUse use;
  for (const WaveDef& wave : s.level.waves) {
    for (const WaveGroupDef& group : wave.groups) {
      const int32_t kind = s.defs.enemyIndex(group.enemy);
      if (kind < 0) continue;
      const EnemyDef& def = s.defs.enemies[static_cast<size_t>(kind)];
      if (def.flying) continue;
      const auto c = static_cast<size_t>(def.moverClass);
      use.used[c] = true;
      std::vector<int32_t>& list = use.spawns[c];
      if (std::find(list.begin(), list.end(), group.spawn) == list.end()) list.push_back(group.spawn);
    }
  }
  bool any = false;
  for (bool u : use.used) any = any || u;
  if (!any) {
    // No ground enemy comes: foot routes still guard every spawn, so that
    // the level keeps its shape for the route preview and a later wave list.
    use.used[0] = true;
    for (int32_t i = 0; i < static_cast<int32_t>(s.level.spawns.size()); ++i) use.spawns[0].push_back(i);
  }
  for (std::vector<int32_t>& list : use.spawns) std::sort(list.begin(), list.end());
  return use;
}

// Do classes a and b find impassable exactly the same terrain kinds among
// those on this level's map? Towers block both alike, so then their passable cells agree.
bool samePassability(const LevelDef& level, MoverClass a, MoverClass b) {
  std::vector<uint8_t> used(level.terrains.size(), 0);
  for (uint8_t kind : level.tiles) used[kind] = 1;
  for (size_t k = 0; k < level.terrains.size(); ++k) {
    if (!used[k]) continue;
    const TerrainDef& t = level.terrains[k];
    const bool wallA = t.costFor(static_cast<size_t>(a)) == kImpassableCost;
    const bool wallB = t.costFor(static_cast<size_t>(b)) == kImpassableCost;
    if (wallA != wallB) return false;
  }
  return true;
}

bool isEndpoint(const SimState& s, Cell cell) {
  return std::find(s.level.spawns.begin(), s.level.spawns.end(), cell) != s.level.spawns.end() ||
         std::find(s.level.goals.begin(), s.level.goals.end(), cell) != s.level.goals.end();
}

}  // namespace

void buildLayers(SimState& s) {
  const ClassUse use = classUse(s);
  s.layers.clear();
  s.layerOfClass.fill(0);
  for (size_t c = 0; c < kMaxMoverClasses; ++c) {
    if (!use.used[c]) continue;
    s.layerOfClass[c] = static_cast<uint8_t>(s.layers.size());
    MoverLayer& layer = s.layers.emplace_back();
    layer.moverClass = static_cast<MoverClass>(c);
    LevelDef costs = s.level;
    costs.terrains = terrainsFor(s.level.terrains, layer.moverClass);
    layer.grid = makeGrid(costs);
    layer.flow.compute(layer.grid, s.level.goals, s.level.connectivity);
    layer.spawns = use.spawns[c];
    std::vector<Cell> cells;
    for (int32_t i : layer.spawns) cells.push_back(s.level.spawns[static_cast<size_t>(i)]);
    layer.placement.setEndpoints(layer.grid, cells, s.level.goals);
    layer.occupancy.reset(layer.grid);
    for (size_t j = 0; j + 1 < s.layers.size() && layer.sharesCheckWith < 0; ++j) {
      if (s.layers[j].spawns == layer.spawns && samePassability(s.level, s.layers[j].moverClass, layer.moverClass)) {
        layer.sharesCheckWith = static_cast<int32_t>(j);
      }
    }
  }
}

uint8_t layerOfKind(const SimState& s, uint16_t kind) {
  const EnemyDef& def = s.defs.enemies[kind];
  return def.flying ? 0 : s.layerOfClass[static_cast<size_t>(def.moverClass)];
}

namespace {

// The cut structures are rebuilt with the change that made them stale, not
// on the next mouse move: the player pays for a rebuild once per build or
// sale either way, and every placement check between changes stays cheap.
void refreshChecks(SimState& s) {
  for (MoverLayer& layer : s.layers) {
    if (layer.sharesCheckWith < 0) layer.placement.refresh(layer.grid);
  }
}

}  // namespace

void layersCellBlocked(SimState& s, Cell cell) {
  for (MoverLayer& layer : s.layers) {
    layer.grid.setBlocked(cell, true);
    layer.flow.cellBlocked(layer.grid, cell);
  }
  refreshChecks(s);
}

void layersCellFreed(SimState& s, Cell cell) {
  for (MoverLayer& layer : s.layers) {
    layer.grid.setBlocked(cell, false);
    layer.flow.cellFreed(layer.grid, cell);
  }
  refreshChecks(s);
}

PlacementResult checkLayers(SimState& s, Cell cell) {
  PlacementResult result;
  if (s.grid.contains(cell) && s.grid.buildable(cell) && isEndpoint(s, cell)) {
    result.status = PlacementStatus::Endpoint;
    return result;
  }
  for (MoverLayer& layer : s.layers) {
    // The placement check only reads passability (and, for units, which
    // cells reach a goal), which a sharing layer has in common with the
    // layer it shares with.
    MoverLayer& owner = layer.sharesCheckWith >= 0 ? s.layers[static_cast<size_t>(layer.sharesCheckWith)] : layer;
    result = owner.placement.check(owner.grid, owner.flow, cell, &layer.occupancy);
    if (result.ok()) continue;
    result.moverClass = layer.moverClass;
    if (result.spawn >= 0) result.spawn = layer.spawns[static_cast<size_t>(result.spawn)];
    return result;
  }
  return result;
}

}  // namespace td
