#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "game/Board.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

// Rows of '.' grass, '=' road, '#' rock; 'S' spawn and 'G' goal on grass.
LevelDef levelFrom(const std::vector<std::string>& rows, Connectivity connectivity = Connectivity::Eight) {
  LevelDef level;
  level.name = "test";
  level.width = static_cast<int32_t>(rows[0].size());
  level.height = static_cast<int32_t>(rows.size());
  level.terrains = {{"grass", 2, true}, {"road", 1, false}, {"rock", kImpassableCost, false}};
  level.glyphs = ".=#";
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      const char c = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
      if (c == 'S') level.spawns.push_back({x, y});
      if (c == 'G') level.goals.push_back({x, y});
      const size_t kind = level.glyphs.find(c);
      level.tiles.push_back(static_cast<uint8_t>(kind == std::string::npos ? 0 : kind));
    }
  }
  level.connectivity = connectivity;
  level.gold = 100;
  level.lives = 10;
  return level;
}

bool contains(const std::vector<Cell>& cells, Cell c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

// Every step of a route is one legal move and the route ends on a goal.
void expectValidRoute(const Board& board, const std::vector<Cell>& route) {
  ASSERT_FALSE(route.empty());
  for (size_t i = 1; i < route.size(); ++i) {
    const Cell a = route[i - 1];
    const Cell b = route[i];
    EXPECT_LE(std::abs(a.x - b.x), 1);
    EXPECT_LE(std::abs(a.y - b.y), 1);
    EXPECT_TRUE(board.grid().passable(b)) << b.x << "," << b.y;
  }
  EXPECT_TRUE(contains(board.level().goals, route.back()));
}

TEST(Board, StartsWithARouteFromEverySpawn) {
  const Board board(levelFrom({
      "S.....",
      "......",
      ".....G",
  }));
  ASSERT_EQ(board.routes().size(), 1u);
  EXPECT_EQ(board.routes()[0].front(), (Cell{0, 0}));
  expectValidRoute(board, board.routes()[0]);
  EXPECT_EQ(board.wallCount(), 0);
}

TEST(Board, AWallOnTheRouteSendsItAround) {
  Board board(levelFrom({
      "......",
      "S....G",
      "......",
  }));
  const std::vector<Cell> before = board.routes()[0];
  ASSERT_TRUE(contains(before, Cell{3, 1}));
  const uint64_t revision = board.revision();
  ASSERT_TRUE(board.placeWall({3, 1}).ok());
  EXPECT_TRUE(board.hasWall({3, 1}));
  EXPECT_EQ(board.wallCount(), 1);
  EXPECT_GT(board.revision(), revision);
  EXPECT_FALSE(contains(board.routes()[0], Cell{3, 1}));
  expectValidRoute(board, board.routes()[0]);

  // Removing it restores the straight route.
  ASSERT_TRUE(board.removeWall({3, 1}));
  EXPECT_EQ(board.routes()[0], before);
  EXPECT_EQ(board.wallCount(), 0);
  EXPECT_FALSE(board.removeWall({3, 1}));
}

TEST(Board, RefusedWallsChangeNothing) {
  Board open(levelFrom({
      "S.#...",
      "==....",
      "..#..G",
  }));
  const uint64_t revision = open.revision();
  EXPECT_EQ(open.placeWall({0, 1}).status, PlacementStatus::NotBuildable);  // road
  EXPECT_EQ(open.placeWall({0, 0}).status, PlacementStatus::Endpoint);
  EXPECT_EQ(open.placeWall({2, 0}).status, PlacementStatus::NotBuildable);  // rock
  EXPECT_EQ(open.placeWall({9, 9}).status, PlacementStatus::OutOfMap);
  // (2,1) is the only gap in the rock column: walling it would seal the spawn.
  const PlacementResult seal = open.placeWall({2, 1});
  EXPECT_EQ(seal.status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(seal.spawn, 0);
  EXPECT_FALSE(open.hasWall({2, 1}));
  EXPECT_EQ(open.wallCount(), 0);
  EXPECT_EQ(open.revision(), revision);
  expectValidRoute(open, open.routes()[0]);
}

TEST(Board, IncrementalUpdatesMatchAFreshField) {
  Board board(levelFrom({
      "S.........",
      "..........",
      "....==....",
      "..........",
      ".........G",
  }));
  const Cell walls[] = {{3, 0}, {3, 1}, {3, 2}, {6, 4}, {6, 3}, {7, 1}};
  for (const Cell w : walls) ASSERT_TRUE(board.placeWall(w).ok());
  ASSERT_TRUE(board.removeWall({3, 1}));
  FlowField fresh;
  fresh.compute(board.grid(), board.level().goals, board.level().connectivity);
  for (int32_t y = 0; y < board.grid().height(); ++y) {
    for (int32_t x = 0; x < board.grid().width(); ++x) {
      EXPECT_EQ(board.field().distance(board.grid(), {x, y}), fresh.distance(board.grid(), {x, y})) << x << "," << y;
    }
  }
  expectValidRoute(board, board.routes()[0]);
}

TEST(Board, ShippedLevelsStartPlayable) {
  const TerrainsLoad terrains = loadTerrains(td::test::sourceDir().string() + "/assets/defs/terrains.json");
  ASSERT_TRUE(terrains.ok());
  for (const char* name : {"01_first_steps.json", "02_open_field.json"}) {
    SCOPED_TRACE(name);
    LevelLoad load = loadLevel(td::test::sourceDir().string() + "/levels/" + name, terrains.terrains);
    ASSERT_TRUE(load.ok());
    const Board board(std::move(load.level));
    ASSERT_EQ(board.routes().size(), board.level().spawns.size());
    for (const auto& route : board.routes()) {
      expectValidRoute(board, route);
      // Designed levels make enemies walk a while before reaching the goal.
      EXPECT_GE(route.size(), 20u);
    }
  }
}

}  // namespace
}  // namespace td
