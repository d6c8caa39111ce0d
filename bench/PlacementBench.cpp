// Tower placement: would building on a cell cut a spawn (or a standing unit)
// off from the goal? Asked on every mouse move, so it is timed per check.
// Cells on the current routes are the expensive ones: they are the cells a
// tower can actually split the map at.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "bench/BenchMaps.h"
#include "bench/BenchRng.h"
#include "engine/grid/Occupancy.h"
#include "engine/path/FlowField.h"
#include "engine/path/PlacementCheck.h"

namespace td::bench {

namespace {

constexpr int32_t kSide = 256;
constexpr size_t kCandidates = 1024;
constexpr size_t kUnits = 200;

enum class Candidates : uint8_t { Random, Route, RouteWithUnits };

struct Level {
  std::vector<Cell> spawns;
  std::vector<Cell> goals;
  FlowField field;
  PlacementCheck check;
  Occupancy units;
};

void setUpLevel(const BenchMap& map, Level& level) {
  const int32_t far = map.side - 1;
  for (const Cell corner : {Cell{0, 0}, Cell{far, 0}, Cell{0, far}, Cell{far, far}}) {
    level.spawns.push_back(nearestInGoalArea(map, corner));
  }
  level.goals.push_back(map.goal);
  level.field.compute(map.grid, level.goals, Connectivity::Eight);
  level.check.setEndpoints(map.grid, level.spawns, level.goals);
  level.units.reset(map.grid);
}

bool isEndpoint(const Level& level, Cell c) {
  return std::find(level.spawns.begin(), level.spawns.end(), c) != level.spawns.end() ||
         std::find(level.goals.begin(), level.goals.end(), c) != level.goals.end();
}

// Every cell the spawns' routes run through, endpoints excluded.
std::vector<Cell> routeCells(const BenchMap& map, const Level& level) {
  std::vector<uint8_t> seen(static_cast<size_t>(map.side) * static_cast<size_t>(map.side), 0);
  std::vector<Cell> cells;
  for (const Cell spawn : level.spawns) {
    Cell c = spawn;
    for (Cell n = level.field.next(map.grid, c); !(n == c) && !isEndpoint(level, n);
         n = level.field.next(map.grid, c)) {
      c = n;
      uint8_t& s = seen[static_cast<size_t>(c.y * map.side + c.x)];
      if (s == 0) cells.push_back(c);
      s = 1;
    }
  }
  return cells;
}

void benchPlacement(benchmark::State& state, MapKind kind, Candidates which) {
  const BenchMap& map = benchMap(kind, kSide);
  Level level;
  setUpLevel(map, level);

  std::vector<Cell> cells;
  if (which == Candidates::Random) {
    for (const Cell c : randomCells(map, 4 * kCandidates, 0x9A11 + static_cast<uint64_t>(kind))) {
      if (cells.size() < kCandidates && map.grid.buildable(c) && !isEndpoint(level, c)) cells.push_back(c);
    }
  } else {
    cells = routeCells(map, level);
    // Shuffled, so that however few checks a repetition makes, they sample
    // every route and not just the first cells out of one spawn.
    BenchRng rng(0x5EED + static_cast<uint64_t>(kind));
    for (size_t k = cells.size(); k > 1; --k) std::swap(cells[k - 1], cells[rng.below(static_cast<uint32_t>(k))]);
  }
  const Occupancy* units = nullptr;
  if (which == Candidates::RouteWithUnits) {
    // Units stand off the routes too (they spread around obstacles), so that
    // checks must prove that every one of them keeps a way out.
    for (const Cell c : randomCells(map, kUnits, 0x0417 + static_cast<uint64_t>(kind))) {
      if (!isEndpoint(level, c)) level.units.add(map.grid, c);
    }
    std::erase_if(cells, [&](Cell c) { return level.units.count(map.grid, c) != 0; });
    units = &level.units;
  }
  if (cells.empty()) {
    state.SkipWithError("no candidate cells");
    return;
  }

  // The share of candidates that pass, worked out on the first call only: on
  // the maze it means seconds of checks.
  static std::map<std::string, double> okShares;
  const std::string key = mapLabel(kind, kSide) + "/" + std::to_string(static_cast<int>(which));
  if (okShares.find(key) == okShares.end()) {
    size_t ok = 0;
    for (const Cell c : cells) ok += level.check.check(map.grid, level.field, c, units).ok() ? 1 : 0;
    okShares[key] = static_cast<double>(ok) / static_cast<double>(cells.size());
  }

  size_t next = 0;
  uint64_t visited = 0;
  for (auto _ : state) {
    const PlacementResult r = level.check.check(map.grid, level.field, cells[next], units);
    benchmark::DoNotOptimize(r);
    visited += level.check.lastVisited();
    next = next + 1 == cells.size() ? 0 : next + 1;
  }
  state.counters["candidates"] = static_cast<double>(cells.size());
  state.counters["ok_share"] = okShares[key];
  const auto checks = static_cast<double>(state.iterations());
  state.counters["visited_per_check"] = checks > 0 ? static_cast<double>(visited) / checks : 0.0;
}

const bool registered = [] {
  for (const MapKind kind : kMapKinds) {
    const std::string label = mapLabel(kind, kSide);
    benchmark::RegisterBenchmark(("Placement/Random/" + label).c_str(), [=](benchmark::State& s) {
      benchPlacement(s, kind, Candidates::Random);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("Placement/Route/" + label).c_str(), [=](benchmark::State& s) {
      benchPlacement(s, kind, Candidates::Route);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("Placement/RouteUnits/" + label).c_str(), [=](benchmark::State& s) {
      benchPlacement(s, kind, Candidates::RouteWithUnits);
    })->Unit(benchmark::kMicrosecond);
  }
  return true;
}();

}  // namespace

}  // namespace td::bench
