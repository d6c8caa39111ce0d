#include <gtest/gtest.h>

#include "engine/grid/MapGenerator.h"
#include "engine/path/SearchChoice.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

Grid generated(MapKind kind, uint8_t maxCost = 1) {
  MapSpec spec;
  spec.kind = kind;
  spec.width = 128;
  spec.height = 128;
  spec.seed = 31;
  spec.wallFraction = 0.3;
  spec.maxTerrainCost = maxCost;
  return generateMap(spec);
}

TEST(SearchChoice, CountsCellsOpenAllRound) {
  // Outside the map counts as wall, so no cell of the edge is open all round;
  // of the six inner cells, (3,2) touches the wall.
  const Grid grid = test::gridFromRows({
      ".....",
      ".....",
      ".....",
      "....#",
  });
  const GridOpenness o = measureOpenness(grid);
  EXPECT_EQ(o.passable, 19);
  EXPECT_EQ(o.interior, 5);
  EXPECT_NEAR(o.interiorShare(), 5.0 / 19.0, 1e-12);
}

TEST(SearchChoice, OpenUniformMapsTakeJumpPoints) {
  EXPECT_EQ(chooseSearch(generated(MapKind::Open)), SearchKind::JumpPoint);
  EXPECT_EQ(chooseSearch(generated(MapKind::Rooms)), SearchKind::JumpPoint);
}

TEST(SearchChoice, MazesScatteredWallsAndTerrainCostsKeepAStar) {
  EXPECT_EQ(chooseSearch(generated(MapKind::Maze)), SearchKind::AStar);
  EXPECT_EQ(chooseSearch(generated(MapKind::Random)), SearchKind::AStar);
  // Jump Point Search does not apply where costs vary, however open.
  EXPECT_EQ(chooseSearch(generated(MapKind::Open, 4)), SearchKind::AStar);
}

}  // namespace
}  // namespace td
