// Grid A* against Jump Point Search on the Moving AI benchmark maps, side by
// side per map: the engine's AStar, its JumpPointSearch, the one of the two
// SearchChoice picks, and (built only with TD_BENCH_PEERS=ON) warthog's JPS2
// and JPS2 with jump tables (JPS2+) as peers. Queries are the
// scenarios of each map's .scen file, at most kMaxQueries of them spread
// evenly over the file (its buckets run from short to long routes). Before
// anything is timed every method's cost must equal A*'s on every query.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bench/MovingAiQueries.h"
#include "bench/VerifiedOnce.h"
#include "engine/path/AStar.h"
#include "engine/path/JumpPointSearch.h"
#include "engine/path/SearchChoice.h"

#ifdef TD_BENCH_WARTHOG
#include "bench/WarthogPeer.h"
#endif

namespace td::bench {
namespace {

// A peer whose lengths are doubles is held to A*'s within this many cells
// per cell of route (the fixed-point diagonal overshoots sqrt(2) by 1e-6).
constexpr double kPeerTolerance = 1e-5;

bool sameCost(Distance got, Distance want, bool exact) {
  if (exact) return got == want;
  return std::abs(toCells(got) - toCells(want)) <= kPeerTolerance * std::max(1.0, toCells(want));
}

template <typename Find>
void runQueries(benchmark::State& state, const std::string& method, const std::string& name, Find find,
                bool exact = true) {
  const MovingAiQueries* m = movingAiQueries(name);
  if (m == nullptr) {
    state.SkipWithError("map or scenario file not found");
    return;
  }
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(m->grid.cellCount()) + 1);
  uint64_t expanded = 0;
  const bool ok = verifiedOnce("movingai/" + method + "/" + name, [&] {
    for (size_t k = 0; k < m->queries.size(); ++k) {
      const PathResult r = find(m->grid, m->queries[k], path);
      if (r.status != PathStatus::Found || !sameCost(r.cost, m->optimum[k], exact)) return false;
    }
    return true;
  });
  if (!ok) {
    state.SkipWithError("a cost differs from A*'s");
    return;
  }
  for (auto _ : state) {
    for (const Query& q : m->queries) {
      const PathResult r = find(m->grid, q, path);
      expanded += r.expanded;
      benchmark::DoNotOptimize(r);
    }
  }
  const auto queries = static_cast<double>(m->queries.size());
  state.counters["per_query"] =
      benchmark::Counter(queries, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  const double runs = static_cast<double>(state.iterations()) * queries;
  state.counters["expanded_per_query"] = runs > 0 ? static_cast<double>(expanded) / runs : 0.0;
  state.counters["queries"] = queries;
  state.counters["openness"] = measureOpenness(m->grid).interiorShare();
}

const bool registered = [] {
  for (const std::string& name : movingAiMapNames()) {
    const auto add = [&](const std::string& method, auto fn) {
      benchmark::RegisterBenchmark(("MovingAi/" + method + "/" + name).c_str(), fn)->Unit(benchmark::kMicrosecond);
    };
    add("AStar", [name](benchmark::State& s) {
      AStar astar;
      runQueries(s, "AStar", name, [&](const Grid& g, const Query& q, std::vector<Cell>& p) {
        return astar.find(g, q.start, q.goal, Connectivity::Eight, p, Heuristic::Octile);
      });
    });
    add("JPS", [name](benchmark::State& s) {
      JumpPointSearch jps;
      runQueries(s, "JPS", name,
                 [&](const Grid& g, const Query& q, std::vector<Cell>& p) { return jps.find(g, q.start, q.goal, p); });
    });
    // What `td-cli path --algo astar` runs: the search chosen from the
    // grid's statistics (decided once per map, outside the timed loop).
    add("Chosen", [name](benchmark::State& s) {
      const MovingAiQueries* m = movingAiQueries(name);
      const bool jump = m != nullptr && chooseSearch(m->grid) == SearchKind::JumpPoint;
      AStar astar;
      JumpPointSearch jps;
      runQueries(s, "Chosen", name, [&](const Grid& g, const Query& q, std::vector<Cell>& p) {
        return jump ? jps.find(g, q.start, q.goal, p)
                    : astar.find(g, q.start, q.goal, Connectivity::Eight, p, Heuristic::Octile);
      });
      s.counters["jump_points"] = jump ? 1 : 0;
    });
    // The choice's cost: one pass over the grid, to be paid once per grid
    // change (Jump Point Search itself keeps no tables).
    add("Openness", [name](benchmark::State& s) {
      const MovingAiQueries* m = movingAiQueries(name);
      if (m == nullptr) {
        s.SkipWithError("map or scenario file not found");
        return;
      }
      for (auto _ : s) benchmark::DoNotOptimize(chooseSearch(m->grid));
      s.counters["openness"] = measureOpenness(m->grid).interiorShare();
    });
    // What a built or sold tower costs the grid, the passable bits that Jump
    // Point Search reads included: one setBlocked per change, a build and a
    // sale per iteration, on cells of the map's queries in turn.
    add("GridChange", [name](benchmark::State& s) {
      const MovingAiQueries* m = movingAiQueries(name);
      if (m == nullptr || m->queries.empty()) {
        s.SkipWithError("map or scenario file not found");
        return;
      }
      Grid grid = m->grid;
      size_t k = 0;
      for (auto _ : s) {
        const Cell c = m->queries[k].start;
        k = k + 1 == m->queries.size() ? 0 : k + 1;
        grid.setBlocked(c, true);
        grid.setBlocked(c, false);
        benchmark::DoNotOptimize(grid.costs());
      }
      s.counters["per_change"] =
          benchmark::Counter(2, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    });
#ifdef TD_BENCH_WARTHOG
    for (const WarthogKind kind : {WarthogKind::Jps2, WarthogKind::Jps2Plus}) {
      const std::string method = kind == WarthogKind::Jps2 ? "WarthogJPS2" : "WarthogJPS2Plus";
      add(method, [name, kind, method](benchmark::State& s) {
        const MovingAiQueries* m = movingAiQueries(name);
        if (m == nullptr) {
          s.SkipWithError("map or scenario file not found");
          return;
        }
        // Jump tables, if any, are built here, outside the timed loop.
        WarthogPeer peer(m->path, kind);
        runQueries(
            s, method, name,
            [&](const Grid&, const Query& q, std::vector<Cell>&) { return peer.find(q.start, q.goal); }, false);
      });
    }
#endif
  }
  return true;
}();

}  // namespace
}  // namespace td::bench
