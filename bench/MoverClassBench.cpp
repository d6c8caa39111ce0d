// Movement classes: the per-class placement check the game asks on every
// mouse move, a build and a sale with every class's flow field updated, and
// the level start that computes every layer. Measured on the largest shipped
// level (its waves given a wheeled kind too) and on generated 256 x 256
// maps whose ground enemies use one, two or three classes.
//
// Targets (the issue that brought the classes in): a placement check under
// 100 µs, a build with every field updated under 2 ms.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bench/BenchRng.h"
#include "engine/sim/MoverLayers.h"
#include "engine/sim/SimState.h"
#include "engine/sim/World.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td::bench {
namespace {

constexpr int32_t kGenSide = 256;
constexpr size_t kPlacementCells = 2048;
constexpr size_t kBuildCells = 1024;
// Builds and sales cost gold (a sale refunds 70 %), so a timed loop of
// millions of pairs needs a purse that cannot run dry.
constexpr int32_t kGold = 1'000'000'000;
constexpr const char* kShippedLevel = "13_grand_campaign";

// Terrain kinds of the generated maps, in this order.
constexpr uint8_t kGrass = 0;
constexpr uint8_t kRoad = 1;
constexpr uint8_t kMud = 2;
constexpr uint8_t kRock = 3;

const char* const kGenKinds[3] = {"gen_foot", "gen_wheeled", "gen_third"};

// The shipped definitions, plus one ground kind per class for the generated
// maps; the third class has no name in the engine, only its index.
const GameDefs* benchDefs() {
  static const std::unique_ptr<GameDefs> defs = [] {
    const std::filesystem::path root = td::test::sourceDir();
    GameDefsLoad load = loadGameDefs(root / "assets/defs/enemies.json", root / "assets/defs/towers.json",
                                     root / "assets/defs/heroes.json");
    if (!load.ok()) return std::unique_ptr<GameDefs>{};
    auto d = std::make_unique<GameDefs>(std::move(load.defs));
    for (size_t c = 0; c < 3; ++c) {
      EnemyDef e;
      e.id = kGenKinds[c];
      e.name = kGenKinds[c];
      e.health = 50.0f;
      e.moverClass = static_cast<MoverClass>(c);
      d->enemies.push_back(e);
    }
    return d;
  }();
  return defs.get();
}

// The largest shipped level by cell count. Its waves field foot enemies
// only, so a group of carts (wheeled) leaves every spawn in the first wave.
bool shippedLevel(LevelDef& out) {
  const std::filesystem::path root = td::test::sourceDir();
  const TerrainsLoad terrains = loadTerrains(root / "assets/defs/terrains.json");
  const GameDefs* defs = benchDefs();
  if (!terrains.ok() || defs == nullptr) return false;
  LevelLoad load = loadLevel(root / "levels" / (std::string(kShippedLevel) + ".json"), terrains.terrains, defs);
  if (!load.ok() || load.level.waves.empty()) return false;
  out = std::move(load.level);
  for (int32_t s = 0; s < static_cast<int32_t>(out.spawns.size()); ++s) {
    out.waves.front().groups.push_back({"cart", 4, 2.0f, s, 6.0f});
  }
  out.gold = kGold;
  return true;
}

// A 256 x 256 field of grass with mud patches, rock clusters (about a fifth
// of the cells) and four winding roads from west to east, each broken by
// short grass crossings so that towers can still close them. Eight spawns
// on the west edge, eight goals on the east edge; the edge strips are kept
// clear so every spawn reaches the field. Ground kinds of `classes` classes
// leave every spawn, so every layer guards every spawn.
LevelDef generatedLevel(int32_t classes) {
  const int32_t n = kGenSide;
  LevelDef level;
  level.name = "bench classes " + std::to_string(classes);
  level.width = n;
  level.height = n;
  TerrainDef grass{"grass", 2, true};
  grass.classCost = {0, 6, 3, 0};
  TerrainDef road{"road", 1, false};
  road.classCost = {0, 1, 2, 0};
  TerrainDef mud{"mud", 4, true};
  mud.classCost = {0, 20, 2, 0};
  TerrainDef rock{"rock", kImpassableCost, false};
  level.terrains = {grass, road, mud, rock};
  level.glyphs = ".=,#";
  level.tiles.assign(static_cast<size_t>(n) * static_cast<size_t>(n), kGrass);

  BenchRng rng(0xC1A55E5);
  const auto paint = [&](int32_t x0, int32_t y0, int32_t w, int32_t h, uint8_t kind, int32_t xMin, int32_t xMax) {
    for (int32_t y = std::max(y0, 0); y < std::min(y0 + h, n); ++y) {
      for (int32_t x = std::max(x0, xMin); x < std::min(x0 + w, xMax); ++x) level.tiles[level.tileIndex({x, y})] = kind;
    }
  };
  const auto draw = [&](uint32_t below) { return static_cast<int32_t>(rng.below(below)); };
  for (int i = 0; i < 48; ++i) paint(draw(n), draw(n), 6 + draw(19), 6 + draw(19), kMud, 0, n);
  for (int i = 0; i < 1300; ++i) paint(draw(n), draw(n), 1 + draw(6), 1 + draw(6), kRock, 4, n - 4);
  for (int32_t r = 0; r < 4; ++r) {
    const int32_t centre = 32 + 64 * r;
    int32_t y = centre;
    for (int32_t x = 0; x < n; ++x) {
      const int32_t was = y;
      if (draw(8) == 0) y = std::clamp(y + (draw(2) == 0 ? -1 : 1), centre - 16, centre + 16);
      // Both rows at a bend, so the road stays 4-connected.
      const uint8_t kind = (x % 40) >= 37 ? kGrass : kRoad;
      level.tiles[level.tileIndex({x, was})] = kind;
      level.tiles[level.tileIndex({x, y})] = kind;
    }
  }
  for (int32_t k = 0; k < 8; ++k) {
    level.spawns.push_back({0, 16 + 32 * k});
    level.goals.push_back({n - 1, 16 + 32 * k});
  }
  level.connectivity = Connectivity::Eight;
  level.gold = kGold;
  level.lives = 100;
  WaveDef wave;
  for (int32_t c = 0; c < classes; ++c) {
    for (int32_t s = 0; s < static_cast<int32_t>(level.spawns.size()); ++s) {
      wave.groups.push_back({kGenKinds[c], 5, 1.0f, s, 0.0f});
    }
  }
  level.waves = {wave};
  return level;
}

bool isEndpoint(const LevelDef& level, Cell c) {
  return std::find(level.spawns.begin(), level.spawns.end(), c) != level.spawns.end() ||
         std::find(level.goals.begin(), level.goals.end(), c) != level.goals.end();
}

// Every cell a route of some layer runs through from one of its spawns.
std::vector<Cell> routeCells(const World& world) {
  std::vector<uint8_t> seen(static_cast<size_t>(world.grid().cellCount()), 0);
  std::vector<Cell> cells;
  for (const MoverLayer& layer : world.layers()) {
    for (const int32_t s : layer.spawns) {
      Cell c = world.level().spawns[static_cast<size_t>(s)];
      for (Cell next = layer.flow.next(layer.grid, c); !(next == c); next = layer.flow.next(layer.grid, c)) {
        c = next;
        uint8_t& mark = seen[world.level().tileIndex(c)];
        if (mark == 0) cells.push_back(c);
        mark = 1;
      }
    }
  }
  return cells;
}

template <typename T>
void shuffle(std::vector<T>& v, uint64_t seed) {
  BenchRng rng(seed);
  for (size_t k = v.size(); k > 1; --k) std::swap(v[k - 1], v[rng.below(static_cast<uint32_t>(k))]);
}

// A map with its cell lists, worked out once per run: finding the accepted
// build cells means a build and a sale per candidate, seconds on 256².
struct MapCase {
  LevelDef level;
  uint16_t tower = 0;
  std::vector<Cell> hover;        // buildable, free, not an endpoint, shuffled
  std::vector<Cell> coldHover;    // of those, the ones the local test cannot decide
  std::vector<Cell> buildRandom;  // hover cells that a build accepts
  std::vector<Cell> buildRoute;   // route cells that a build accepts, shuffled
  std::vector<Cell> buildCut;     // cold hover cells that a build accepts
  size_t layers = 0;
  std::string error;
};

// Which of `cells` a build accepts and a sale then clears, up to `limit`.
std::vector<Cell> accepted(World& world, const std::vector<Cell>& cells, uint16_t tower, size_t limit) {
  std::vector<Cell> out;
  for (const Cell c : cells) {
    if (out.size() == limit) break;
    if (world.heroStandsIn(c)) continue;
    if (!world.build(tower, c).ok()) continue;
    if (!world.sell(c).ok()) throw std::logic_error("a sale after a build was refused");
    out.push_back(c);
  }
  return out;
}

// Changes every layer grid's revision without changing a cell, so that the
// next check rebuilds its cut structure as after a build: a rock cell stays
// impassable whether blocked or not.
void touchLayers(SimState& s, Cell rock) {
  for (MoverLayer& layer : s.layers) {
    layer.grid.setBlocked(rock, true);
    layer.grid.setBlocked(rock, false);
  }
}

uint64_t cacheBuilds(const SimState& s) {
  uint64_t builds = 0;
  for (const MoverLayer& layer : s.layers) builds += layer.placement.cacheBuilds();
  return builds;
}

Cell firstRock(const LevelDef& level) {
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      if (level.terrains[level.tile({x, y})].cost == kImpassableCost) return {x, y};
    }
  }
  return {-1, -1};
}

