// Point-to-point routes: td::AStar against Boost.Graph's astar_search, both
// 8-connected with the octile heuristic, on the same maps and the same start
// and goal pairs. The answers are compared before anything is timed.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bench/BenchMaps.h"
#include "bench/BoostGridAStar.h"
#include "bench/VerifiedOnce.h"
#include "engine/path/AStar.h"

namespace td::bench {

namespace {

constexpr size_t kPairCount = 100;

struct QueryPair {
  Cell start;
  Cell goal;
};

std::vector<QueryPair> queryPairs(const BenchMap& map) {
  const uint64_t seed = 0xA57A + static_cast<uint64_t>(map.side) * 31 + static_cast<uint64_t>(map.kind);
  const std::vector<Cell> starts = randomCells(map, kPairCount, seed);
  const std::vector<Cell> goals = randomCells(map, kPairCount, seed + 1);
  std::vector<QueryPair> pairs;
  for (size_t k = 0; k < kPairCount; ++k) pairs.push_back(QueryPair{starts[k], goals[k]});
  return pairs;
}

// One Boost graph at a time: a 1024^2 map takes over a hundred megabytes, and
// the cases run map by map.
BoostGridAStar& boostFor(const BenchMap& map) {
  static const BenchMap* owner = nullptr;
  static std::unique_ptr<BoostGridAStar> graph;
  if (owner != &map) {
    graph.reset();
    graph = std::make_unique<BoostGridAStar>(map.grid);
    owner = &map;
  }
  return *graph;
}

bool sameCost(Distance a, Distance b) {
  if (a == kUnreachable || b == kUnreachable) return false;
  const double x = static_cast<double>(a);
  const double y = static_cast<double>(b);
  return std::abs(x - y) <= 1e-6 * std::max(x, y);
}

// Both implementations must agree on every pair before either is timed.
bool answersAgree(const BenchMap& map, const std::vector<QueryPair>& pairs, std::string& why) {
  AStar ours;
  BoostGridAStar& boost = boostFor(map);
  std::vector<Cell> path;
  for (const QueryPair& q : pairs) {
    const PathResult r = ours.find(map.grid, q.start, q.goal, Connectivity::Eight, path, Heuristic::Octile);
    const Distance theirs = boost.find(q.start, q.goal, path);
    if (r.status != PathStatus::Found || !sameCost(r.cost, theirs)) {
      why = "A* and Boost disagree from (" + std::to_string(q.start.x) + "," + std::to_string(q.start.y) + ") to (" +
            std::to_string(q.goal.x) + "," + std::to_string(q.goal.y) + ")";
      return false;
    }
  }
  return true;
}

bool verified(const BenchMap& map, const std::vector<QueryPair>& pairs, std::string& why) {
  static std::map<std::string, std::string> failures;
  const std::string key = "astar/" + mapLabel(map.kind, map.side, map.weighted);
  const bool ok = verifiedOnce(key, [&] { return answersAgree(map, pairs, failures[key]); });
  why = ok ? std::string() : failures[key];
  return ok;
}

void setPerQuery(benchmark::State& state) {
  // Seconds per query (the console adds an SI prefix).
  state.counters["per_query"] = benchmark::Counter(
      static_cast<double>(kPairCount), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void benchOurs(benchmark::State& state, MapKind kind, int32_t side, bool weighted) {
  const BenchMap& map = benchMap(kind, side, weighted);
  const std::vector<QueryPair> pairs = queryPairs(map);
  std::string why;
  if (!verified(map, pairs, why)) {
    state.SkipWithError(why.c_str());
    return;
  }
  AStar astar;
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(map.reachable));
  uint64_t expanded = 0;
  for (auto _ : state) {
    for (const QueryPair& q : pairs) {
      const PathResult r = astar.find(map.grid, q.start, q.goal, Connectivity::Eight, path, Heuristic::Octile);
      expanded += r.expanded;
      benchmark::DoNotOptimize(r);
    }
  }
  setPerQuery(state);
  const double queries = static_cast<double>(state.iterations()) * static_cast<double>(kPairCount);
  state.counters["expanded_per_query"] = queries > 0 ? static_cast<double>(expanded) / queries : 0.0;
}

void benchBoost(benchmark::State& state, MapKind kind, int32_t side, bool weighted) {
  const BenchMap& map = benchMap(kind, side, weighted);
  const std::vector<QueryPair> pairs = queryPairs(map);
  std::string why;
  if (!verified(map, pairs, why)) {
    state.SkipWithError(why.c_str());
    return;
  }
  BoostGridAStar& boost = boostFor(map);
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(map.reachable));
  uint64_t expanded = 0;
  for (auto _ : state) {
    for (const QueryPair& q : pairs) {
      const Distance cost = boost.find(q.start, q.goal, path);
      expanded += boost.lastExpanded();
      benchmark::DoNotOptimize(cost);
    }
  }
  setPerQuery(state);
  const double queries = static_cast<double>(state.iterations()) * static_cast<double>(kPairCount);
  state.counters["expanded_per_query"] = queries > 0 ? static_cast<double>(expanded) / queries : 0.0;
}

template <typename Fn>
void add(const std::string& name, Fn fn) {
  benchmark::RegisterBenchmark(name.c_str(), fn)->Unit(benchmark::kMillisecond);
}

const bool registered = [] {
  // At 1024^2 the 100 queries take seconds per iteration on the room and maze
  // maps (each one searches a large part of the map), so that size is only
  // measured when TD_BENCH_SLOW is set.
  const bool slow = std::getenv("TD_BENCH_SLOW") != nullptr;
  for (const int32_t side : kMapSides) {
    if (side >= 1024 && !slow) continue;
    for (const MapKind kind : kMapKinds) {
      for (const bool weighted : {false, true}) {
        const std::string label = mapLabel(kind, side, weighted);
        add("AStar/Ours8/" + label, [=](benchmark::State& s) { benchOurs(s, kind, side, weighted); });
        add("AStar/Boost8/" + label, [=](benchmark::State& s) { benchBoost(s, kind, side, weighted); });
      }
    }
  }
  return true;
}();

}  // namespace

}  // namespace td::bench
