#include "engine/path/AStar.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

#include "engine/path/FlowField.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// Sum of the step costs along a path, checking every step is a legal move.
Distance walkCost(const Grid& grid, const std::vector<Cell>& path, bool eight) {
  Distance total = 0;
  for (size_t k = 1; k < path.size(); ++k) {
    const int dx = path[k].x - path[k - 1].x;
    const int dy = path[k].y - path[k - 1].y;
    EXPECT_TRUE(std::abs(dx) <= 1 && std::abs(dy) <= 1 && (dx != 0 || dy != 0));
    const bool diagonal = dx != 0 && dy != 0;
    EXPECT_TRUE(!diagonal || eight);
    int d = 0;
    while (kDirectionSteps[static_cast<size_t>(d)].dx != dx || kDirectionSteps[static_cast<size_t>(d)].dy != dy) ++d;
    EXPECT_TRUE(grid.canStep(grid.index(path[k - 1]), static_cast<Direction>(d)));
    total += stepUnit(static_cast<Direction>(d)) * grid.cost(path[k]);
  }
  return total;
}

TEST(AStar, FindsTheHandComputedPath) {
  const Grid grid = test::gridFromRows({
      ".....",
      "####.",
      ".....",
  });
  AStar astar;
  std::vector<Cell> path;
  const PathResult r = astar.find(grid, {0, 0}, {0, 2}, Connectivity::Four, path);
  ASSERT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 10 * kOrthogonalUnit);
  ASSERT_EQ(path.size(), 11u);
  EXPECT_EQ(path.front(), (Cell{0, 0}));
  EXPECT_EQ(path.back(), (Cell{0, 2}));
  EXPECT_EQ(walkCost(grid, path, false), r.cost);
}

TEST(AStar, ReportsInvalidEndsAndUnreachableGoals) {
  const Grid grid = test::gridFromRows({
      "..#..",
      "..#..",
  });
  AStar astar;
  std::vector<Cell> path{{9, 9}};
  EXPECT_EQ(astar.find(grid, {2, 0}, {0, 0}, Connectivity::Eight, path).status, PathStatus::StartInvalid);
  EXPECT_EQ(astar.find(grid, {0, 0}, {7, 0}, Connectivity::Eight, path).status, PathStatus::GoalInvalid);
  const PathResult r = astar.find(grid, {0, 0}, {4, 1}, Connectivity::Eight, path);
  EXPECT_EQ(r.status, PathStatus::Unreachable);
  EXPECT_TRUE(path.empty());
  EXPECT_EQ(r.expanded, 4u);  // the whole left pocket, nothing more
}

TEST(AStar, StartEqualsGoal) {
  const Grid grid = test::gridFromRows({"..."});
  AStar astar;
  std::vector<Cell> path;
  const PathResult r = astar.find(grid, {1, 0}, {1, 0}, Connectivity::Four, path);
  EXPECT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 0u);
  EXPECT_EQ(path, (std::vector<Cell>{{1, 0}}));
}

// For every pair of cells, A*'s cost equals the flow field's distance, for
// every heuristic, both connectivities, and weighted terrain.
TEST(AStar, CostEqualsFlowFieldDistanceForEveryPair) {
  test::Rng rng(99);
  AStar astar;
  std::vector<Cell> path;
  int pairs = 0;
  for (int round = 0; round < 8; ++round) {
    const bool eight = round % 2 == 0;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const Grid grid = test::randomGrid(rng, 12 + rng.below(6), 8 + rng.below(6), 25, round >= 4);
    for (int32_t gy = 0; gy < grid.height(); ++gy) {
      for (int32_t gx = 0; gx < grid.width(); ++gx) {
        const Cell goal{gx, gy};
        if (!grid.passable(goal)) continue;
        FlowField field;
        const std::vector<Cell> goals{goal};
        field.compute(grid, goals, conn);
        for (int32_t y = 0; y < grid.height(); ++y) {
          for (int32_t x = 0; x < grid.width(); ++x) {
            const Cell start{x, y};
            if (!grid.passable(start)) continue;
            const Heuristic h = (pairs % 3 == 0) ? Heuristic::None : Heuristic::Auto;
            const PathResult r = astar.find(grid, start, goal, conn, path, h);
            ++pairs;
            if (!field.reachable(grid, start)) {
              ASSERT_EQ(r.status, PathStatus::Unreachable);
              continue;
            }
            ASSERT_EQ(r.status, PathStatus::Found);
            ASSERT_EQ(r.cost, field.distance(grid, start));
            ASSERT_EQ(walkCost(grid, path, eight), r.cost);
          }
        }
      }
    }
  }
  EXPECT_GT(pairs, 10000);
}

TEST(AStar, HeuristicExpandsFewerCellsThanDijkstraOnOpenGround) {
  const Grid grid(64, 64, test::testTerrains());
  AStar astar;
  std::vector<Cell> path;
  const PathResult guided = astar.find(grid, {2, 2}, {60, 50}, Connectivity::Eight, path);
  const PathResult blind = astar.find(grid, {2, 2}, {60, 50}, Connectivity::Eight, path, Heuristic::None);
  EXPECT_EQ(guided.cost, blind.cost);
  EXPECT_LT(guided.expanded * 10, blind.expanded);
}

}  // namespace
}  // namespace td
