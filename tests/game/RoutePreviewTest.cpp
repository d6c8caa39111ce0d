#include <gtest/gtest.h>

#include <algorithm>

#include "engine/sim/World.h"
#include "game/play/RoutePreview.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

bool passesThrough(const std::vector<Cell>& route, Cell c) {
  return std::find(route.begin(), route.end(), c) != route.end();
}

TEST(RoutePreviewTest, ShowsTheDetourWithoutTouchingTheGame) {
  const LevelDef level = test::testLevel({"......", "S....G", "......"}, {});
  const GameDefs defs = test::testDefs();
  const World world(level, defs, 1);

  std::vector<ShownRoute> now;
  RoutePreview::trace(world.layers(), level.spawns, now);
  ASSERT_EQ(now.size(), 1u);
  EXPECT_EQ(now[0].spawn, 0);
  EXPECT_EQ(now[0].cells.front(), (Cell{0, 1}));
  EXPECT_EQ(now[0].cells.back(), (Cell{5, 1}));
  EXPECT_EQ(now[0].cells.size(), 6u);  // straight along the middle row
  ASSERT_TRUE(passesThrough(now[0].cells, {3, 1}));

  RoutePreview preview;
  std::vector<ShownRoute> then;
  ASSERT_TRUE(preview.compute(world.layers(), level.spawns, {3, 1}, then));
  ASSERT_EQ(then.size(), 1u);
  EXPECT_FALSE(passesThrough(then[0].cells, {3, 1}));
  EXPECT_EQ(then[0].cells.back(), (Cell{5, 1}));
  // The game's own grid and field are as they were.
  EXPECT_FALSE(world.grid().blocked({3, 1}));
  EXPECT_FALSE(world.layers()[0].grid.blocked({3, 1}));
  EXPECT_EQ(world.flow().next(world.layers()[0].grid, {2, 1}), (Cell{3, 1}));
}

TEST(RoutePreviewTest, RefusesCellsThatCannotBeBlocked) {
  const LevelDef level = test::testLevel({"..#...", "S.#..G", "......"}, {});
  const GameDefs defs = test::testDefs();
  const World world(level, defs, 1);
  RoutePreview preview;
  std::vector<ShownRoute> out;
  EXPECT_FALSE(preview.compute(world.layers(), level.spawns, {2, 0}, out));  // rock
  EXPECT_FALSE(preview.compute(world.layers(), level.spawns, {9, 9}, out));  // off the map
  EXPECT_TRUE(out.empty());
}

// With carts and soldiers on one level each class shows its own route, in
// its own colour: soldiers across the grass, carts round by the road.
TEST(RoutePreviewTest, EachClassHasItsRouteAndColour) {
  LevelDef level = test::testLevel({"=========", "=.......=", "=.......=", "=.......=", "=.......=", "S.......G",
                                    "=.......=", "=.......=", "=.......=", "=.......=", "========="},
                                   {});
  level.terrains[0].classCost[1] = 6;   // grass
  level.terrains[1].classCost[1] = 1;   // road
  level.terrains[2].classCost[1] = 20;  // mud
  GameDefs defs = test::testDefs();
  EnemyDef cart{"cart", "Cart", 40.0f, 1.2f, 0.0f, 0.3f, 4, 1, false};
  cart.moverClass = MoverClass::Wheeled;
  defs.enemies.push_back(cart);
  WaveDef wave;
  wave.groups.push_back({"normal", 1, 1.0f, 0, 0.0f});
  wave.groups.push_back({"cart", 1, 1.0f, 0, 0.0f});
  level.waves = {wave};
  const World world(level, defs, 1);

  std::vector<ShownRoute> routes;
  RoutePreview::trace(world.layers(), level.spawns, routes);
  ASSERT_EQ(routes.size(), 2u);
  EXPECT_EQ(routes[0].moverClass, MoverClass::Foot);
  EXPECT_EQ(routes[1].moverClass, MoverClass::Wheeled);
  EXPECT_TRUE(passesThrough(routes[0].cells, {4, 5}));
  EXPECT_FALSE(passesThrough(routes[1].cells, {4, 5}));
  EXPECT_NE(routeColorIndex(routes[0], 2), routeColorIndex(routes[1], 2));
  // With one class the colour goes by spawn, as before.
  EXPECT_EQ(routeColorIndex(routes[0], 1), 0u);
}

}  // namespace
}  // namespace td