const MapCase& mapCase(const std::string& label, int32_t classes) {
  static std::map<std::string, std::unique_ptr<MapCase>> cases;
  std::unique_ptr<MapCase>& slot = cases[label];
  if (slot) return *slot;
  slot = std::make_unique<MapCase>();
  MapCase& m = *slot;
  const GameDefs* defs = benchDefs();
  if (defs == nullptr) {
    m.error = "the definitions did not load";
    return m;
  }
  if (classes == 0) {
    if (!shippedLevel(m.level)) {
      m.error = "the shipped level did not load";
      return m;
    }
  } else {
    m.level = generatedLevel(classes);
  }
  const int32_t arrow = defs->towerIndex("arrow");
  m.tower = static_cast<uint16_t>(std::max(arrow, 0));

  World world(m.level, *defs, 1);
  m.layers = world.layers().size();
  for (const MoverLayer& layer : world.layers()) {
    for (const int32_t s : layer.spawns) {
      if (!layer.flow.reachable(layer.grid, m.level.spawns[static_cast<size_t>(s)])) {
        m.error = "a spawn has no route";
        return m;
      }
    }
  }
  for (int32_t y = 0; y < m.level.height; ++y) {
    for (int32_t x = 0; x < m.level.width; ++x) {
      const Cell c{x, y};
      if (world.grid().buildable(c) && !isEndpoint(m.level, c)) m.hover.push_back(c);
    }
  }
  shuffle(m.hover, 0x40E5);
  if (m.hover.size() > kPlacementCells) m.hover.resize(kPlacementCells);

  SimState s(m.level, *defs, 1);
  const Cell rock = firstRock(m.level);
  if (rock.x < 0) {
    m.error = "the map has no impassable cell to touch";
    return m;
  }
  for (const Cell c : m.hover) {
    touchLayers(s, rock);
    const uint64_t before = cacheBuilds(s);
    benchmark::DoNotOptimize(checkLayers(s, c));
    if (cacheBuilds(s) != before) m.coldHover.push_back(c);
  }

  m.buildRandom = accepted(world, m.hover, m.tower, kBuildCells);
  m.buildCut = accepted(world, m.coldHover, m.tower, kBuildCells);
  std::vector<Cell> route = routeCells(world);
  std::erase_if(route, [&](Cell c) { return !world.grid().buildable(c) || isEndpoint(m.level, c); });
  shuffle(route, 0x4077E);
  m.buildRoute = accepted(world, route, m.tower, kBuildCells);
  return m;
}

