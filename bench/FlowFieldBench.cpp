// Whole-map route fields: the multi-pass scan baseline against FlowField's
// breadth-first and Dijkstra floods, and incremental updates after one cell
// is blocked or freed; beside them, plain peers written here (Dijkstra with
// std::priority_queue, Dial's bucket queue, a 32-bit breadth-first wave).
//
// Every case floods from 16 goals in turn, one per iteration (the updates:
// one field per goal, in turn), so that no branch predictor can learn one
// flood by heart.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "bench/BenchMaps.h"
#include "bench/PeerBfs32.h"
#include "bench/PeerBucketDijkstra.h"
#include "bench/PeerHeapDijkstra.h"
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

constexpr size_t kGoalCount = 16;

// The goals the cases rotate through: random cells of the goal's area, so
// every one reaches the same cells.
std::vector<Cell> rotatingGoals(const BenchMap& map) {
  return randomCells(map, kGoalCount, 0x60A15 + static_cast<uint64_t>(map.side));
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
  const std::vector<Cell> goals = rotatingGoals(map);
  ScanFlood scan;
  ScanResult result;
  // The first goal only: at 1024^2 one scan takes seconds.
  const bool ok = verifiedOnce("scan/" + mapLabel(kind, side), [&] {
    result = scan.flood(map.grid, std::span(goals).first(1));
    return result.status == ScanStatus::Converged && static_cast<int32_t>(result.wet) == map.reachable;
  });
  if (!ok) {
    state.SkipWithError("scan flood did not wet exactly the goal's area");
    return;
  }
  size_t next = 0;
  for (auto _ : state) {
    result = scan.flood(map.grid, std::span(goals).subspan(next, 1));
    next = (next + 1) % goals.size();
    benchmark::DoNotOptimize(result);
  }
  setPerCell(state, map);
  state.counters["passes"] = static_cast<double>(result.passes);
}

void benchFlood(benchmark::State& state, MapKind kind, int32_t side, bool weighted, Connectivity connectivity,
                FlowMethod expected) {
  const BenchMap& map = benchMap(kind, side, weighted);
  const std::vector<Cell> goals = rotatingGoals(map);
  FlowField field;
  const std::string key =
      "flood/" + mapLabel(kind, side, weighted) + (connectivity == Connectivity::Eight ? "/8" : "/4");
  const bool ok = verifiedOnce(key, [&] {
    // Moves without corner cutting join exactly the 4-connected areas.
    return std::all_of(goals.begin(), goals.end(), [&](Cell goal) {
      return field.compute(map.grid, std::span(&goal, 1), connectivity) == FlowStatus::Ok &&
             field.lastMethod() == expected && reachedCells(map.grid, field) == map.reachable;
    });
  });
  if (!ok) {
    state.SkipWithError("flow field ran another method or reached a different set of cells");
    return;
  }
  size_t next = 0;
  for (auto _ : state) {
    const FlowStatus status = field.compute(map.grid, std::span(goals).subspan(next, 1), connectivity);
    next = (next + 1) % goals.size();
    benchmark::DoNotOptimize(status);
    // Not distances(): that widens a breadth-first field's 32-bit steps, which
    // the game never asks for (it reads distance() and direction()).
    benchmark::ClobberMemory();
  }
  setPerCell(state, map);
}

// The plain peers: Peer::flood(grid, goal indices) -> padded distances, which
// must equal FlowField's (`scale` turns a peer's unit into Distance; 0 keeps
// it) for every goal before anything is timed.
template <typename Peer>
void benchPeer(benchmark::State& state, const std::string& name, MapKind kind, int32_t side, bool weighted,
               Connectivity connectivity) {
  const BenchMap& map = benchMap(kind, side, weighted);
  const std::vector<Cell> goalCells = rotatingGoals(map);
  std::vector<uint32_t> goals;
  for (const Cell c : goalCells) goals.push_back(map.grid.index(c));
  Peer peer;
  const bool ok = verifiedOnce(name + "/" + mapLabel(kind, side, weighted), [&] {
    FlowField field;
    for (size_t k = 0; k < goals.size(); ++k) {
      field.compute(map.grid, std::span(goalCells).subspan(k, 1), connectivity);
      const auto got = peer.flood(map.grid, std::span(goals).subspan(k, 1));
      for (size_t i = 0; i < got.size(); ++i) {
        const Distance ours = field.distances()[i];
        if constexpr (sizeof(got[i]) == sizeof(uint32_t)) {
          const bool unreached = got[i] == PeerBfs32::kUnreached;
          if (unreached != (ours == kUnreachable)) return false;
          if (!unreached && Distance{got[i]} * kOrthogonalUnit * map.grid.minCost() != ours) return false;
        } else if (got[i] != ours) {
          return false;
        }
      }
    }
    return true;
  });
  if (!ok) {
    state.SkipWithError("peer distances differ from the flow field's");
    return;
  }
  size_t next = 0;
  for (auto _ : state) {
    const auto got = peer.flood(map.grid, std::span(goals).subspan(next, 1));
    next = (next + 1) % goals.size();
    benchmark::DoNotOptimize(got.data());
  }
  setPerCell(state, map);
}

