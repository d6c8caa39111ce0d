// A hero order on the shipped levels that have a hero: the snap to the
// nearest point it can stand on and reach, and the plan over the level's
// navigation mesh (the interval search and the funnel), as the game does on
// a click. Destinations are random points of the map, fixed by the seed.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <string>

#include "bench/BenchRng.h"
#include "engine/sim/World.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td::bench {
namespace {

struct HeroCase {
  GameDefs defs;
  std::unique_ptr<World> world;
};

std::unique_ptr<HeroCase> heroLevel(const std::string& stem) {
  const std::filesystem::path root = td::test::sourceDir();
  const TerrainsLoad terrains = loadTerrains(root / "assets/defs/terrains.json");
  GameDefsLoad defs = loadGameDefs(root / "assets/defs/enemies.json", root / "assets/defs/towers.json",
                                   root / "assets/defs/heroes.json");
  if (!terrains.ok() || !defs.ok()) return nullptr;
  auto c = std::make_unique<HeroCase>();
  c->defs = std::move(defs.defs);
  const LevelLoad level = loadLevel(root / "levels" / (stem + ".json"), terrains.terrains, &c->defs);
  if (!level.ok() || !level.level.hero) return nullptr;
  c->world = std::make_unique<World>(level.level, c->defs, 1);
  return c;
}

void BM_HeroOrder(benchmark::State& state, const char* stem) {
  const std::unique_ptr<HeroCase> c = heroLevel(stem);
  if (!c) {
    state.SkipWithError("the level or the definitions did not load");
    return;
  }
  World& world = *c->world;
  BenchRng rng(11);
  const auto w = static_cast<uint32_t>(world.grid().width() * 100);
  const auto h = static_cast<uint32_t>(world.grid().height() * 100);
  int64_t refused = 0;
  for (auto _ : state) {
    const Vec2 point{static_cast<float>(rng.below(w)) / 100.0f, static_cast<float>(rng.below(h)) / 100.0f};
    const CommandResult r = world.orderHero(point);
    refused += r.ok() ? 0 : 1;
    benchmark::DoNotOptimize(world.hero()->path.data());
  }
  state.counters["refused"] = static_cast<double>(refused);
  state.counters["corners"] = static_cast<double>(world.hero()->path.size());
}

BENCHMARK_CAPTURE(BM_HeroOrder, 13_grand_campaign, "13_grand_campaign")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_HeroOrder, 06_the_warden, "06_the_warden")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_HeroOrder, 07_wolf_trail, "07_wolf_trail")->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace td::bench
