#pragma once

// Game definitions and levels built in code for simulation tests, so the
// engine's tests do not depend on the JSON files (those have their own).

#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td::test {

inline GameDefs testDefs() {
  GameDefs d;
  d.enemies = {
      {"normal", "Grunt", 30.0f, 1.5f, 0.0f, 0.3f, 3, 1, false},
      {"fast", "Runner", 18.0f, 3.0f, 0.0f, 0.25f, 3, 1, false},
      {"armoured", "Knight", 60.0f, 1.0f, 0.5f, 0.35f, 6, 1, false},
      {"swarm", "Mite", 6.0f, 2.0f, 0.0f, 0.2f, 1, 1, false},
      {"boss", "Ogre", 800.0f, 0.6f, 0.2f, 0.5f, 60, 5, false},
      {"flying", "Bat", 20.0f, 2.0f, 0.0f, 0.3f, 4, 1, true, MovementKind::Fly},
      // Kinds that meet the hero: one that runs from it, one that tracks
      // it, and one that hits hard enough to kill it.
      {"imp", "Imp", 24.0f, 1.3f, 0.0f, 0.25f, 3, 1, false, MovementKind::Flee, 2.0f, 3.0f, 2.6f, 1.5f, 3},
      {"wolf", "Wolf", 45.0f, 1.7f, 0.0f, 0.3f, 6, 1, false, MovementKind::Track, 10.0f},
      {"brute", "Brute", 5000.0f, 1.0f, 0.0f, 0.35f, 1, 1, false, MovementKind::Route, 200.0f},
  };
  HeroDef warden;
  warden.id = "warden";
  warden.name = "Warden";
  warden.levels = {{0, 150.0f, 12.0f, 0.7f, 0.8f, 5.0f}, {60, 210.0f, 18.0f, 0.75f, 0.75f, 7.0f}};
  d.heroes = {warden};
  TowerDef arrow{"arrow", "Archer", AttackKind::Arrow, true, true, 8.0f, {}};
  arrow.levels = {{10, 3.5f, 0.6f, 6.0f, 14.0f, ArrowParams{}},
                  {15, 4.0f, 0.5f, 9.0f, 16.0f, ArrowParams{}},
                  {25, 4.5f, 0.4f, 13.0f, 18.0f, ArrowParams{}}};
  TowerDef cannon{"cannon", "Cannon", AttackKind::Shell, true, false, 3.0f, {}};
  cannon.levels = {{20, 3.0f, 1.6f, 14.0f, 6.0f, ShellParams{1.2f}},
                   {25, 3.2f, 1.5f, 22.0f, 6.5f, ShellParams{1.4f}},
                   {40, 3.5f, 1.4f, 34.0f, 7.0f, ShellParams{1.6f}}};
  TowerDef frost{"frost", "Frost", AttackKind::Frost, true, true, 6.0f, {}};
  frost.levels = {{15, 3.0f, 1.0f, 2.0f, 9.0f, FrostParams{0.8f, 0.6f, 1.5f}},
                  {20, 3.3f, 0.9f, 3.0f, 10.0f, FrostParams{1.0f, 0.5f, 2.0f}},
                  {30, 3.6f, 0.8f, 4.0f, 11.0f, FrostParams{1.2f, 0.4f, 2.5f}}};
  TowerDef storm{"storm", "Storm", AttackKind::Lightning, true, true, 10.0f, {}};
  storm.levels = {{30, 3.0f, 1.2f, 10.0f, 0.0f, LightningParams{2}},
                  {35, 3.3f, 1.1f, 14.0f, 0.0f, LightningParams{3}},
                  {50, 3.6f, 1.0f, 20.0f, 0.0f, LightningParams{4}}};
  TowerDef discus{"discus", "Discus", AttackKind::Disc, true, false, 7.0f, {}};
  discus.levels = {{60, 4.0f, 1.5f, 9.0f, 10.0f, DiscParams{2.5f, 0.8f}},
                   {45, 4.5f, 1.35f, 13.0f, 11.0f, DiscParams{2.5f, 0.82f}},
                   {70, 5.0f, 1.2f, 18.0f, 12.0f, DiscParams{2.5f, 0.85f}}};
  d.towers = {arrow, cannon, frost, storm, discus};
  return d;
}

// The test kinds (arrow 0, cannon 1, frost 2, storm 3, discus 4) and a wall after them (5), at 8 gold.
inline GameDefs testDefsWithAWall() {
  GameDefs defs = testDefs();
  TowerDef wall;
  wall.id = "wall";
  wall.name = "Wall";
  wall.attack = AttackKind::None;
  wall.hitsGround = false;
  wall.levels = {TowerLevelDef{}};
  wall.levels[0].params = NoAttackParams{};
  wall.levels[0].cost = 8;
  defs.towers.push_back(wall);
  return defs;
}

// An open field of `rows`, spawn on the left, goal on the right.
inline LevelDef testLevel(const std::vector<std::string>& rows, std::vector<WaveDef> waves, int32_t gold = 100,
                          int32_t lives = 10) {
  LevelDef level;
  level.name = "test";
  level.height = static_cast<int32_t>(rows.size());
  level.width = static_cast<int32_t>(rows[0].size());
  level.terrains = {{"grass", 2, true}, {"road", 1, false}, {"mud", 4, true}, {"rock", kImpassableCost, false}};
  level.glyphs = ".=,#";
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      const char ch = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
      uint8_t kind = 0;
      if (ch == '=') kind = 1;
      if (ch == ',') kind = 2;
      if (ch == '#') kind = 3;
      if (ch == 'S') level.spawns.push_back({x, y});
      if (ch == 'G') level.goals.push_back({x, y});
      level.tiles.push_back(kind);
    }
  }
  level.connectivity = Connectivity::Eight;
  level.gold = gold;
  level.lives = lives;
  level.waves = std::move(waves);
  level.firstWaveDelay = 1.0f;
  level.waveBreak = 3.0f;
  level.earlyBonusPerSecond = 2.0f;
  return level;
}

inline WaveDef wave(const std::string& enemy, int32_t count, float interval, int32_t bonus = 0, int32_t spawn = 0) {
  WaveDef w;
  w.groups.push_back({enemy, count, interval, spawn, 0.0f});
  w.bonus = bonus;
  return w;
}

}  // namespace td::test
