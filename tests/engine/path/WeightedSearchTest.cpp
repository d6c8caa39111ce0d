#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/path/AStar.h"
#include "engine/path/WeightedSearch.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// Sum of the step costs of a route, kUnreachable if a step is not a legal move.
Distance legalLength(const Grid& grid, const std::vector<Cell>& route, bool eight) {
  Distance total = 0;
  for (size_t k = 1; k < route.size(); ++k) {
    const Direction d = directionBetween(route[k - 1].x, route[k - 1].y, route[k].x, route[k].y);
    if (d == Direction::None || (step(d).diagonal && !eight)) return kUnreachable;
    if (!grid.canStep(grid.index(route[k - 1]), d)) return kUnreachable;
    total += stepUnit(d) * grid.cost(route[k]);
  }
  return total;
}

TEST(WeightedSearch, CostStaysWithinTheWeightTimesTheOptimum) {
  test::Rng rng(4242);
  AStar astar;
  std::vector<Cell> path;
  const double weights[] = {1.01, 1.5, 2.0, 3.0, 8.0};
  int found = 0;
  int longer = 0;  // routes the weight made longer than the optimum
  for (int round = 0; round < 60; ++round) {
    const bool eight = round % 2 == 0;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const Grid grid = test::randomGrid(rng, 8 + rng.below(30), 8 + rng.below(30), 20 + rng.below(15), round % 3 != 0);
    const double weight = weights[round % 5];
    for (int q = 0; q < 40; ++q) {
      const Cell start = test::randomPassable(rng, grid);
      const Cell goal = test::randomPassable(rng, grid);
      const Distance optimum =
          test::referenceDistances(grid, {goal}, eight)[static_cast<size_t>(start.y * grid.width() + start.x)];
      const PathResult r = astar.find(grid, start, goal, conn, path, SearchOptions{.weight = weight});
      if (optimum == kUnreachable) {
        ASSERT_EQ(r.status, PathStatus::Unreachable);
        continue;
      }
      ASSERT_EQ(r.status, PathStatus::Found);
      ASSERT_EQ(path.front(), start);
      ASSERT_EQ(path.back(), goal);
      ASSERT_EQ(legalLength(grid, path, eight), r.cost);
      ASSERT_GE(r.cost, optimum);
      ASSERT_LE(static_cast<double>(r.cost), weight * static_cast<double>(optimum)) << "weight " << weight;
      longer += r.cost > optimum ? 1 : 0;
      ++found;
    }
  }
  EXPECT_GT(found, 1500);
  EXPECT_GT(longer, 50);
}

TEST(WeightedSearch, ExpandsFewerCellsThanPlainAStarAmongRooms) {
  const Grid grid = generateMap(MapSpec{.kind = MapKind::Rooms, .width = 128, .height = 128, .seed = 5});
  test::Rng rng(3);
  AStar astar;
  std::vector<Cell> path;
  uint64_t plain = 0;
  uint64_t weighted = 0;
  for (int q = 0; q < 50; ++q) {
    const Cell start = test::randomPassable(rng, grid);
    const Cell goal = test::randomPassable(rng, grid);
    const PathResult a = astar.find(grid, start, goal, Connectivity::Eight, path);
    const PathResult b = astar.find(grid, start, goal, Connectivity::Eight, path, SearchOptions{.weight = 2.0});
    ASSERT_EQ(a.status, b.status);
    ASSERT_LE(static_cast<double>(b.cost), 2.0 * static_cast<double>(a.cost));
    plain += a.expanded;
    weighted += b.expanded;
  }
  EXPECT_LT(weighted * 3, plain * 2);  // at least a third fewer
}

TEST(WeightedSearch, RefusesWeightsOutOfRange) {
  const Grid grid = test::gridFromRows({"....."});
  AStar astar;
  std::vector<Cell> path{{1, 0}};
  for (const double w : {0.5, 0.999, kMaxSearchWeight * 2, std::numeric_limits<double>::quiet_NaN()}) {
    EXPECT_EQ(astar.find(grid, {0, 0}, {4, 0}, Connectivity::Eight, path, SearchOptions{.weight = w}).status,
              PathStatus::OptionsInvalid);
    EXPECT_TRUE(path.empty());
  }
  EXPECT_EQ(
      astar.find(grid, {0, 0}, {4, 0}, Connectivity::Eight, path, SearchOptions{.weight = kMaxSearchWeight}).status,
      PathStatus::Found);
}

TEST(WeightedSearch, AllocatesNothingOnceWarmedUp) {
  test::Rng rng(12);
  const Grid grid = test::randomGrid(rng, 100, 80, 25, true);
  std::vector<std::pair<Cell, Cell>> pairs;
  for (int k = 0; k < 40; ++k) pairs.emplace_back(test::randomPassable(rng, grid), test::randomPassable(rng, grid));
  AStar astar;
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()));
  auto run = [&] {
    Distance total = 0;
    for (const auto& [from, to] : pairs) {
      const PathResult r = astar.find(grid, from, to, Connectivity::Eight, path, SearchOptions{.weight = 1.5});
      if (r.status == PathStatus::Found) total += r.cost;
    }
    return total;
  };
  test::expectWarmRunAllocatesNothing(run);
}

}  // namespace
}  // namespace td