void benchIncremental(benchmark::State& state, MapKind kind, int32_t side, bool weighted, Connectivity connectivity) {
  const BenchMap& map = benchMap(kind, side, weighted);
  Grid grid = map.grid;
  const std::vector<Cell> goalCells = rotatingGoals(map);
  std::vector<Cell> cells = randomCells(map, 256 + kGoalCount, 0x1C4E + static_cast<uint64_t>(side));
  // Blocking a goal starts a field over: not an update.
  std::erase_if(cells, [&](Cell c) { return std::find(goalCells.begin(), goalCells.end(), c) != goalCells.end(); });
  cells.resize(256);
  // One field per goal; iteration k updates field k mod 16.
  std::vector<std::unique_ptr<FlowField>> fields;
  for (const Cell& goal : goalCells) {
    fields.push_back(std::make_unique<FlowField>());
    fields.back()->compute(grid, std::span(&goal, 1), connectivity);
  }
  FlowField& field = *fields.front();
  const std::span<const Cell> goals(goalCells.data(), 1);
  FlowField fresh;

  // Exactness first: an update must leave the same field as a full compute.
  const std::string key =
      "incremental/" + mapLabel(kind, side, weighted) + (connectivity == Connectivity::Eight ? "/8" : "/4");
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
  size_t nextField = 0;
  uint64_t touched = 0;
  for (auto _ : state) {
    const Cell c = cells[next];
    next = (next + 1) % cells.size();
    FlowField& updated = *fields[nextField];
    nextField = (nextField + 1) % fields.size();
    grid.setBlocked(c, true);
    benchmark::DoNotOptimize(updated.cellBlocked(grid, c));
    touched += updated.lastTouched();
    grid.setBlocked(c, false);
    benchmark::DoNotOptimize(updated.cellFreed(grid, c));
    touched += updated.lastTouched();
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
      const std::string weighted = mapLabel(kind, side, true);
      add("Flow/BFS4/" + label,
          [=](benchmark::State& s) { benchFlood(s, kind, side, false, Connectivity::Four, FlowMethod::BreadthFirst); });
      add("Flow/PeerBFS4/" + label,
          [=](benchmark::State& s) { benchPeer<PeerBfs32>(s, "PeerBFS4", kind, side, false, Connectivity::Four); });
      add("Flow/Dijkstra8/" + label,
          [=](benchmark::State& s) { benchFlood(s, kind, side, false, Connectivity::Eight, FlowMethod::Dijkstra); });
      // The game's case: 8-connected with terrain costs (WeightedWave).
      add("Flow/Dijkstra8/" + weighted,
          [=](benchmark::State& s) { benchFlood(s, kind, side, true, Connectivity::Eight, FlowMethod::Dijkstra); });
      add("Flow/PeerHeap8/" + weighted, [=](benchmark::State& s) {
        benchPeer<PeerHeapDijkstra>(s, "PeerHeap8", kind, side, true, Connectivity::Eight);
      });
      add("Flow/PeerBucket8/" + weighted, [=](benchmark::State& s) {
        benchPeer<PeerBucketDijkstra>(s, "PeerBucket8", kind, side, true, Connectivity::Eight);
      });
      add("Flow/Incremental4/" + label,
          [=](benchmark::State& s) { benchIncremental(s, kind, side, false, Connectivity::Four); });
      add("Flow/Incremental8/" + label,
          [=](benchmark::State& s) { benchIncremental(s, kind, side, false, Connectivity::Eight); });
      add("Flow/Incremental8/" + weighted,
          [=](benchmark::State& s) { benchIncremental(s, kind, side, true, Connectivity::Eight); });
    }
  }
  return true;
}();

}  // namespace

}  // namespace td::bench
