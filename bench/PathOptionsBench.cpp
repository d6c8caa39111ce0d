// A*'s options side by side with plain A*: weighted A* (W = 1.5, 2, 3), the
// turn-aware search (fewest turns among the shortest routes, and a penalty of
// one cell per turn) and depth-first backtracking. 8-connected, as the game
// routes, on the Moving AI maps the tests carry (their scenarios as queries)
// and on a generated map with terrain costs. Every answer is checked against
// plain A* before anything is timed.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bench/BenchMaps.h"
#include "bench/VerifiedOnce.h"
#include "engine/movingai/MovingAiMap.h"
#include "engine/movingai/MovingAiScenario.h"
#include "engine/path/AStar.h"
#include "engine/path/Backtrack.h"
#include "tests/support/SourcePaths.h"

namespace td::bench {

namespace {

struct Query {
  Cell start;
  Cell goal;
};

// A map and its queries, loaded once for the whole run.
struct OptionsMap {
  Grid grid;
  std::vector<Query> queries;
  std::vector<Distance> optimum;  // plain A*'s cost per query
};

const std::vector<std::string> kMovingAiMaps{"arena", "den312d", "den520d", "Berlin_0_256"};
// The generated map: rooms with rough patches of cost 2..5.
const std::string kGeneratedMap = "Rooms/256w";

OptionsMap loadMap(const std::string& name) {
  OptionsMap m;
  if (name == kGeneratedMap) {
    const BenchMap& generated = benchMap(MapKind::Rooms, 256, true);
    m.grid = generated.grid;
    const std::vector<Cell> starts = randomCells(generated, 200, 0x0B7);
    const std::vector<Cell> goals = randomCells(generated, 200, 0x0B8);
    for (size_t k = 0; k < starts.size(); ++k) m.queries.push_back(Query{starts[k], goals[k]});
  } else {
    const std::string base = td::test::sourceDir().string() + "/tests/data/movingai/" + name + ".map";
    const MovingAiMapParse map = loadMovingAiMap(base);
    const MovingAiScenarioParse scen = loadMovingAiScenarios(base + ".scen");
    if (!map.ok() || !scen.ok()) return m;
    m.grid = map.map.toGrid();
    for (const MovingAiScenario& s : scen.scenarios) m.queries.push_back(Query{s.start, s.goal});
  }
  AStar astar;
  std::vector<Cell> path;
  for (const Query& q : m.queries) {
    m.optimum.push_back(astar.find(m.grid, q.start, q.goal, Connectivity::Eight, path, Heuristic::Octile).cost);
  }
  return m;
}

const OptionsMap& optionsMap(const std::string& name) {
  static std::map<std::string, std::unique_ptr<OptionsMap>> maps;
  std::unique_ptr<OptionsMap>& slot = maps[name];
  if (!slot) slot = std::make_unique<OptionsMap>(loadMap(name));
  return *slot;
}

// What one case runs: a query, returning its result.
using Finder = std::function<PathResult(const Grid&, const Query&, std::vector<Cell>&)>;

struct Method {
  std::string name;
  // The largest cost allowed, given the optimum; 0 means "any route".
  double bound = 1.0;
  std::function<Finder()> make;
};

Finder aStarWith(SearchOptions options) {
  auto astar = std::make_shared<AStar>();
  return [astar, options](const Grid& grid, const Query& q, std::vector<Cell>& path) {
    return astar->find(grid, q.start, q.goal, Connectivity::Eight, path, options);
  };
}

std::vector<Method> methods() {
  return {
      {"AStar", 1.0, [] { return aStarWith(SearchOptions{.heuristic = Heuristic::Octile}); }},
      {"Weighted1.5", 1.5, [] { return aStarWith(SearchOptions{.heuristic = Heuristic::Octile, .weight = 1.5}); }},
      {"Weighted2", 2.0, [] { return aStarWith(SearchOptions{.heuristic = Heuristic::Octile, .weight = 2.0}); }},
      {"Weighted3", 3.0, [] { return aStarWith(SearchOptions{.heuristic = Heuristic::Octile, .weight = 3.0}); }},
      {"FewestTurns", 1.0, [] { return aStarWith(SearchOptions{.heuristic = Heuristic::Octile, .turnAware = true}); }},
      // Its cost includes the penalties, so it is held to no bound here.
      {"TurnPenalty1", 0.0,
       [] {
         return aStarWith(
             SearchOptions{.heuristic = Heuristic::Octile, .turnAware = true, .turnPenalty = kOrthogonalUnit});
       }},
      {"Backtrack", 0.0,
       [] {
         auto backtrack = std::make_shared<Backtrack>();
         return Finder([backtrack](const Grid& grid, const Query& q, std::vector<Cell>& path) {
           return backtrack->find(grid, q.start, q.goal, Connectivity::Eight, path);
         });
       }},
  };
}

// Every query found, and within the method's bound of the optimum.
bool answersHold(const OptionsMap& m, const Method& method, std::string& why) {
  if (m.queries.empty()) {
    why = "no queries (map or scenarios missing)";
    return false;
  }
  const Finder find = method.make();
  std::vector<Cell> path;
  for (size_t k = 0; k < m.queries.size(); ++k) {
    const PathResult r = find(m.grid, m.queries[k], path);
    const bool found = r.status == PathStatus::Found;
    const bool within = method.bound == 0.0 ||
                        (found && static_cast<double>(r.cost) <= method.bound * static_cast<double>(m.optimum[k]));
    if (found != (m.optimum[k] != kUnreachable) || !within) {
      why = method.name + " fails query " + std::to_string(k);
      return false;
    }
  }
  return true;
}

void run(benchmark::State& state, const std::string& mapName, const Method& method) {
  const OptionsMap& m = optionsMap(mapName);
  static std::map<std::string, std::string> failures;
  const std::string key = mapName + "/" + method.name;
  if (!verifiedOnce(key, [&] { return answersHold(m, method, failures[key]); })) {
    state.SkipWithError(failures[key].c_str());
    return;
  }
  const Finder find = method.make();
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(m.grid.cellCount()) + 1);
  for (const Query& q : m.queries) find(m.grid, q, path);  // sizes every buffer
  uint64_t expanded = 0;
  double costRatio = 0.0;
  for (auto _ : state) {
    costRatio = 0.0;
    for (size_t k = 0; k < m.queries.size(); ++k) {
      const PathResult r = find(m.grid, m.queries[k], path);
      expanded += r.expanded;
      costRatio += m.optimum[k] > 0 ? static_cast<double>(r.cost) / static_cast<double>(m.optimum[k]) : 1.0;
      benchmark::DoNotOptimize(r);
    }
  }
  const auto count = static_cast<double>(m.queries.size());
  state.counters["per_query"] =
      benchmark::Counter(count, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  const double queries = static_cast<double>(state.iterations()) * count;
  state.counters["expanded_per_query"] = queries > 0 ? static_cast<double>(expanded) / queries : 0.0;
  // Mean cost over the optimum (with a turn penalty, the cost includes it).
  state.counters["cost_ratio"] = costRatio / count;
}

const bool registered = [] {
  std::vector<std::string> maps = kMovingAiMaps;
  maps.push_back(kGeneratedMap);
  for (const std::string& map : maps) {
    for (const Method& method : methods()) {
      benchmark::RegisterBenchmark(("PathOptions/" + method.name + "/" + map).c_str(), [map,
                                                                                        method](benchmark::State& s) {
        run(s, map, method);
      })->Unit(benchmark::kMillisecond);
    }
  }
  return true;
}();

}  // namespace

}  // namespace td::bench
