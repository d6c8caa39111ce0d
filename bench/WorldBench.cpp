// One world tick with crowds of enemies and hundreds of towers: the budget
// the game's fixed step must fit in. Enemies have unending health and walk
// slowly, and every repetition times a fixed number of ticks, too few for any
// enemy to reach a goal: the crowd keeps its size while towers fire at it (the
// case checks that every enemy is still alive at the end, and reports an
// error otherwise). A second set of cases gives the crowd a mix of movement
// behaviours instead of the flow-field walk alone.

#include <benchmark/benchmark.h>

#include <array>
#include <memory>
#include <string>

#include "engine/sim/EnemyDef.h"
#include "engine/sim/World.h"
#include "engine/sim/move/MoveState.h"
#include "tests/engine/support/TestDefs.h"

namespace td::bench {
namespace {

constexpr int32_t kWidth = 192;
constexpr int32_t kHeight = 96;

// Ticks timed per repetition, after 240 ticks of warm-up: 9 s of game time in
// all, in which an enemy walks under 4 cells, and no spawn lies nearer than 9
// cells to a goal.
constexpr int64_t kTimedTicks = 300;

// Walkers of the movement behaviours that need nothing more of the level
// (waypoint flyers need lanes, road runners roads).
constexpr std::array<const char*, 7> kMixIds{"crowd",        "crowd-fly",   "crowd-flee", "crowd-track",
                                             "crowd-wander", "crowd-trace", "crowd-wall"};
constexpr std::array<MovementKind, 7> kMixKinds{MovementKind::Route, MovementKind::Fly,    MovementKind::Flee,
                                                MovementKind::Track, MovementKind::Wander, MovementKind::Trace,
                                                MovementKind::Wall};

LevelDef crowdLevel(int32_t enemies, bool mixed) {
  LevelDef level;
  level.name = "bench crowd";
  level.width = kWidth;
  level.height = kHeight;
  level.terrains = {{"grass", 2, true}};
  level.glyphs.assign(1, '.');
  level.tiles.assign(static_cast<size_t>(kWidth * kHeight), 0);
  // Spawns spread over the whole field, so the crowd is everywhere at once
  // instead of queueing at one edge.
  for (int32_t x = 2; x < kWidth - 8; x += 12) {
    for (int32_t y = 0; y < kHeight; y += 4) level.spawns.push_back({x, y});
  }
  for (int32_t y = 0; y < kHeight; y += 2) level.goals.push_back({kWidth - 1, y});
  level.connectivity = Connectivity::Eight;
  level.gold = 1000000;
  level.lives = 1000000;
  level.firstWaveDelay = 0.0f;
  WaveDef wave;
  const auto spawns = static_cast<int32_t>(level.spawns.size());
  for (int32_t s = 0; s < spawns; ++s) {
    const char* id = mixed ? kMixIds[static_cast<size_t>(s) % kMixIds.size()] : "crowd";
    wave.groups.push_back({id, enemies / spawns + (s < enemies % spawns ? 1 : 0), World::kStep, s, 0.0f});
  }
  level.waves = {wave};
  return level;
}

GameDefs crowdDefs() {
  GameDefs defs = test::testDefs();
  for (size_t k = 0; k < kMixIds.size(); ++k) {
    EnemyDef def{kMixIds[k], "Crowd", 1e30f, 0.4f, 0.0f, 0.3f, 1, 1, kMixKinds[k] == MovementKind::Fly};
    def.movement = kMixKinds[k];
    // A fleer runs no faster than the others walk, so it cannot reach a goal
    // within the timed ticks either.
    def.fleeSpeed = 0.4f;
    defs.enemies.push_back(def);
  }
  return defs;
}

void worldTick(benchmark::State& state, bool mixed) {
  const auto enemies = static_cast<int32_t>(state.range(0));
  const auto towers = static_cast<int32_t>(state.range(1));
  static const GameDefs defs = crowdDefs();
  const LevelDef level = crowdLevel(enemies, mixed);
  auto world = std::make_unique<World>(level, defs, 1);
  // Towers on a lattice across the middle of the field, every kind in turn,
  // leaving the lanes between them open.
  int32_t placed = 0;
  for (int32_t y = 1; y < kHeight && placed < towers; y += 3) {
    for (int32_t x = 4; x < kWidth - 4 && placed < towers; x += 3) {
      if (world->build(static_cast<uint16_t>(placed % 4), {x, y}).ok()) ++placed;
    }
  }
  // Let the crowd march in and the towers settle into firing.
  while (world->enemies().count() < static_cast<uint32_t>(enemies) && world->tick() < 60 * 30) world->step();
  for (int t = 0; t < 240; ++t) world->step();
  if (world->enemies().count() != static_cast<uint32_t>(enemies)) {
    state.SkipWithError("the crowd did not reach its full size before the timed ticks");
    return;
  }
  for (auto _ : state) world->step();
  if (world->enemies().count() != static_cast<uint32_t>(enemies)) {
    state.SkipWithError("enemies left the map while the ticks were timed");
    return;
  }
  state.counters["enemies"] = static_cast<double>(world->enemies().count());
  state.counters["towers"] = placed;
  state.counters["projectiles"] = static_cast<double>(world->projectiles().count());
  state.counters["ns_per_enemy"] = benchmark::Counter(
      static_cast<double>(enemies), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_WorldTick(benchmark::State& state) { worldTick(state, false); }
void BM_WorldTickMixed(benchmark::State& state) { worldTick(state, true); }

void crowdSizes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"enemies", "towers"});
  for (const int64_t enemies : {1000, 10000, 20000}) {
    for (const int64_t towers : {100, 500, 1000}) b->Args({enemies, towers});
  }
  b->Iterations(kTimedTicks)->Unit(benchmark::kMicrosecond);
}

BENCHMARK(BM_WorldTick)->Apply(crowdSizes);
BENCHMARK(BM_WorldTickMixed)->Apply(crowdSizes);

}  // namespace
}  // namespace td::bench
