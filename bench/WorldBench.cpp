// One world tick with crowds of enemies and hundreds of towers: the budget
// the game's fixed step must fit in. Enemies are bosses with unending health
// walking slowly, so the crowd stays the same size while towers fire at it.

#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td::bench {
namespace {

constexpr int32_t kWidth = 192;
constexpr int32_t kHeight = 96;

LevelDef crowdLevel(int32_t enemies) {
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
    wave.groups.push_back({"crowd", enemies / spawns + (s < enemies % spawns ? 1 : 0), World::kStep, s, 0.0f});
  }
  level.waves = {wave};
  return level;
}

GameDefs crowdDefs() {
  GameDefs defs = test::testDefs();
  defs.enemies.push_back({"crowd", "Crowd", 1e30f, 0.4f, 0.0f, 0.3f, 1, 1, false});
  return defs;
}

void BM_WorldTick(benchmark::State& state) {
  const auto enemies = static_cast<int32_t>(state.range(0));
  const auto towers = static_cast<int32_t>(state.range(1));
  static const GameDefs defs = crowdDefs();
  const LevelDef level = crowdLevel(enemies);
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
  for (auto _ : state) world->step();
  state.counters["enemies"] = static_cast<double>(world->enemies().count());
  state.counters["towers"] = placed;
  state.counters["projectiles"] = static_cast<double>(world->projectiles().count());
  state.counters["ns_per_enemy"] = benchmark::Counter(
      static_cast<double>(enemies), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

BENCHMARK(BM_WorldTick)
    ->ArgNames({"enemies", "towers"})
    ->Args({1000, 100})
    ->Args({1000, 500})
    ->Args({10000, 100})
    ->Args({10000, 500})
    ->Args({10000, 1000})
    ->Args({20000, 500})
    ->Args({20000, 1000})
    ->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace td::bench
