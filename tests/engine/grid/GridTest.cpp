#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/grid/Grid.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

TEST(Grid, RejectsSizesOutsideTheLimits) {
  EXPECT_THROW(Grid(0, 5, test::testTerrains()), std::invalid_argument);
  EXPECT_THROW(Grid(5, 4097, test::testTerrains()), std::invalid_argument);
  EXPECT_THROW(Grid(5, 5, {}), std::invalid_argument);
  EXPECT_THROW(Grid(5, 5, test::testTerrains(), 9), std::invalid_argument);
  EXPECT_NO_THROW(Grid(4096, 1, test::testTerrains()));
}

TEST(Grid, CellsAndIndicesConvertBothWays) {
  const Grid grid(7, 5, test::testTerrains());
  for (int32_t y = 0; y < 5; ++y) {
    for (int32_t x = 0; x < 7; ++x) {
      const Cell c{x, y};
      EXPECT_EQ(grid.cellAt(grid.index(c)), c);
    }
  }
  EXPECT_EQ(grid.index({1, 0}) - grid.index({0, 0}), 1u);
  EXPECT_EQ(grid.index({0, 1}) - grid.index({0, 0}), static_cast<uint32_t>(grid.stride()));
}

TEST(Grid, BorderIsImpassableSoNeighbourOffsetsNeedNoBoundsChecks) {
  const Grid grid(3, 2, test::testTerrains());
  const uint32_t corner = grid.index({0, 0});
  EXPECT_EQ(grid.costs()[corner - 1], 0);
  EXPECT_EQ(grid.costs()[corner - static_cast<uint32_t>(grid.stride())], 0);
  EXPECT_EQ(grid.costs()[grid.index({2, 1}) + 1], 0);
  EXPECT_FALSE(grid.passable({-1, 0}));
  EXPECT_FALSE(grid.passable({3, 0}));
}

TEST(Grid, BlockingAndTerrainDecidePassabilityCostAndBuildability) {
  Grid grid(4, 4, test::testTerrains());
  EXPECT_TRUE(grid.passable({1, 1}));
  EXPECT_TRUE(grid.buildable({1, 1}));
  grid.setBlocked({1, 1}, true);
  EXPECT_FALSE(grid.passable({1, 1}));
  EXPECT_FALSE(grid.buildable({1, 1}));
  EXPECT_EQ(grid.cost({1, 1}), 0);
  grid.setBlocked({1, 1}, false);
  EXPECT_EQ(grid.cost({1, 1}), 1);
  grid.setTerrain({2, 2}, 1);
  EXPECT_EQ(grid.cost({2, 2}), 3);
  grid.setTerrain({3, 3}, test::kWall);
  EXPECT_FALSE(grid.passable({3, 3}));
  EXPECT_FALSE(grid.buildable({3, 3}));
}

TEST(Grid, TracksCostRangeAsCellsChange) {
  Grid grid(4, 4, test::testTerrains());
  EXPECT_TRUE(grid.uniformCost());
  EXPECT_EQ(grid.minCost(), 1);
  grid.setTerrain({0, 0}, 3);
  EXPECT_FALSE(grid.uniformCost());
  EXPECT_EQ(grid.maxCost(), 7);
  grid.setBlocked({0, 0}, true);  // the only rough cell is now impassable
  EXPECT_TRUE(grid.uniformCost());
  EXPECT_EQ(grid.maxCost(), 1);
  const uint64_t before = grid.revision();
  grid.setBlocked({0, 0}, false);
  EXPECT_GT(grid.revision(), before);
}

// uniformCost() counts distinct costs as cells change; it must agree with
// the scanned range after any sequence of edits.
TEST(Grid, UniformCostAgreesWithTheCostRange) {
  test::Rng rng(8);
  Grid grid(6, 5, test::testTerrains());
  for (int edit = 0; edit < 2000; ++edit) {
    const Cell c{rng.below(6), rng.below(5)};
    if (rng.below(2) == 0) {
      grid.setBlocked(c, !grid.blocked(c));
    } else {
      grid.setTerrain(c, static_cast<uint8_t>(rng.below(static_cast<int32_t>(grid.terrains().size()))));
    }
    ASSERT_EQ(grid.uniformCost(), grid.minCost() == grid.maxCost()) << edit;
  }
}

// passableCount() is kept as cells change, a slope counted once like any
// other cell; it must agree with a scan after any sequence of edits, from a
// flat fill, a sloped one and an impassable one.
TEST(Grid, PassableCountAgreesWithAScan) {
  test::Rng rng(21);
  const auto terrains = test::slopedTestTerrains();
  for (const uint8_t fill : {uint8_t{0}, test::kSlopeEast, test::kWall}) {
    Grid grid(7, 5, terrains, fill);
    for (int edit = 0; edit < 1500; ++edit) {
      const Cell c{rng.below(7), rng.below(5)};
      if (rng.below(2) == 0) {
        grid.setBlocked(c, !grid.blocked(c));
      } else {
        grid.setTerrain(c, static_cast<uint8_t>(rng.below(static_cast<int32_t>(terrains.size()))));
      }
      int32_t open = 0;
      for (int32_t y = 0; y < grid.height(); ++y) {
        for (int32_t x = 0; x < grid.width(); ++x) open += grid.passable({x, y}) ? 1 : 0;
      }
      ASSERT_EQ(grid.passableCount(), open) << "fill " << int{fill} << ", edit " << edit;
    }
  }
}