std::string mapLabel(int32_t classes) {
  return classes == 0 ? std::string(kShippedLevel) + "+cart" : "Gen256/" + std::to_string(classes) + "class";
}

bool usable(benchmark::State& state, const MapCase& m, const std::vector<Cell>& cells) {
  if (!m.error.empty()) {
    state.SkipWithError(m.error.c_str());
    return false;
  }
  if (cells.empty()) {
    state.SkipWithError("no candidate cells");
    return false;
  }
  return true;
}

// The check the placement ghost asks on every mouse move, with the cut
// structures already built for the current towers (the usual case: many
// moves between builds).
void benchPlacement(benchmark::State& state, int32_t classes) {
  const MapCase& m = mapCase(mapLabel(classes), classes);
  if (!usable(state, m, m.hover)) return;
  World world(m.level, *benchDefs(), 1);
  size_t ok = 0;
  for (const Cell c : m.hover) ok += world.placementAt(c).ok() ? 1 : 0;
  size_t next = 0;
  for (auto _ : state) {
    const PlacementResult r = world.placementAt(m.hover[next]);
    benchmark::DoNotOptimize(r);
    next = next + 1 == m.hover.size() ? 0 : next + 1;
  }
  state.counters["layers"] = static_cast<double>(m.layers);
  state.counters["cells"] = static_cast<double>(m.hover.size());
  state.counters["ok_share"] = static_cast<double>(ok) / static_cast<double>(m.hover.size());
}

