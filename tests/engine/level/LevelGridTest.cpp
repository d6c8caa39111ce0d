#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "engine/level/LevelGrid.h"

namespace td {
namespace {

// A 5x3 level written as text, one character per kind in `glyphs`.
LevelDef makeLevel(const std::vector<std::string>& rows) {
  LevelDef level;
  level.name = "test";
  level.width = static_cast<int32_t>(rows[0].size());
  level.height = static_cast<int32_t>(rows.size());
  level.terrains = {{"grass", 2, true}, {"road", 1, false}, {"rock", kImpassableCost, false}, {"mud", 4, true}};
  level.glyphs = ".=#,";
  for (const std::string& row : rows) {
    for (char c : row) level.tiles.push_back(static_cast<uint8_t>(level.glyphs.find(c)));
  }
  level.spawns = {{0, 1}};
  level.goals = {{4, 1}};
  return level;
}

TEST(LevelGrid, EveryCellGetsItsTerrainKind) {
  const LevelDef level = makeLevel({
      "..#,,",
      "=====",
      ".#..,",
  });
  const Grid grid = makeGrid(level);
  ASSERT_EQ(grid.width(), 5);
  ASSERT_EQ(grid.height(), 3);
  for (int32_t y = 0; y < 3; ++y) {
    for (int32_t x = 0; x < 5; ++x) {
      EXPECT_EQ(grid.terrain({x, y}), level.tile({x, y})) << x << "," << y;
      EXPECT_FALSE(grid.blocked({x, y}));
    }
  }
  EXPECT_EQ(grid.cost({0, 0}), 2);
  EXPECT_EQ(grid.cost({2, 1}), 1);
  EXPECT_EQ(grid.cost({4, 0}), 4);
  EXPECT_FALSE(grid.passable({2, 0}));
  EXPECT_FALSE(grid.passable({1, 2}));
  EXPECT_TRUE(grid.buildable({0, 0}));
  EXPECT_FALSE(grid.buildable({0, 1}));  // road
  EXPECT_FALSE(grid.buildable({2, 0}));  // rock
  EXPECT_EQ(grid.minCost(), 1);
  EXPECT_EQ(grid.maxCost(), 4);
}

TEST(LevelGrid, KindsKeepTheirNamesAndOrder) {
  const LevelDef level = makeLevel({"=.#,."});
  const Grid grid = makeGrid(level);
  ASSERT_EQ(grid.terrains().size(), 4u);
  EXPECT_EQ(grid.terrains()[0].name, "grass");
  EXPECT_EQ(grid.terrains()[3].name, "mud");
  EXPECT_EQ(grid.terrains()[3].cost, 4);
}

TEST(LevelGrid, AMapOfOneMinorityKindIsStillRight) {
  // The grid is filled with the most common kind first; a level where kind 0
  // is absent must still come out cell for cell.
  const LevelDef level = makeLevel({",,,,,", ",,=,,", ",,,,,"});
  const Grid grid = makeGrid(level);
  EXPECT_EQ(grid.terrain({0, 0}), 3);
  EXPECT_EQ(grid.terrain({2, 1}), 1);
  EXPECT_TRUE(grid.uniformCost() == false);
}

TEST(LevelGrid, RejectsInconsistentDefinitions) {
  LevelDef wrongCount = makeLevel({".....", "....."});
  wrongCount.tiles.pop_back();
  EXPECT_THROW(makeGrid(wrongCount), std::invalid_argument);

  LevelDef badKind = makeLevel({".....", "....."});
  badKind.tiles[3] = 9;
  EXPECT_THROW(makeGrid(badKind), std::invalid_argument);

  LevelDef badSize = makeLevel({"....."});
  badSize.width = 0;
  badSize.tiles.clear();
  EXPECT_THROW(makeGrid(badSize), std::invalid_argument);

  LevelDef noKinds = makeLevel({"....."});
  noKinds.terrains.clear();
  EXPECT_THROW(makeGrid(noKinds), std::invalid_argument);
}

}  // namespace
}  // namespace td