TEST(Grid, DiagonalStepsMayNotCutCorners) {
  const Grid grid = test::gridFromRows({
      "..",
      ".#",
  });
  const uint32_t topLeft = grid.index({0, 0});
  EXPECT_TRUE(grid.canStep(topLeft, Direction::East));
  EXPECT_TRUE(grid.canStep(topLeft, Direction::South));
  EXPECT_FALSE(grid.canStep(topLeft, Direction::SouthEast));  // target is a wall
  const uint32_t topRight = grid.index({1, 0});
  EXPECT_FALSE(grid.canStep(topRight, Direction::SouthWest));  // (1,1) beside the move is a wall
  EXPECT_FALSE(grid.canStep(topLeft, Direction::North));       // off the map
}

TEST(Grid, ASlopeCostsItsWayWithTheFallAgainstItAndAcross) {
  Grid grid(3, 3, test::slopedTestTerrains(), 0);
  EXPECT_FALSE(grid.hasSlopes());
  grid.setTerrain({1, 1}, test::kSlopeEast);
  EXPECT_TRUE(grid.hasSlopes());
  const uint32_t i = grid.index({1, 1});
  EXPECT_EQ(grid.cost({1, 1}), 2);  // across
  EXPECT_EQ(grid.entryCost(i, Direction::East), 1);
  EXPECT_EQ(grid.entryCost(i, Direction::NorthEast), 1);
  EXPECT_EQ(grid.entryCost(i, Direction::SouthEast), 1);
  EXPECT_EQ(grid.entryCost(i, Direction::West), 4);
  EXPECT_EQ(grid.entryCost(i, Direction::NorthWest), 4);
  EXPECT_EQ(grid.entryCost(i, Direction::South), 2);
  EXPECT_EQ(grid.entryCost(i, Direction::North), 2);
  // Flat ground costs the same every way.
  for (int d = 0; d < kDirectionCount; ++d) EXPECT_EQ(grid.entryCost(grid.index({0, 0}), Direction(d)), 1);
  // A unit walking: its heading picks the cost.
  EXPECT_EQ(grid.costFacing({1, 1}, {1.0f, 0.2f}), 1);
  EXPECT_EQ(grid.costFacing({1, 1}, {-0.7f, -0.7f}), 4);
  EXPECT_EQ(grid.costFacing({1, 1}, {0.1f, 1.0f}), 2);
  EXPECT_EQ(grid.costFacing({1, 1}, {0.0f, 0.0f}), 2);
  EXPECT_EQ(grid.costFacing({0, 0}, {1.0f, 0.0f}), 1);
  // The cost range counts the slope's three costs; a tower takes them out.
  EXPECT_EQ(grid.minCost(), 1);
  EXPECT_EQ(grid.maxCost(), 4);
  EXPECT_FALSE(grid.uniformCost());
  grid.setBlocked({1, 1}, true);
  EXPECT_FALSE(grid.hasSlopes());
  EXPECT_EQ(grid.entryCost(i, Direction::East), 0);
  EXPECT_EQ(grid.maxCost(), 1);
  EXPECT_TRUE(grid.uniformCost());
  grid.setBlocked({1, 1}, false);
  EXPECT_EQ(grid.maxCost(), 4);
  grid.setTerrain({1, 1}, 0);
  EXPECT_FALSE(grid.hasSlopes());
  EXPECT_TRUE(grid.uniformCost());
}

TEST(Grid, SlopeCostsRoundToWholeCostsAndStayInRange) {
  TerrainDef t{"hill", 3, true};
  t.slope = Direction::North;
  t.uphill = 1.5f;
  t.downhill = 0.1f;
  EXPECT_EQ(t.entryCost(3, Direction::South), 5);      // 4.5 rounds up
  EXPECT_EQ(t.entryCost(3, Direction::North), 1);      // 0.3, but never below 1
  EXPECT_EQ(t.entryCost(3, Direction::East), 3);       // across
  EXPECT_EQ(t.entryCost(200, Direction::South), 254);  // 300, but never impassable
  // A whole map of one slope: its costs are counted from the start.
  const Grid grid(4, 2, {t}, 0);
  EXPECT_TRUE(grid.hasSlopes());
  EXPECT_EQ(grid.minCost(), 1);
  EXPECT_EQ(grid.maxCost(), 5);
}

TEST(Direction, OppositeTurnsEveryDirectionRound) {
  for (int d = 0; d < kDirectionCount; ++d) {
    const DirectionStep a = step(Direction(d));
    const DirectionStep b = step(opposite(Direction(d)));
    EXPECT_EQ(a.dx, -b.dx);
    EXPECT_EQ(a.dy, -b.dy);
  }
  EXPECT_EQ(opposite(Direction::None), Direction::None);
}

}  // namespace
}  // namespace td
