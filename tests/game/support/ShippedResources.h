#pragma once

// The game's own terrains and definitions (assets/defs), as the game loads them, for screen tests.

#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "game/GameContext.h"
#include "io/GameDefsJson.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td::test {

inline void loadShippedResources(GameResources& res) {
  const std::string source = sourceDir().string();
  const TerrainsLoad terrains = loadTerrains(source + "/assets/defs/terrains.json");
  ASSERT_TRUE(terrains.errors.empty());
  res.terrains = terrains.terrains;
  GameDefsLoad defs = loadGameDefs(source + "/assets/defs/enemies.json", source + "/assets/defs/towers.json",
                                   source + "/assets/defs/heroes.json");
  ASSERT_TRUE(defs.errors.empty());
  res.defs = std::move(defs.defs);
}

}  // namespace td::test
