// Whole-map route fields: the multi-pass scan baseline against FlowField's
// breadth-first and Dijkstra floods, and incremental updates after one cell
// is blocked or freed.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/BenchMaps.h"
#include "bench/VerifiedOnce.h"
#include "engine/path/FlowField.h"
#include "engine/path/ScanFlood.h"

namespace td::bench {

namespace {

// The scan makes one whole-map pass per step that water takes north or west,
// so at 1024^2 one flood takes seconds (about 1000 passes on open, random and
// room maps) to minutes (about 48000 passes on the maze). Those sizes would
// dominate the run: they are registered only when TD_BENCH_SLOW is set, and
// the maze never.
bool scanRegistered(MapKind kind, int32_t side) {
  if (side < 1024) return true;
  return kind != MapKind::Maze && std::getenv("TD_BENCH_SLOW") != nullptr;
}

// Whole-map time divided by every cell of the map, walls included: the
// figure the targets are stated in. An inverted rate is seconds per cell; the
// console shows it with an SI prefix ("2.5ns"), JSON as plain seconds.
void setPerCell(benchmark::State& state, const BenchMap& map) {
  const double cells = static_cast<double>(map.side) * static_cast<double>(map.side);
  state.counters["per_cell"] =
      benchmark::Counter(cells, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["reached"] = static_cast<double>(map.reachable);
}

int32_t reachedCells(const Grid& grid, const FlowField& field) {
  int32_t reached = 0;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) reached += field.reachable(grid, Cell{x, y}) ? 1 : 0;
  }
  return reached;
}

bool sameDistances(const Grid& grid, const FlowField& a, const FlowField& b) {
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      if (a.distance(grid, Cell{x, y}) != b.distance(grid, Cell{x, y})) return false;
    }
  }
  return true;
}

void benchScan(benchmark::State& state, MapKind kind, int32_t side) {
  const BenchMap& map = benchMap(kind, side);
  const Cell goals[] = {map.goal};
  ScanFlood scan;
  ScanResult result;
  const bool ok = verifiedOnce("scan/" + mapLabel(kind, side), [&] {
    result = scan.flood(map.grid, goals);
    return result.status == ScanStatus::Converged && static_cast<int32_t>(result.wet) == map.reachable;
  });
  if (!ok) {
    state.SkipWithError("scan flood did not wet exactly the goal's area");
    return;
  }
  for (auto _ : state) {
    result = scan.flood(map.grid, goals);
    benchmark::DoNotOptimize(result);
  }
  setPerCell(state, map);
  state.counters["passes"] = static_cast<double>(result.passes);
}

void benchFlood(benchmark::State& state, MapKind kind, int32_t side, bool weighted, Connectivity connectivity,
                FlowMethod expected) {
  const BenchMap& map = benchMap(kind, side, weighted);
  const Cell goals[] = {map.goal};
  FlowField field;
  const std::string key =
      "flood/" + mapLabel(kind, side, weighted) + (connectivity == Connectivity::Eight ? "/8" : "/4");
  const bool ok = verifiedOnce(key, [&] {
    // Moves without corner cutting join exactly the 4-connected areas.
    return field.compute(map.grid, goals, connectivity) == FlowStatus::Ok && field.lastMethod() == expected &&
           reachedCells(map.grid, field) == map.reachable;
  });
  if (!ok) {
    state.SkipWithError("flow field ran another method or reached a different set of cells");
    return;
  }
  for (auto _ : state) {
    const FlowStatus status = field.compute(map.grid, goals, connectivity);
    benchmark::DoNotOptimize(status);
    benchmark::DoNotOptimize(field.distances());
  }
  setPerCell(state, map);
}

void benchIncremental(benchmark::State& state, MapKind kind, int32_t side, Connectivity connectivity) {
  const BenchMap& map = benchMap(kind, side);
  Grid grid = map.grid;
  const Cell goals[] = {map.goal};
  const std::vector<Cell> cells = randomCells(map, 256, 0x1C4E + static_cast<uint64_t>(side));
  FlowField field;
  FlowField fresh;
  field.compute(grid, goals, connectivity);

  // Exactness first: an update must leave the same field as a full compute.
  const std::string key = "incremental/" + mapLabel(kind, side) + (connectivity == Connectivity::Eight ? "/8" : "/4");
  const bool ok = verifiedOnce(key, [&] {
    for (size_t k = 0; k < 8; ++k) {
      const Cell c = cells[k];
      grid.setBlocked(c, true);
      const FlowStatus blocked = field.cellBlocked(grid, c);
      fresh.compute(grid, goals, connectivity);
      const bool blockedSame = blocked == FlowStatus::Ok && sameDistances(grid, field, fresh);
      grid.setBlocked(c, false);
      const FlowStatus freed = field.cellFreed(grid, c);
      fresh.compute(grid, goals, connectivity);
      if (!blockedSame || freed != FlowStatus::Ok || !sameDistances(grid, field, fresh)) return false;
    }
    return true;
  });
  if (!ok) {
    state.SkipWithError("incremental update differs from a full compute");
    return;
  }

  size_t next = 0;
  uint64_t touched = 0;
  for (auto _ : state) {
    const Cell c = cells[next];
    next = (next + 1) % cells.size();
    grid.setBlocked(c, true);
    benchmark::DoNotOptimize(field.cellBlocked(grid, c));
    touched += field.lastTouched();
    grid.setBlocked(c, false);
    benchmark::DoNotOptimize(field.cellFreed(grid, c));
    touched += field.lastTouched();
  }
  // Two updates per iteration.
  state.counters["per_update"] =
      benchmark::Counter(2, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  const double updates = 2.0 * static_cast<double>(state.iterations());
  state.counters["touched_per_update"] = updates > 0 ? static_cast<double>(touched) / updates : 0.0;
}

template <typename Fn>
void add(const std::string& name, Fn fn) {
  benchmark::RegisterBenchmark(name.c_str(), fn)->Unit(benchmark::kMicrosecond);
}

const bool registered = [] {
  // Grouped by map so that every method on one map is measured side by side.
  for (const int32_t side : kMapSides) {
    for (const MapKind kind : kMapKinds) {
      const std::string label = mapLabel(kind, side);
      if (scanRegistered(kind, side)) {
        add("Flow/Scan4/" + label, [=](benchmark::State& s) { benchScan(s, kind, side); });
      }
      add("Flow/BFS4/" + label,
          [=](benchmark::State& s) { benchFlood(s, kind, side, false, Connectivity::Four, FlowMethod::BreadthFirst); });
      add("Flow/Dijkstra8/" + label,
          [=](benchmark::State& s) { benchFlood(s, kind, side, false, Connectivity::Eight, FlowMethod::Dijkstra); });
      add("Flow/Dijkstra8/" + mapLabel(kind, side, true),
          [=](benchmark::State& s) { benchFlood(s, kind, side, true, Connectivity::Eight, FlowMethod::Dijkstra); });
      add("Flow/Incremental4/" + label,
          [=](benchmark::State& s) { benchIncremental(s, kind, side, Connectivity::Four); });
      add("Flow/Incremental8/" + label,
          [=](benchmark::State& s) { benchIncremental(s, kind, side, Connectivity::Eight); });
    }
  }
  return true;
}();

}  // namespace

}  // namespace td::bench
