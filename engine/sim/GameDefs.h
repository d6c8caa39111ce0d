#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/sim/EnemyDef.h"
#include "engine/sim/TowerDef.h"
#include "engine/sim/hero/HeroDef.h"

namespace td {

// Speed on terrain of cost c is scaled by kReferenceTerrainCost / c: grass
// (cost 2) is the reference, roads (1) twice as fast, mud (4) half as fast.
// Route costs and walking times therefore agree.
inline constexpr int kReferenceTerrainCost = 2;

// The speed factor on terrain of cost `cost` (1 on cost 0, which no walker
// stands on but a free mover may graze).
inline float terrainSpeed(uint8_t cost) {
  return cost != 0 ? static_cast<float>(kReferenceTerrainCost) / static_cast<float>(cost) : 1.0f;
}

// Every enemy and tower kind the game knows, read from assets/defs/.
struct GameDefs {
  std::vector<EnemyDef> enemies;
  std::vector<TowerDef> towers;
  std::vector<HeroDef> heroes;

  // Index of the kind with this id, or -1.
  int32_t enemyIndex(std::string_view id) const {
    for (size_t i = 0; i < enemies.size(); ++i) {
      if (enemies[i].id == id) return static_cast<int32_t>(i);
    }
    return -1;
  }
  int32_t heroIndex(std::string_view id) const {
    for (size_t i = 0; i < heroes.size(); ++i) {
      if (heroes[i].id == id) return static_cast<int32_t>(i);
    }
    return -1;
  }
  int32_t towerIndex(std::string_view id) const {
    for (size_t i = 0; i < towers.size(); ++i) {
      if (towers[i].id == id) return static_cast<int32_t>(i);
    }
    return -1;
  }
};

}  // namespace td
