#include <gtest/gtest.h>

#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/movingai/PathMoves.h"
#include "engine/path/AStar.h"
#include "engine/path/JumpPointSearch.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// The route must be a chain of legal 8-connected moves from start to goal
// whose fixed-point length is the cost reported, and that cost A*'s.
void expectSameAsAStar(const Grid& grid, Cell start, Cell goal, JumpPointSearch& jps, AStar& astar) {
  std::vector<Cell> path;
  std::vector<Cell> reference;
  const PathResult got = jps.find(grid, start, goal, path);
  const PathResult want = astar.find(grid, start, goal, Connectivity::Eight, reference, Heuristic::Octile);
  ASSERT_EQ(got.status, want.status) << start.x << "," << start.y << " -> " << goal.x << "," << goal.y;
  if (want.status != PathStatus::Found) return;
  ASSERT_EQ(got.cost, want.cost) << start.x << "," << start.y << " -> " << goal.x << "," << goal.y;
  ASSERT_FALSE(path.empty());
  EXPECT_EQ(path.front(), start);
  EXPECT_EQ(path.back(), goal);
  const PathMoves moves = countMoves(grid, path, Connectivity::Eight);
  ASSERT_TRUE(moves.valid) << "not a chain of legal moves";
  EXPECT_EQ(got.cost, kOrthogonalUnit * static_cast<Distance>(moves.orthogonal) +
                          kDiagonalUnit * static_cast<Distance>(moves.diagonal));
}

TEST(JumpPointSearch, NoCornerCuttingPastAWall) {
  const Grid grid = test::gridFromRows({
      "...",
      ".#.",
      "...",
  });
  JumpPointSearch jps;
  std::vector<Cell> path;
  const PathResult r = jps.find(grid, {0, 0}, {2, 2}, path);
  ASSERT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 4 * kOrthogonalUnit);
  EXPECT_EQ(path.size(), 5u);
  EXPECT_TRUE(countMoves(grid, path, Connectivity::Eight).valid);
}

TEST(JumpPointSearch, StartEqualsGoalAndInvalidEnds) {
  const Grid grid = test::gridFromRows({
      "..#",
      "...",
  });
  JumpPointSearch jps;
  std::vector<Cell> path;
  PathResult r = jps.find(grid, {1, 1}, {1, 1}, path);
  EXPECT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 0u);
  ASSERT_EQ(path.size(), 1u);
  EXPECT_EQ(path[0], (Cell{1, 1}));
  EXPECT_EQ(jps.find(grid, {2, 0}, {0, 0}, path).status, PathStatus::StartInvalid);
  EXPECT_EQ(jps.find(grid, {0, 0}, {5, 0}, path).status, PathStatus::GoalInvalid);
  const Grid walled = test::gridFromRows({
      ".#.",
      ".#.",
  });
  EXPECT_EQ(jps.find(walled, {0, 0}, {2, 1}, path).status, PathStatus::Unreachable);
  EXPECT_TRUE(path.empty());
}

TEST(JumpPointSearch, RefusesGridsWhoseCostsVary) {
  test::Rng rng(3);
  const Grid grid = test::randomGrid(rng, 20, 20, 10, true);
  ASSERT_FALSE(grid.uniformCost());
  EXPECT_FALSE(JumpPointSearch::applies(grid));
  JumpPointSearch jps;
  std::vector<Cell> path;
  const Cell a = test::randomPassable(rng, grid);
  EXPECT_EQ(jps.find(grid, a, a, path).status, PathStatus::OptionsInvalid);
}

// Random grids of every wall density, several sizes and one cost other than
// 1: every answer equals A*'s, unreachable pairs included.
TEST(JumpPointSearch, RandomGridsGiveAStarCosts) {
  test::Rng rng(1911);
  JumpPointSearch jps;
  AStar astar;
  for (int round = 0; round < 120; ++round) {
    const Grid grid = test::randomGrid(rng, 1 + rng.below(50), 1 + rng.below(50), rng.below(50), false);
    if (grid.maxCost() == 0) continue;  // nothing passable to ask about
    for (int q = 0; q < 20; ++q) {
      expectSameAsAStar(grid, test::randomPassable(rng, grid), test::randomPassable(rng, grid), jps, astar);
    }
  }
  Grid costly(30, 30, {{"slope", 7, true}, {"wall", kImpassableCost, false}});
  for (int k = 0; k < 200; ++k) costly.setBlocked({rng.below(30), rng.below(30)}, true);
  for (int q = 0; q < 100; ++q) {
    expectSameAsAStar(costly, test::randomPassable(rng, costly), test::randomPassable(rng, costly), jps, astar);
  }
}

TEST(JumpPointSearch, GeneratedMapsGiveAStarCosts) {
  test::Rng rng(77);
  JumpPointSearch jps;
  AStar astar;
  for (const MapKind kind : {MapKind::Open, MapKind::Random, MapKind::Rooms, MapKind::Maze}) {
    MapSpec spec;
    spec.kind = kind;
    spec.width = 96;
    spec.height = 80;
    spec.seed = 5 + static_cast<uint64_t>(kind);
    spec.wallFraction = 0.3;
    const Grid grid = generateMap(spec);
    for (int q = 0; q < 60; ++q) {
      expectSameAsAStar(grid, test::randomPassable(rng, grid), test::randomPassable(rng, grid), jps, astar);
    }
  }
}

// A grid edited between queries (a tower built, then sold) needs nothing
// rebuilt: the next query sees the change.
TEST(JumpPointSearch, SeesEveryGridChangeWithoutPreprocessing) {
  test::Rng rng(12);
  Grid grid = test::randomGrid(rng, 40, 30, 15, false);
  JumpPointSearch jps;
  AStar astar;
  for (int edit = 0; edit < 80; ++edit) {
    const Cell c{rng.below(40), rng.below(30)};
    if (grid.terrain(c) == 0) grid.setBlocked(c, !grid.blocked(c));
    expectSameAsAStar(grid, test::randomPassable(rng, grid), test::randomPassable(rng, grid), jps, astar);
  }
}

TEST(JumpPointSearch, WarmQueriesAllocateNothing) {
  MapSpec spec;
  spec.kind = MapKind::Rooms;
  spec.width = 128;
  spec.height = 128;
  spec.seed = 9;
  const Grid grid = generateMap(spec);
  test::Rng rng(4);
  std::vector<std::pair<Cell, Cell>> pairs;
  for (int q = 0; q < 30; ++q) pairs.emplace_back(test::randomPassable(rng, grid), test::randomPassable(rng, grid));
  JumpPointSearch jps;
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()));
  test::expectWarmRunAllocatesNothing([&] {
    uint64_t expanded = 0;
    for (const auto& [a, b] : pairs) expanded += jps.find(grid, a, b, path).expanded;
    return expanded;
  });
}

}  // namespace
}  // namespace td
