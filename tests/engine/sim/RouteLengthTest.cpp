#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/RouteLength.h"
#include "engine/sim/World.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

TEST(RouteLength, AGrassRouteWalksItsStepsAndCostsTwiceAsMany) {
  // Fifteen steps on grass: 15 cells walked, a cost of 30.
  const LevelDef level = test::testLevel({"S..............G"}, {test::wave("normal", 1, 1.0f)});
  const GameDefs defs = test::testDefs();
  const World world(level, defs, 1);
  std::vector<RouteLength> routes;
  routeLengths(world, routes);
  ASSERT_EQ(routes.size(), 1u);
  EXPECT_EQ(routes[0].walked, 15 * kOrthogonalUnit);
  EXPECT_EQ(routes[0].openWalked, 15 * kOrthogonalUnit);
  EXPECT_DOUBLE_EQ(routes[0].walkedCells(), 15.0);
  EXPECT_DOUBLE_EQ(routes[0].cells(), 30.0);
  EXPECT_DOUBLE_EQ(routes[0].stretch(), 1.0);
  const RouteTotals t = routeTotals(world.state());
  EXPECT_EQ(t.routes, 1);
  EXPECT_DOUBLE_EQ(t.walkedCells(), 15.0);
  EXPECT_DOUBLE_EQ(t.openWalkedCells(), 15.0);
}

TEST(RouteLength, OnOneCostTheStretchIsAlsoTheRatioOfTheWalkedLengths) {
  const LevelDef level = test::testLevel({"..........", "S........G", ".........."}, {test::wave("normal", 1, 1.0f)});
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  // Two archers across the middle row: the route steps round them, 7 straight steps and 2 diagonal.
  ASSERT_TRUE(world.build(0, {4, 0}).ok());
  ASSERT_TRUE(world.build(0, {4, 1}).ok());
  std::vector<RouteLength> routes;
  routeLengths(world, routes);
  ASSERT_EQ(routes.size(), 1u);
  const RouteLength& r = routes[0];
  EXPECT_EQ(r.walked, 7 * kOrthogonalUnit + 2 * kDiagonalUnit);
  EXPECT_EQ(r.openWalked, 9 * kOrthogonalUnit);
  EXPECT_EQ(r.now, 2 * r.walked);
  EXPECT_EQ(r.open, 2 * r.openWalked);
  EXPECT_DOUBLE_EQ(r.stretch(), r.walkedCells() / r.openWalkedCells());
  // The score's look-up has the costs alone.
  const RouteLength own = routeOf(world.state(), 0, 0);
  EXPECT_EQ(own.now, r.now);
  EXPECT_EQ(own.open, r.open);
  EXPECT_EQ(own.walked, 0u);
  const RouteTotals t = routeTotals(world.state());
  EXPECT_EQ(t.walked, r.walked);
  EXPECT_EQ(t.openWalked, r.openWalked);
  EXPECT_DOUBLE_EQ(routeStretch(world), r.stretch());
}

TEST(RouteLength, OnMixedGroundTheStretchIsTheTimeNotTheLength) {
  // Mud (4 a step) on the straight way, grass (2) below it: walkers go round on the grass. A tower on the grass
  // sends them over three cells of mud: the walk grows by a seventh, the time by nearly half.
  const LevelDef level = test::testLevel({"S,,,,,,,,G", ".........."}, {test::wave("normal", 1, 1.0f)});
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  std::vector<RouteLength> routes;
  routeLengths(world, routes);
  ASSERT_EQ(routes.size(), 1u);
  EXPECT_EQ(routes[0].open, 2 * routes[0].openWalked);  // all grass
  ASSERT_TRUE(world.build(0, {4, 1}).ok());
  routeLengths(world, routes);
  const RouteLength& r = routes[0];
  const double longer = r.walkedCells() / r.openWalkedCells();
  EXPECT_GT(longer, 1.0);
  EXPECT_GT(r.stretch(), longer + 0.2);
}

TEST(RouteLength, AskingEveryFrameAllocatesNothing) {
  const LevelDef level = test::testLevel({"S.........", "..........", "S........G"}, {test::wave("normal", 1, 1.0f)});
  const GameDefs defs = test::testDefs();
  const World world(level, defs, 1);
  std::vector<RouteLength> routes;
  test::expectWarmRunAllocatesNothing([&] {
    routeLengths(world, routes);
    Distance sum = 0;
    for (const RouteLength& r : routes) sum += r.walked + r.now;
    return sum + routeTotals(world.state()).walked;
  });
}

}  // namespace
}  // namespace td