// The first check after the towers changed (an untimed build and sale of a
// cell), on cells whose local test cannot decide, so the check must consult
// the cut structure: the mouse move right after a build or a sale. Builds
// and sales rebuild the structure themselves (MoverLayers), so this counts
// rebuilds per check to show that the mouse move pays none.
void benchPlacementCold(benchmark::State& state, int32_t classes) {
  const MapCase& m = mapCase(mapLabel(classes), classes);
  if (!usable(state, m, m.coldHover) || m.buildRandom.empty()) return;
  World world(m.level, *benchDefs(), 1);
  const uint64_t before = cacheBuilds(world.state());
  uint64_t changes = 0;
  size_t next = 0;
  size_t nextBuild = 0;
  for (auto _ : state) {
    state.PauseTiming();
    const Cell c = m.buildRandom[nextBuild];
    nextBuild = nextBuild + 1 == m.buildRandom.size() ? 0 : nextBuild + 1;
    if (world.build(m.tower, c).ok() && world.sell(c).ok()) changes += 2;
    state.ResumeTiming();
    const PlacementResult r = world.placementAt(m.coldHover[next]);
    benchmark::DoNotOptimize(r);
    next = next + 1 == m.coldHover.size() ? 0 : next + 1;
  }
  const auto checks = static_cast<double>(state.iterations());
  const auto rebuilt = static_cast<double>(cacheBuilds(world.state()) - before);
  state.counters["layers"] = static_cast<double>(m.layers);
  state.counters["cells"] = static_cast<double>(m.coldHover.size());
  state.counters["cold_share"] = static_cast<double>(m.coldHover.size()) / static_cast<double>(m.hover.size());
  state.counters["rebuilds_per_change"] = changes > 0 ? rebuilt / static_cast<double>(changes) : 0.0;
  (void)checks;
}

// World::build then World::sell of the same cell: each runs the placement
// check, updates every layer's flow field incrementally, the navigation mesh
// and the disc arena, and reroutes. Timed as pairs; per_build is half a pair.
// On the cut cells the build's check (never the sale's, which has none)
// also rebuilds every layer's cut structure, which the sale before it made
// stale: there the build is most of the pair.
enum class BuildCells : uint8_t { Random, Route, Cut };

