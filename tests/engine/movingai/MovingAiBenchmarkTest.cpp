// The route finders against the optimal lengths of the Moving AI benchmark
// samples: every scenario through A*, a sample of goals through the flow field.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/movingai/MismatchTolerance.h"
#include "engine/movingai/MovingAiMap.h"
#include "engine/movingai/MovingAiScenario.h"
#include "engine/movingai/PathMoves.h"
#include "engine/path/AStar.h"
#include "engine/path/Distance.h"
#include "engine/path/FlowField.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

struct Benchmark {
  MovingAiMap map;
  std::vector<MovingAiScenario> scenarios;
};

Benchmark load(const std::string& name) {
  const std::string base = td::test::testDataDir().string() + "/movingai/" + name + ".map";
  const MovingAiMapParse map = loadMovingAiMap(base);
  EXPECT_TRUE(map.ok()) << map.error;
  const MovingAiScenarioParse scen = loadMovingAiScenarios(base + ".scen");
  EXPECT_TRUE(scen.ok()) << scen.error;
  EXPECT_EQ(checkScenariosMatchMap(scen.scenarios, base + ".scen", map.map, base), "");
  return {map.map, scen.scenarios};
}

// The fixed-point diagonal unit overshoots sqrt(2) by less than 2e-6 cells,
// so a route's fixed-point length may exceed its exact one by that much per
// diagonal, and never fall short of it.
void expectFixedPointAgrees(Distance cost, const PathMoves& moves) {
  const double gap = toCells(cost) - moves.length();
  EXPECT_GE(gap, -1e-9);
  EXPECT_LE(gap, 2e-6 * static_cast<double>(moves.diagonal) + 1e-9);
}

class MovingAiBenchmark : public testing::TestWithParam<const char*> {};

TEST_P(MovingAiBenchmark, AStarMatchesEveryOptimalLength) {
  const Benchmark b = load(GetParam());
  ASSERT_FALSE(b.scenarios.empty());
  const Grid grid = b.map.toGrid();
  AStar astar;
  std::vector<Cell> path;
  size_t mismatches = 0;
  for (const MovingAiScenario& s : b.scenarios) {
    const PathResult r = astar.find(grid, s.start, s.goal, Connectivity::Eight, path, Heuristic::Octile);
    ASSERT_EQ(r.status, PathStatus::Found) << "line " << s.line;
    ASSERT_FALSE(path.empty());
    EXPECT_EQ(path.front(), s.start);
    EXPECT_EQ(path.back(), s.goal);
    const PathMoves moves = countMoves(grid, path, Connectivity::Eight);
    ASSERT_TRUE(moves.valid) << "line " << s.line << ": the route is not a chain of legal moves";
    expectFixedPointAgrees(r.cost, moves);
    if (isLengthMismatch(moves.length(), s.optimal, s.optimalDecimals)) {
      ++mismatches;
      ADD_FAILURE() << "line " << s.line << ": length " << moves.length() << ", optimal " << s.optimal;
    }
  }
  EXPECT_EQ(mismatches, 0u);
}

TEST_P(MovingAiBenchmark, DijkstraFindsTheSameCostsAsAStar) {
  const Benchmark b = load(GetParam());
  const Grid grid = b.map.toGrid();
  AStar astar;
  std::vector<Cell> path;
  // Every seventh scenario keeps the slow, heuristic-free search short.
  for (size_t i = 0; i < b.scenarios.size(); i += 7) {
    const MovingAiScenario& s = b.scenarios[i];
    const PathResult plain = astar.find(grid, s.start, s.goal, Connectivity::Eight, path, Heuristic::None);
    const PathResult guided = astar.find(grid, s.start, s.goal, Connectivity::Eight, path, Heuristic::Octile);
    ASSERT_EQ(plain.status, PathStatus::Found) << "line " << s.line;
    EXPECT_EQ(plain.cost, guided.cost) << "line " << s.line;
    EXPECT_GE(plain.expanded, guided.expanded) << "line " << s.line;
  }
}

TEST_P(MovingAiBenchmark, FlowFieldDistancesMatchOptimalLengths) {
  const Benchmark b = load(GetParam());
  const Grid grid = b.map.toGrid();
  FlowField field;
  std::vector<Cell> route;
  // A flood per goal costs a whole map, so take a spread of scenarios.
  const size_t stride = b.scenarios.size() / 40 + 1;
  for (size_t i = 0; i < b.scenarios.size(); i += stride) {
    const MovingAiScenario& s = b.scenarios[i];
    const Cell goals[] = {s.goal};
    ASSERT_EQ(field.compute(grid, goals, Connectivity::Eight), FlowStatus::Ok);
    const Distance d = field.distance(grid, s.start);
    ASSERT_NE(d, kUnreachable) << "line " << s.line;

    // Walking the field's directions must give a legal route of that length.
    route.assign(1, s.start);
    while (!(route.back() == s.goal) && route.size() <= static_cast<size_t>(grid.cellCount())) {
      route.push_back(field.next(grid, route.back()));
    }
    ASSERT_EQ(route.back(), s.goal) << "line " << s.line;
    const PathMoves moves = countMoves(grid, route, Connectivity::Eight);
    ASSERT_TRUE(moves.valid) << "line " << s.line;
    expectFixedPointAgrees(d, moves);
    EXPECT_FALSE(isLengthMismatch(moves.length(), s.optimal, s.optimalDecimals))
        << "line " << s.line << ": length " << moves.length() << ", optimal " << s.optimal;
  }
}

INSTANTIATE_TEST_SUITE_P(Samples, MovingAiBenchmark, testing::Values("arena", "den312d", "den520d", "Berlin_0_256"),
                         [](const testing::TestParamInfo<const char*>& p) { return std::string(p.param); });

}  // namespace
}  // namespace td
