#pragma once

// Shared helpers of the io tests: the shipped definitions, a small valid level
// to mutate, and matchers for reported problems.

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "io/GameDefsJson.h"
#include "io/JsonError.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td::test {

inline const std::vector<TerrainDef>& shippedTerrains() {
  static const std::vector<TerrainDef> terrains = [] {
    TerrainsLoad load = loadTerrains(sourceDir() / "assets/defs/terrains.json");
    EXPECT_TRUE(load.ok());
    return load.terrains;
  }();
  return terrains;
}

inline const GameDefs& shippedDefs() {
  static const GameDefs defs = [] {
    GameDefsLoad load = loadGameDefs(sourceDir() / "assets/defs/enemies.json", sourceDir() / "assets/defs/towers.json",
                                     sourceDir() / "assets/defs/heroes.json");
    EXPECT_TRUE(load.ok());
    return load.defs;
  }();
  return defs;
}

// A valid 6x4 level: a road across the middle, a rock, a puddle of mud.
inline nlohmann::ordered_json smallLevel() {
  return nlohmann::ordered_json::parse(R"({
    "format": "td-level", "version": 1, "name": "Small",
    "size": [6, 4],
    "legend": {".": "grass", "=": "road", "#": "rock", ",": "mud"},
    "tiles": ["..#...", "======", "...,,.", "#....."],
    "spawns": [[0, 1]], "goals": [[5, 1]],
    "connectivity": 8, "gold": 100, "lives": 10})");
}

// The problem reported at `path`, or a failure listing everything reported.
inline ::testing::AssertionResult hasError(const std::vector<JsonError>& errors, const std::string& path,
                                           const std::string& fragment) {
  for (const JsonError& e : errors) {
    if (e.path == path && e.message.english().find(fragment) != std::string::npos) return ::testing::AssertionSuccess();
  }
  auto failure = ::testing::AssertionFailure()
                 << "no error at '" << path << "' containing '" << fragment << "'; reported:";
  for (const JsonError& e : errors) failure << "\n  " << e.text();
  return failure;
}

// A test name from a case's description: "spawn on rock" -> "spawn_on_rock".
template <typename Case>
std::string caseName(const ::testing::TestParamInfo<Case>& param) {
  std::string name = param.param.what;
  for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

inline void expectSameLevel(const LevelDef& a, const LevelDef& b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.width, b.width);
  EXPECT_EQ(a.height, b.height);
  ASSERT_EQ(a.terrains.size(), b.terrains.size());
  for (size_t k = 0; k < a.terrains.size(); ++k) {
    EXPECT_EQ(a.terrains[k].name, b.terrains[k].name);
    EXPECT_EQ(a.terrains[k].cost, b.terrains[k].cost);
    EXPECT_EQ(a.terrains[k].buildable, b.terrains[k].buildable);
  }
  EXPECT_EQ(a.glyphs, b.glyphs);
  EXPECT_EQ(a.tiles, b.tiles);
  EXPECT_EQ(a.spawns, b.spawns);
  EXPECT_EQ(a.goals, b.goals);
  EXPECT_EQ(a.connectivity, b.connectivity);
  EXPECT_EQ(a.gold, b.gold);
  EXPECT_EQ(a.lives, b.lives);
  EXPECT_EQ(a.towers, b.towers);
  ASSERT_EQ(a.hero.has_value(), b.hero.has_value());
  if (a.hero) {
    EXPECT_EQ(a.hero->kind, b.hero->kind);
    // Bit-exact, like the timings below.
    EXPECT_EQ(a.hero->start.x, b.hero->start.x);
    EXPECT_EQ(a.hero->start.y, b.hero->start.y);
  }
  // Bit-exact: a saved level must play exactly like the one it came from.
  EXPECT_EQ(a.firstWaveDelay, b.firstWaveDelay);
  EXPECT_EQ(a.waveBreak, b.waveBreak);
  EXPECT_EQ(a.earlyBonusPerSecond, b.earlyBonusPerSecond);
  ASSERT_EQ(a.waves.size(), b.waves.size());
  for (size_t w = 0; w < a.waves.size(); ++w) {
    EXPECT_EQ(a.waves[w].bonus, b.waves[w].bonus);
    EXPECT_EQ(a.waves[w].health, b.waves[w].health);
    ASSERT_EQ(a.waves[w].groups.size(), b.waves[w].groups.size());
    for (size_t g = 0; g < a.waves[w].groups.size(); ++g) {
      const WaveGroupDef& x = a.waves[w].groups[g];
      const WaveGroupDef& y = b.waves[w].groups[g];
      EXPECT_EQ(x.enemy, y.enemy);
      EXPECT_EQ(x.count, y.count);
      EXPECT_EQ(x.interval, y.interval);
      EXPECT_EQ(x.spawn, y.spawn);
      EXPECT_EQ(x.delay, y.delay);
    }
  }
}

}  // namespace td::test