void benchBuildSell(benchmark::State& state, int32_t classes, BuildCells which) {
  const MapCase& m = mapCase(mapLabel(classes), classes);
  const std::vector<Cell>& cells = which == BuildCells::Random  ? m.buildRandom
                                   : which == BuildCells::Route ? m.buildRoute
                                                                : m.buildCut;
  if (!usable(state, m, cells)) return;
  World world(m.level, *benchDefs(), 1);
  size_t next = 0;
  int64_t refused = 0;
  uint64_t touched = 0;
  for (auto _ : state) {
    const Cell c = cells[next];
    refused += world.build(m.tower, c).ok() ? 0 : 1;
    for (const MoverLayer& layer : world.layers()) touched += layer.flow.lastTouched();
    refused += world.sell(c).ok() ? 0 : 1;
    for (const MoverLayer& layer : world.layers()) touched += layer.flow.lastTouched();
    next = next + 1 == cells.size() ? 0 : next + 1;
  }
  if (refused != 0) state.SkipWithError("a build or a sale was refused in the timed loop");
  const auto pairs = static_cast<double>(state.iterations());
  state.counters["layers"] = static_cast<double>(m.layers);
  state.counters["cells"] = static_cast<double>(cells.size());
  state.counters["per_build"] =
      benchmark::Counter(2.0, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["touched_per_build"] = pairs > 0 ? static_cast<double>(touched) / (2.0 * pairs) : 0.0;
}

// The build alone (the sale that undoes it runs with the clock stopped), so
// that the cut cells' build, which carries the check's rebuilds, is not
// averaged with its cheaper sale.
void benchBuildOnly(benchmark::State& state, int32_t classes, BuildCells which) {
  const MapCase& m = mapCase(mapLabel(classes), classes);
  const std::vector<Cell>& cells = which == BuildCells::Route ? m.buildRoute : m.buildCut;
  if (!usable(state, m, cells)) return;
  World world(m.level, *benchDefs(), 1);
  size_t next = 0;
  int64_t refused = 0;
  for (auto _ : state) {
    const Cell c = cells[next];
    refused += world.build(m.tower, c).ok() ? 0 : 1;
    state.PauseTiming();
    refused += world.sell(c).ok() ? 0 : 1;
    state.ResumeTiming();
    next = next + 1 == cells.size() ? 0 : next + 1;
  }
  if (refused != 0) state.SkipWithError("a build or a sale was refused in the timed loop");
  state.counters["layers"] = static_cast<double>(m.layers);
  state.counters["cells"] = static_cast<double>(cells.size());
}

// Only the flow-field updates of a build and a sale (layersCellBlocked and
// layersCellFreed), to split the build's time from the rest of the command.
void benchFieldUpdates(benchmark::State& state, int32_t classes) {
  const MapCase& m = mapCase(mapLabel(classes), classes);
  if (!usable(state, m, m.buildRoute)) return;
  SimState s(m.level, *benchDefs(), 1);
  size_t next = 0;
  for (auto _ : state) {
    const Cell c = m.buildRoute[next];
    s.grid.setBlocked(c, true);
    layersCellBlocked(s, c);
    s.grid.setBlocked(c, false);
    layersCellFreed(s, c);
    next = next + 1 == m.buildRoute.size() ? 0 : next + 1;
  }
  state.counters["layers"] = static_cast<double>(m.layers);
  state.counters["per_build"] =
      benchmark::Counter(2.0, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// The level start: a whole World (every layer's grid, full flow field and
// placement setup, the navigation mesh, the disc arena, the pools).
void benchWorldStart(benchmark::State& state, int32_t classes) {
  const MapCase& m = mapCase(mapLabel(classes), classes);
  if (!usable(state, m, m.hover)) return;
  for (auto _ : state) {
    World world(m.level, *benchDefs(), 1);
    benchmark::DoNotOptimize(world.layers().data());
  }
  state.counters["layers"] = static_cast<double>(m.layers);
}

// buildLayers alone, on a standing state: the layers' share of the start.
void benchBuildLayers(benchmark::State& state, int32_t classes) {
  const MapCase& m = mapCase(mapLabel(classes), classes);
  if (!usable(state, m, m.hover)) return;
  SimState s(m.level, *benchDefs(), 1);
  for (auto _ : state) {
    buildLayers(s);
    benchmark::DoNotOptimize(s.layers.data());
  }
  state.counters["layers"] = static_cast<double>(m.layers);
}

const bool registered = [] {
  // 0 stands for the shipped level.
  for (const int32_t classes : {0, 1, 2, 3}) {
    const std::string label = mapLabel(classes);
    benchmark::RegisterBenchmark(("MoverClass/PlacementCheck/" + label).c_str(), [=](benchmark::State& s) {
      benchPlacement(s, classes);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("MoverClass/PlacementAfterBuild/" + label).c_str(),
                                 [=](benchmark::State& s) { benchPlacementCold(s, classes); })
        // Each check follows an untimed build and sale, which cost a
        // thousand times the check: a fixed count keeps the case short.
        ->Iterations(400)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("MoverClass/BuildSell/Random/" + label).c_str(), [=](benchmark::State& s) {
      benchBuildSell(s, classes, BuildCells::Random);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("MoverClass/BuildSell/Route/" + label).c_str(), [=](benchmark::State& s) {
      benchBuildSell(s, classes, BuildCells::Route);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("MoverClass/BuildSell/Cut/" + label).c_str(), [=](benchmark::State& s) {
      benchBuildSell(s, classes, BuildCells::Cut);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("MoverClass/BuildOnly/Route/" + label).c_str(), [=](benchmark::State& s) {
      benchBuildOnly(s, classes, BuildCells::Route);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("MoverClass/BuildOnly/Cut/" + label).c_str(), [=](benchmark::State& s) {
      benchBuildOnly(s, classes, BuildCells::Cut);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("MoverClass/FieldUpdates/Route/" + label).c_str(), [=](benchmark::State& s) {
      benchFieldUpdates(s, classes);
    })->Unit(benchmark::kMicrosecond);
    if (classes == 0) continue;
    benchmark::RegisterBenchmark(("MoverClass/WorldStart/" + label).c_str(), [=](benchmark::State& s) {
      benchWorldStart(s, classes);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("MoverClass/BuildLayers/" + label).c_str(), [=](benchmark::State& s) {
      benchBuildLayers(s, classes);
    })->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace
}  // namespace td::bench
