#include "bench/MovingAiQueries.h"

#include <filesystem>
#include <map>
#include <memory>

#include "engine/movingai/MovingAiScenario.h"
#include "engine/path/AStar.h"
#include "tests/support/SourcePaths.h"

namespace td::bench {

namespace {

std::string mapPath(const std::string& name) {
  const std::string inTree = td::test::sourceDir().string() + "/tests/data/movingai/" + name + ".map";
  if (std::filesystem::exists(inTree)) return inTree;
  return td::test::sharedDataDir().string() + "/movingai/" + name + ".map";
}

std::unique_ptr<MovingAiQueries> load(const std::string& name) {
  const std::string base = mapPath(name);
  const MovingAiMapParse map = loadMovingAiMap(base);
  const MovingAiScenarioParse scen = loadMovingAiScenarios(base + ".scen");
  if (!map.ok() || !scen.ok() || scen.scenarios.empty()) return nullptr;
  auto m = std::make_unique<MovingAiQueries>();
  m->path = base;
  m->map = map.map;
  m->grid = map.map.toGrid();
  const size_t total = scen.scenarios.size();
  const size_t count = std::min(total, kMaxQueries);
  for (size_t k = 0; k < count; ++k) {
    const MovingAiScenario& s = scen.scenarios[k * total / count];
    m->queries.push_back(Query{s.start, s.goal});
  }
  AStar astar;
  std::vector<Cell> path;
  for (const Query& q : m->queries) {
    m->optimum.push_back(astar.find(m->grid, q.start, q.goal, Connectivity::Eight, path, Heuristic::Octile).cost);
  }
  return m;
}

}  // namespace

const std::vector<std::string>& movingAiMapNames() {
  static const std::vector<std::string> names{"den312d",   "den520d",     "Berlin_0_256",  "brc202d",
                                              "8room_000", "maze512-1-0", "random512-10-0"};
  return names;
}

const MovingAiQueries* movingAiQueries(const std::string& name) {
  static std::map<std::string, std::unique_ptr<MovingAiQueries>> cache;
  auto found = cache.find(name);
  if (found == cache.end()) found = cache.emplace(name, load(name)).first;
  return found->second.get();
}

}  // namespace td::bench
