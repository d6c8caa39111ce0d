#include "engine/sim/SimState.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "engine/level/LevelGrid.h"
#include "engine/path/RouteTrace.h"
#include "engine/sim/DiscSystem.h"
#include "engine/sim/MoverLayers.h"
#include "engine/sim/OfferedTowers.h"
#include "engine/sim/hero/HeroSystem.h"

namespace td {

namespace {

// Exact for Normal's factor of 1, whatever the amount.
int32_t scaled(int32_t amount, float factor) {
  return static_cast<int32_t>(std::llround(static_cast<double>(amount) * static_cast<double>(factor)));
}

}  // namespace

SimState::SimState(const LevelDef& levelDef, const GameDefs& gameDefs, uint64_t seed, const PlayRules& playRules)
    : level(levelDef),
      rules(playRules),
      levelWaves(static_cast<int32_t>(levelDef.waves.size())),
      defs(gameDefs),
      grid(makeGrid(levelDef)),
      rng(seed) {
  if (level.spawns.empty() || level.goals.empty()) throw std::invalid_argument("a level needs spawns and goals");
  size_t totalEnemies = 0;
  waves.enemies.resize(level.waves.size());
  for (size_t w = 0; w < level.waves.size(); ++w) {
    for (size_t g = 0; g < level.waves[w].groups.size(); ++g) {
      const WaveGroupDef& group = level.waves[w].groups[g];
      const int32_t kind = defs.enemyIndex(group.enemy);
      const std::string where = "waves[" + std::to_string(w) + "].groups[" + std::to_string(g) + "]";
      if (kind < 0) throw std::invalid_argument(where + ": unknown enemy kind '" + group.enemy + "'");
      if (group.spawn < 0 || group.spawn >= static_cast<int32_t>(level.spawns.size())) {
        throw std::invalid_argument(where + ": no spawn " + std::to_string(group.spawn));
      }
      waves.enemies[w].push_back(static_cast<uint16_t>(kind));
      totalEnemies += static_cast<size_t>(std::max(group.count, 0));
    }
  }
  for (const std::string& id : level.towers) {
    if (defs.towerIndex(id) < 0) throw std::invalid_argument("towers: unknown tower kind '" + id + "'");
  }
  // The build bar has a slot and a number key for each kind a player may build, and no more; a kind past them
  // is not offered to anyone, the automatic player included.
  offeredTowerKinds(level, defs, allowed);

  buildLayers(*this);
  for (const MoverLayer& layer : layers) {
    for (const int32_t spawn : layer.spawns) {
      const Cell from = level.spawns[static_cast<size_t>(spawn)];
      openRoutes.push_back(layer.flow.distance(layer.grid, from));
      openWalks.push_back(tracedLength(layer.grid, layer.flow, from));
    }
  }
  nav.build(grid);
  index.configure(static_cast<float>(grid.width()), static_cast<float>(grid.height()), 2.0f);
  towerGrid.assign(static_cast<size_t>(grid.cellCount()), TowerId{});
  const DifficultyDef& difficulty = difficultyDef(rules.difficulty);
  economy.gold = scaled(level.gold, difficulty.gold);
  economy.lives = level.lives > 0 ? std::max(1, scaled(level.lives, difficulty.lives)) : level.lives;
  waves.countdown = level.firstWaveDelay;
  waves.alive.assign(level.waves.size(), 0);
  waves.leaks.assign(level.waves.size(), 0);
  waves.toSpawn.assign(level.waves.size(), 0);

  // Reserve for the worst crowd the level can field, so ticks do not grow
  // the pools while playing.
  enemies.reserve(std::min<size_t>(totalEnemies, 1u << 16));
  index.reserve(std::min<size_t>(totalEnemies, 1u << 16));
  towers.reserve(static_cast<size_t>(grid.cellCount()) / 4 + 16);
  projectiles.reserve(512);
  effects.reserve(512);
  events.reserve(1024);
  waves.groups.reserve(64);
  chainHits.reserve(16);
  placeHero(*this);
  buildArena(*this);
  discs.reserve(DiscThrow::kMaxInFlight);
}

}  // namespace td
