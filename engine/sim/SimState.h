#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/Pool.h"
#include "engine/core/Random.h"
#include "engine/grid/Grid.h"
#include "engine/grid/Occupancy.h"
#include "engine/level/LevelDef.h"
#include "engine/motion/DiscArena.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavQuery.h"
#include "engine/sim/DiscThrow.h"
#include "engine/sim/Effect.h"
#include "engine/sim/Enemy.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/MoverLayer.h"
#include "engine/sim/PlayRules.h"
#include "engine/sim/Projectile.h"
#include "engine/sim/SimEvent.h"
#include "engine/sim/SimStep.h"
#include "engine/sim/SpatialGrid.h"
#include "engine/sim/Tower.h"
#include "engine/sim/hero/Hero.h"
#include "engine/sim/hero/HeroMind.h"

namespace td {

enum class GameResult : uint8_t { Playing, Won, Lost };

// A wave group still sending enemies out.
struct GroupRun {
  int32_t wave;
  uint16_t enemy;
  int32_t spawn;
  int32_t left;
  float interval;
  float timer;  // seconds until its next enemy
};

// The waves: owned by the wave system (engine/sim/WaveSystem.h).
struct WaveState {
  std::vector<std::vector<uint16_t>> enemies;  // resolved kind per group, per wave
  std::vector<int32_t> alive;                  // enemies of each wave not yet gone (-1: bonus paid)
  std::vector<int32_t> toSpawn;                // enemies of each wave not yet spawned
  std::vector<int32_t> leaks;                  // enemies of each wave that got through
  std::vector<GroupRun> groups;
  int32_t next = 0;        // waves started so far (skipped ones included)
  int32_t first = 0;       // the first wave played: waves before it were skipped (WaveStart)
  int32_t cleared = 0;     // waves over, however many got through: each pays its bonus
  int32_t held = 0;        // waves over with none through
  float countdown = 0.0f;  // seconds until the next wave starts by itself
  // The first wave played waits for the player's call (World::holdFirstWave).
  bool holdFirst = false;
};

// What the player has: owned by the commands and the enemies' fates.
struct Economy {
  int32_t gold = 0;
  int32_t lives = 0;
  int64_t score = 0;
  // The parts of ScoreCard that no rule reads, so the state hash leaves
  // them out: bounty points of the kills, countdown seconds skipped by
  // calling waves early, and the maze's points for the kills, in thousandths
  // (ScoreCard.h, mazeKillMilli).
  int64_t killPoints = 0;
  int32_t earlySeconds = 0;
  int64_t mazeMilli = 0;
  int32_t killed = 0;
  int32_t leaked = 0;
  // Health the leaked enemies still had when they reached a goal: how near the defence came to stopping them
  // (between two games that lose the same lives, the automatic player prefers the one that came nearer). A
  // statistic no rule reads, so the state hash leaves it out too.
  float leakedHealth = 0.0f;
};

// Everything one game is made of. `World` owns it and runs the systems over
// it in a fixed order; each system is a set of free functions over the parts
// it needs, so a rule lives in exactly one file.
struct SimState {
  static constexpr float kStep = kSimStep;

  SimState(const LevelDef& levelDef, const GameDefs& gameDefs, uint64_t seed, const PlayRules& playRules = {});

  // The level as played: in endless mode its waves grow as the game goes on.
  LevelDef level;
  PlayRules rules;
  int32_t levelWaves = 0;  // the level's own waves, before any endless ones
  const GameDefs& defs;
  Grid grid;  // terrain and towers, with foot costs: what every layer shares
  // Per movement class the waves use (engine/sim/MoverLayers.h): its costs,
  // flow field, placement check and ground enemies. Never empty.
  std::vector<MoverLayer> layers;
  std::array<uint8_t, kMaxMoverClasses> layerOfClass{};  // layer index per class (0 when unused)
  // Each layer's spawns' route lengths on the level as designed, before any tower: what a maze is measured
  // against (engine/sim/RouteLength.h). Layer by layer, in each layer's spawn order. The score's maze part
  // reads it.
  std::vector<Distance> openRoutes;
  // The same routes' walked lengths (engine/path/RouteTrace.h tracedLength: terrain not counted), for display.
  std::vector<Distance> openWalks;
  SpatialGrid index;  // live enemies by position, rebuilt every tick
  LevelNavMesh nav;   // where ground units may stand, kept in step with the towers
  Random rng;
  std::vector<uint8_t> allowed;    // per tower kind: may the player build it here (kMaxOfferedTowerKinds at most)
  std::vector<TowerId> towerGrid;  // per cell, row-major
  Pool<Enemy, EnemyTag> enemies;
  Pool<Tower, TowerTag> towers;
  Pool<Projectile, ProjectileTag> projectiles;
  Pool<Effect, EffectTag> effects;
  Pool<DiscThrow, DiscTag> discs;     // Discus throws in flight
  DiscArena arena;                    // what discs bounce off, kept in step with the grid
  std::optional<Hero> hero;           // on levels that place one
  HeroMind heroMind;                  // its decision tree, built once
  NavQuery heroQuery;                 // the hero's path planning, with its scratch
  NavPath heroPlan;                   // scratch for one plan
  std::vector<SimEvent> events;       // this tick's, for sounds and messages
  std::vector<EnemyId> chainHits;     // scratch for lightning chains
  std::vector<uint32_t> volleyPicks;  // scratch for a volley's other targets (enemy slots)
  WaveState waves;
  Economy economy;
  uint64_t tick = 0;
  uint32_t enemiesSpawned = 0;  // the last serial given to an enemy
  uint32_t projectilesLaunched = 0;
  GameResult result = GameResult::Playing;
};

}  // namespace td
