#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/movingai/PathMoves.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

const Grid kOpen = test::gridFromRows({
    "....",
    "....",
    "....",
});

TEST(PathMoves, CountsOrthogonalAndDiagonalMoves) {
  const std::vector<Cell> path{{0, 0}, {1, 1}, {2, 2}, {3, 2}};
  const PathMoves m = countMoves(kOpen, path, Connectivity::Eight);
  ASSERT_TRUE(m.valid);
  EXPECT_EQ(m.orthogonal, 1);
  EXPECT_EQ(m.diagonal, 2);
  EXPECT_DOUBLE_EQ(m.length(), 1.0 + 2.0 * std::sqrt(2.0));
}

TEST(PathMoves, SingleCellIsAnEmptyRoute) {
  const std::vector<Cell> path{{2, 1}};
  const PathMoves m = countMoves(kOpen, path, Connectivity::Eight);
  EXPECT_TRUE(m.valid);
  EXPECT_EQ(m.length(), 0.0);
}

TEST(PathMoves, RejectsJumpsDiagonalsInFourAndEmptyPaths) {
  const std::vector<Cell> jump{{0, 0}, {2, 0}};
  EXPECT_FALSE(countMoves(kOpen, jump, Connectivity::Eight).valid);
  const std::vector<Cell> stay{{0, 0}, {0, 0}};
  EXPECT_FALSE(countMoves(kOpen, stay, Connectivity::Eight).valid);
  const std::vector<Cell> diagonal{{0, 0}, {1, 1}};
  EXPECT_TRUE(countMoves(kOpen, diagonal, Connectivity::Eight).valid);
  EXPECT_FALSE(countMoves(kOpen, diagonal, Connectivity::Four).valid);
  EXPECT_FALSE(countMoves(kOpen, std::vector<Cell>{}, Connectivity::Eight).valid);
  const std::vector<Cell> leaves{{3, 0}, {4, 0}};
  EXPECT_FALSE(countMoves(kOpen, leaves, Connectivity::Eight).valid);
}

TEST(PathMoves, RejectsBlockedCellsAndCornerCuts) {
  const Grid grid = test::gridFromRows({
      ".#.",
      "...",
  });
  const std::vector<Cell> intoWall{{0, 0}, {1, 0}};
  EXPECT_FALSE(countMoves(grid, intoWall, Connectivity::Eight).valid);
  const std::vector<Cell> fromWall{{1, 0}, {1, 1}};
  EXPECT_FALSE(countMoves(grid, fromWall, Connectivity::Eight).valid);
  // The wall at (1,0) stands beside both of these diagonals.
  const std::vector<Cell> cutLeft{{0, 0}, {1, 1}};
  EXPECT_FALSE(countMoves(grid, cutLeft, Connectivity::Eight).valid);
  const std::vector<Cell> cutRight{{1, 1}, {2, 0}};
  EXPECT_FALSE(countMoves(grid, cutRight, Connectivity::Eight).valid);
  const std::vector<Cell> open{{0, 1}, {1, 1}};
  EXPECT_TRUE(countMoves(grid, open, Connectivity::Eight).valid);
  const std::vector<Cell> around{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}};
  const PathMoves m = countMoves(grid, around, Connectivity::Four);
  ASSERT_TRUE(m.valid);
  EXPECT_EQ(m.orthogonal, 4);
}

TEST(PathMoves, SumsEntryCostsOnWeightedTerrain) {
  const Grid grid = test::gridFromRows({
      ".m.",
      "...",
  });
  const std::vector<Cell> path{{0, 0}, {1, 0}, {2, 1}};
  const PathMoves m = countMoves(grid, path, Connectivity::Eight);
  ASSERT_TRUE(m.valid);
  EXPECT_EQ(m.orthogonal, 3);  // entering mud
  EXPECT_EQ(m.diagonal, 1);
}

}  // namespace
}  // namespace td
