#include <gtest/gtest.h>

#include <cmath>

#include "engine/grid/LineOfSight.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

Grid gridOf(const std::vector<std::string>& rows) {
  Grid grid(static_cast<int32_t>(rows[0].size()), static_cast<int32_t>(rows.size()), test::testTerrains(), 0);
  for (size_t y = 0; y < rows.size(); ++y) {
    for (size_t x = 0; x < rows[y].size(); ++x) {
      if (rows[y][x] == '#') grid.setTerrain({static_cast<int32_t>(x), static_cast<int32_t>(y)}, test::kWall);
    }
  }
  return grid;
}

TEST(LineOfSight, SeesAcrossOpenGround) {
  const Grid grid = gridOf({"....", "....", "...."});
  EXPECT_TRUE(lineOfSight(grid, {0.5f, 0.5f}, {3.5f, 2.5f}));
  EXPECT_TRUE(lineOfSight(grid, {3.5f, 2.5f}, {0.5f, 0.5f}));
  EXPECT_TRUE(lineOfSight(grid, {1.2f, 1.7f}, {1.9f, 1.1f}));  // within one cell
}

TEST(LineOfSight, AWallBlocksIt) {
  const Grid grid = gridOf({"....", ".#..", "...."});
  EXPECT_FALSE(lineOfSight(grid, {0.5f, 1.5f}, {3.5f, 1.5f}));
  EXPECT_TRUE(lineOfSight(grid, {0.5f, 0.5f}, {3.5f, 0.5f}));
  EXPECT_FALSE(lineOfSight(grid, {1.5f, 1.5f}, {3.5f, 1.5f}));  // from inside the wall
}

TEST(LineOfSight, NoSlippingBetweenDiagonalWalls) {
  const Grid grid = gridOf({"#.", ".#"});
  // Exactly through the corner where two walls touch.
  EXPECT_FALSE(lineOfSight(grid, {1.5f, 0.5f}, {0.5f, 1.5f}));
  const Grid open = gridOf({"..", ".#"});
  EXPECT_FALSE(lineOfSight(open, {1.5f, 0.5f}, {0.5f, 1.5f}));
  EXPECT_TRUE(lineOfSight(gridOf({"..", ".."}), {1.5f, 0.5f}, {0.5f, 1.5f}));
}

TEST(LineOfSight, OffTheMapIsBlocked) {
  const Grid grid = gridOf({"..."});
  EXPECT_FALSE(lineOfSight(grid, {0.5f, 0.5f}, {5.5f, 0.5f}));
}

// Wherever a fine sampling of the segment touches a blocked cell, the line
// is blocked; and on open ground it is clear.
TEST(LineOfSight, NeverSeesThroughAWallThatSamplingFinds) {
  test::Rng rng(42);
  for (int round = 0; round < 40; ++round) {
    const Grid grid = test::randomGrid(rng, 16, 12, 20, false);
    for (int q = 0; q < 50; ++q) {
      const Vec2 a{static_cast<float>(rng.below(1600)) / 100.0f, static_cast<float>(rng.below(1200)) / 100.0f};
      const Vec2 b{static_cast<float>(rng.below(1600)) / 100.0f, static_cast<float>(rng.below(1200)) / 100.0f};
      bool sampledClear = true;
      for (int k = 0; k <= 4000 && sampledClear; ++k) {
        const Vec2 p = lerp(a, b, static_cast<float>(k) / 4000.0f);
        sampledClear = grid.passable({static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))});
      }
      if (!sampledClear) {
        EXPECT_FALSE(lineOfSight(grid, a, b)) << a.x << "," << a.y << " -> " << b.x << "," << b.y;
      }
    }
  }
  Grid open(16, 12, test::testTerrains(), 0);
  for (int q = 0; q < 200; ++q) {
    const Vec2 a{static_cast<float>(rng.below(1600)) / 100.0f, static_cast<float>(rng.below(1200)) / 100.0f};
    const Vec2 b{static_cast<float>(rng.below(1600)) / 100.0f, static_cast<float>(rng.below(1200)) / 100.0f};
    EXPECT_TRUE(lineOfSight(open, a, b));
  }
}

}  // namespace
}  // namespace td
