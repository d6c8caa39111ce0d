#include <gtest/gtest.h>

#include <algorithm>

#include "engine/level/LevelGrid.h"
#include "game/play/RoutePreview.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

bool passesThrough(const std::vector<Cell>& route, Cell c) {
  return std::find(route.begin(), route.end(), c) != route.end();
}

TEST(RoutePreviewTest, ShowsTheDetourWithoutTouchingTheGame) {
  const LevelDef level = test::testLevel({"......", "S....G", "......"}, {});
  Grid grid = makeGrid(level);
  FlowField field;
  field.compute(grid, level.goals, level.connectivity);

  std::vector<std::vector<Cell>> now;
  RoutePreview::trace(grid, field, level.spawns, now);
  ASSERT_EQ(now.size(), 1u);
  EXPECT_EQ(now[0].front(), (Cell{0, 1}));
  EXPECT_EQ(now[0].back(), (Cell{5, 1}));
  EXPECT_EQ(now[0].size(), 6u);  // straight along the middle row
  ASSERT_TRUE(passesThrough(now[0], {3, 1}));

  RoutePreview preview;
  std::vector<std::vector<Cell>> then;
  ASSERT_TRUE(preview.compute(grid, field, level.spawns, {3, 1}, then));
  ASSERT_EQ(then.size(), 1u);
  EXPECT_FALSE(passesThrough(then[0], {3, 1}));
  EXPECT_EQ(then[0].back(), (Cell{5, 1}));
  // The game's own grid and field are as they were.
  EXPECT_FALSE(grid.blocked({3, 1}));
  EXPECT_EQ(field.next(grid, {2, 1}), (Cell{3, 1}));
}

TEST(RoutePreviewTest, RefusesCellsThatCannotBeBlocked) {
  const LevelDef level = test::testLevel({"..#...", "S.#..G", "......"}, {});
  const Grid grid = makeGrid(level);
  FlowField field;
  field.compute(grid, level.goals, level.connectivity);
  RoutePreview preview;
  std::vector<std::vector<Cell>> out;
  EXPECT_FALSE(preview.compute(grid, field, level.spawns, {2, 0}, out));  // rock
  EXPECT_FALSE(preview.compute(grid, field, level.spawns, {9, 9}, out));  // off the map
  EXPECT_TRUE(out.empty());
}

}  // namespace
}  // namespace td
