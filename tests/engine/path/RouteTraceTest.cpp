#include <gtest/gtest.h>

#include <vector>

#include "engine/level/LevelGrid.h"
#include "engine/path/RouteTrace.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

struct Routes {
  LevelDef level;
  Grid grid;
  FlowField field;
};

Routes routesOn(const std::vector<std::string>& rows) {
  Routes r{test::testLevel(rows, {}), Grid{}, FlowField{}};
  r.grid = makeGrid(r.level);
  r.field.compute(r.grid, r.level.goals, r.level.connectivity);
  return r;
}

TEST(RouteTrace, AStraightStepWalksOneCellAndADiagonalStepItsLength) {
  const std::vector<Cell> none;
  EXPECT_EQ(walkedLength(none), 0u);
  const std::vector<Cell> one{{3, 3}};
  EXPECT_EQ(walkedLength(one), 0u);
  const std::vector<Cell> route{{0, 0}, {1, 0}, {2, 1}, {3, 2}, {3, 3}};
  EXPECT_EQ(walkedLength(route), 2 * kOrthogonalUnit + 2 * kDiagonalUnit);
}

TEST(RouteTrace, TheWalkedLengthCountsNoTerrain) {
  // Fifteen steps on grass, which costs a walker 2 a step: the field says 30, the walk is 15 cells.
  const Routes grass = routesOn({"S...............G"});
  const Cell spawn = grass.level.spawns[0];
  EXPECT_EQ(grass.field.distance(grass.grid, spawn), 16 * 2 * kOrthogonalUnit);
  EXPECT_EQ(tracedLength(grass.grid, grass.field, spawn), 16 * kOrthogonalUnit);
  // Mud and road on the way change the cost, not the length.
  const Routes mixed = routesOn({"S,,,,====......G"});
  EXPECT_EQ(tracedLength(mixed.grid, mixed.field, mixed.level.spawns[0]), 15 * kOrthogonalUnit);
  EXPECT_EQ(mixed.field.distance(mixed.grid, mixed.level.spawns[0]), (4 * 4 + 4 * 1 + 7 * 2) * kOrthogonalUnit);
}

TEST(RouteTrace, TheTracedLengthIsTheLengthOfTheTracedRoute) {
  const Routes r = routesOn({"S.....#...", "..#...#...", "..#.,,#...", "..#.....#.", "..#..#...G"});
  std::vector<Cell> cells;
  for (int32_t y = 0; y < r.level.height; ++y) {
    for (int32_t x = 0; x < r.level.width; ++x) {
      const Cell c{x, y};
      traceRoute(r.grid, r.field, c, cells);
      if (!r.field.reachable(r.grid, c)) {
        EXPECT_EQ(tracedLength(r.grid, r.field, c), kUnreachable) << x << "," << y;
        continue;
      }
      EXPECT_EQ(tracedLength(r.grid, r.field, c), walkedLength(cells)) << x << "," << y;
    }
  }
  // The goal itself is reached with no step.
  EXPECT_EQ(tracedLength(r.grid, r.field, r.level.goals[0]), 0u);
}

}  // namespace
}  // namespace td
