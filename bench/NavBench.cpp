// Navigation meshes: building a level's mesh, the local update when a tower
// is built and sold, point location, and path queries, on the shipped levels
// and the generated maps, with Detour's findPath + findStraightPath on the
// same triangles and the same queries side by side (Nav/Path/Detour/...).
// Each path case first checks its answers: every query found, and Detour's
// lengths within 0.1% of ours or longer (a longer path from Detour is a
// different corridor, counted in `detour_longer`).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bench/BenchMaps.h"
#include "bench/BenchRng.h"
#include "bench/DetourNav.h"
#include "engine/level/LevelGrid.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavQuery.h"
#include "engine/path/FlowField.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td::bench {

namespace {

constexpr size_t kQueries = 256;

struct NavCase {
  std::string label;
  Grid grid;
  LevelNavMesh nav;
  std::vector<std::pair<Vec2, Vec2>> queries;
  std::vector<Cell> open;  // cells to build on and sell, for the update case
};

Vec2 centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

// Queries between random cells of one connected area, so that every query
// has a path.
void addQueries(NavCase& c, const std::vector<Cell>& cells, uint64_t seed) {
  BenchRng rng(seed);
  for (size_t i = 0; i < kQueries && cells.size() > 1; ++i) {
    const Cell a = cells[rng.below(static_cast<uint32_t>(cells.size()))];
    const Cell b = cells[rng.below(static_cast<uint32_t>(cells.size()))];
    c.queries.push_back({centre(a), centre(b)});
  }
  for (size_t i = 0; i < 64 && !cells.empty(); ++i)
    c.open.push_back(cells[rng.below(static_cast<uint32_t>(cells.size()))]);
}

const char* const kLevels[] = {"01_first_steps", "02_open_field", "03_crossroads",
                               "04_two_gates",   "05_mudflats",   "13_grand_campaign"};

std::unique_ptr<NavCase> shippedLevel(const std::string& stem) {
  const std::filesystem::path root = td::test::sourceDir();
  const TerrainsLoad terrains = loadTerrains(root / "assets/defs/terrains.json");
  const GameDefsLoad defs = loadGameDefs(root / "assets/defs/enemies.json", root / "assets/defs/towers.json");
  if (!terrains.ok() || !defs.ok()) return nullptr;
  const LevelLoad level = loadLevel(root / "levels" / (stem + ".json"), terrains.terrains, &defs.defs);
  if (!level.ok()) return nullptr;
  auto c = std::make_unique<NavCase>(NavCase{"Level/" + stem, makeGrid(level.level), {}, {}, {}});
  // The cells the first spawn can reach.
  FlowField field;
  field.compute(c->grid, std::vector<Cell>{level.level.spawns[0]}, Connectivity::Four);
  std::vector<Cell> cells;
  for (int32_t y = 0; y < c->grid.height(); ++y) {
    for (int32_t x = 0; x < c->grid.width(); ++x) {
      if (field.reachable(c->grid, {x, y})) cells.push_back({x, y});
    }
  }
  addQueries(*c, cells, 0xA11 + stem.size());
  c->nav.build(c->grid);
  return c;
}

std::unique_ptr<NavCase> generatedMap(MapKind kind, int32_t side) {
  const BenchMap& map = benchMap(kind, side);
  auto c = std::make_unique<NavCase>(NavCase{"Map/" + mapLabel(kind, side), map.grid, {}, {}, {}});
  addQueries(*c, randomCells(map, 4096, 0x7A7 + static_cast<uint64_t>(side)), 0xB0B + static_cast<uint64_t>(side));
  c->nav.build(c->grid);
  return c;
}

// Made on first use and kept for the run, so that a filtered run builds only
// what it measures.
NavCase* navCase(const std::string& label) {
  static std::map<std::string, std::unique_ptr<NavCase>> made;
  std::unique_ptr<NavCase>& c = made[label];
  if (!c) {
    if (label.rfind("Level/", 0) == 0) {
      c = shippedLevel(label.substr(6));
    } else {
      for (const MapKind kind : kMapKinds) {
        for (const int32_t side : kMapSides) {
          if (label == "Map/" + mapLabel(kind, side)) c = generatedMap(kind, side);
        }
      }
    }
  }
  return c.get();
}

void registerAll() {
  std::vector<std::string> labels;
  for (const char* stem : kLevels) labels.push_back(std::string("Level/") + stem);
  for (const MapKind kind : kMapKinds) {
    for (const int32_t side : kMapSides) labels.push_back("Map/" + mapLabel(kind, side));
  }
  for (const std::string& label : labels) {
    benchmark::RegisterBenchmark(("Nav/Build/" + label).c_str(), [label](benchmark::State& state) {
      NavCase* c = navCase(label);
      if (c == nullptr) {
        state.SkipWithError("the map could not be loaded");
        return;
      }
      LevelNavMesh nav;
      for (auto _ : state) {
        nav.build(c->grid);
        benchmark::DoNotOptimize(nav.mesh().triangleCount());
      }
      state.counters["rectangles"] = nav.pieceCount();
      state.counters["triangles"] = nav.mesh().triangleCount();
    })->Unit(benchmark::kMillisecond);

    benchmark::RegisterBenchmark(("Nav/Update/" + label).c_str(), [label](benchmark::State& state) {
      NavCase* c = navCase(label);
      if (c == nullptr) {
        state.SkipWithError("the map could not be loaded");
        return;
      }
      // A tower built and sold again on a walkable cell: two local updates.
      Grid grid = c->grid;
      LevelNavMesh nav;
      nav.build(grid);
      size_t k = 0;
      for (auto _ : state) {
        const Cell cell = c->open[k++ % c->open.size()];
        grid.setBlocked(cell, true);
        nav.cellBlocked(grid, cell);
        grid.setBlocked(cell, false);
        nav.cellFreed(grid, cell);
      }
      state.counters["updates"] = benchmark::Counter(2.0 * static_cast<double>(state.iterations()),
                                                     benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    })->Unit(benchmark::kMicrosecond);

    benchmark::RegisterBenchmark(("Nav/Locate/" + label).c_str(), [label](benchmark::State& state) {
      NavCase* c = navCase(label);
      if (c == nullptr) {
        state.SkipWithError("the map could not be loaded");
        return;
      }
      size_t k = 0;
      for (auto _ : state) {
        const Vec2 p = c->queries[k++ % c->queries.size()].first;
        benchmark::DoNotOptimize(c->nav.locate(p).tri);
      }
    })->Unit(benchmark::kNanosecond);

    benchmark::RegisterBenchmark(("Nav/Path/Engine/" + label).c_str(), [label](benchmark::State& state) {
      NavCase* c = navCase(label);
      if (c == nullptr) {
        state.SkipWithError("the map could not be loaded");
        return;
      }
      NavQuery query;
      NavPath path;
      path.points.reserve(1024);
      size_t found = 0;
      double length = 0.0;
      for (const auto& [a, b] : c->queries) {
        found += query.findPath(c->nav, a, b, path) == NavStatus::Found ? 1 : 0;
        length += path.length;
      }
      if (found != c->queries.size()) {
        state.SkipWithError("a query found no path");
        return;
      }
      size_t k = 0;
      for (auto _ : state) {
        const auto& [a, b] = c->queries[k++ % c->queries.size()];
        benchmark::DoNotOptimize(query.findPath(c->nav, a, b, path));
      }
      state.counters["mean_length"] = length / static_cast<double>(c->queries.size());
    })->Unit(benchmark::kMicrosecond);

    benchmark::RegisterBenchmark(("Nav/Path/Detour/" + label).c_str(), [label](benchmark::State& state) {
      NavCase* c = navCase(label);
      if (c == nullptr) {
        state.SkipWithError("the map could not be loaded");
        return;
      }
      static std::map<std::string, std::unique_ptr<DetourNav>> meshes;
      std::unique_ptr<DetourNav>& detour = meshes[c->label];
      if (!detour) detour = std::make_unique<DetourNav>(c->nav.mesh());
      if (!detour->ok()) {
        state.SkipWithError("Detour could not take this mesh (over 65,535 polygons or vertices)");
        return;
      }
      NavQuery query;
      NavPath path;
      size_t failed = 0, longer = 0, shorter = 0;
      double ratioSum = 0.0, worst = 1.0;
      for (const auto& [a, b] : c->queries) {
        query.findPath(c->nav, a, b, path);
        const float theirs = detour->pathLength(a, b);
        if (theirs < 0.0f) {
          ++failed;
          continue;
        }
        const double ratio = path.length > 1e-6f ? theirs / path.length : 1.0;
        ratioSum += ratio;
        worst = std::max(worst, ratio);
        if (ratio > 1.001) ++longer;
        if (ratio < 0.999) ++shorter;
      }
      size_t k = 0;
      for (auto _ : state) {
        const auto& [a, b] = c->queries[k++ % c->queries.size()];
        benchmark::DoNotOptimize(detour->pathLength(a, b));
      }
      const double answered = static_cast<double>(c->queries.size() - failed);
      state.counters["detour_failed"] = static_cast<double>(failed);
      state.counters["detour_longer"] = static_cast<double>(longer);    // > 0.1% longer than ours
      state.counters["detour_shorter"] = static_cast<double>(shorter);  // < 0.1% shorter: must stay 0
      state.counters["mean_ratio"] = answered > 0 ? ratioSum / answered : 0.0;
      state.counters["worst_ratio"] = worst;
    })->Unit(benchmark::kMicrosecond);
  }
}

const bool kRegistered = (registerAll(), true);

}  // namespace

}  // namespace td::bench
