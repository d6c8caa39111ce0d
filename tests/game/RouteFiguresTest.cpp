#include <gtest/gtest.h>

#include <vector>

#include "engine/path/RouteTrace.h"
#include "engine/sim/World.h"
#include "game/play/RouteFigures.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

Distance units(double cells) { return static_cast<Distance>(cells * static_cast<double>(kOrthogonalUnit)); }

// A route of `cells` walked cells now and `openCells` on the open level, all on grass (2 a cell).
RouteLength route(int32_t spawn, double cells, double openCells) {
  RouteLength r;
  r.spawn = spawn;
  r.walked = units(cells);
  r.openWalked = units(openCells);
  r.now = 2 * r.walked;
  r.open = 2 * r.openWalked;
  return r;
}

// A straight route of `steps` cells east from (0, 0), or `diagonal` of them diagonal first.
ShownRoute shown(int steps, int diagonal = 0) {
  ShownRoute r;
  Cell at{0, 0};
  r.cells.push_back(at);
  for (int i = 0; i < steps; ++i) {
    at = {at.x + 1, at.y + (i < diagonal ? 1 : 0)};
    r.cells.push_back(at);
  }
  r.walked = walkedLength(r.cells);
  r.length = 2 * r.walked;
  return r;
}

std::vector<std::string> lines(const std::vector<RouteLength>& routes, size_t maxLines = 3) {
  std::vector<std::string> out;
  routeLines(routes, out, maxLines);
  return out;
}

TEST(RouteFigures, OneRouteSaysItsCellsAndHowManyTimesAsLongItTakes) {
  const auto one = lines({route(0, 58.0, 24.0)});
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0], "Route 58 cells, takes 2.4x as long");
  EXPECT_EQ(lines({route(0, 24.0, 24.0)})[0], "Route 24 cells, the quickest way");
  // The time is the terrain's: a maze that sends the walk from grass (2 a cell) onto road (1) may add cells and
  // no time.
  RouteLength road = route(0, 30.0, 15.0);
  road.now = road.open;
  EXPECT_EQ(lines({road})[0], "Route 30 cells, the quickest way");
}

TEST(RouteFigures, TheCellsAreWalkedCellsNotTheFieldsCost) {
  // The case: fifteen steps on grass, which the flow field counts as 30.
  const LevelDef level = test::testLevel({"S..............G"}, {test::wave("normal", 1, 1.0f)});
  const GameDefs defs = test::testDefs();
  const World world(level, defs, 1);
  std::vector<RouteLength> routes;
  routeLengths(world, routes);
  EXPECT_EQ(lines(routes)[0], "Route 15 cells, the quickest way");
  EXPECT_EQ(routeTotalText(routeTotals(world.state())), "15 cells, the quickest way");
  std::vector<ShownRoute> now;
  RoutePreview::trace(world.layers(), level.spawns, now);
  ASSERT_EQ(now.size(), 1u);
  EXPECT_EQ(now[0].walked, 15 * kOrthogonalUnit);
  EXPECT_EQ(now[0].length, 30 * kOrthogonalUnit);
}

TEST(RouteFigures, SeveralRoutesOneLineEachMostStretchedFirst) {
  const std::vector<RouteLength> routes{route(0, 30.0, 30.0), route(1, 60.0, 20.0), route(2, 45.0, 30.0),
                                        route(3, 31.0, 30.0)};
  const auto three = lines(routes, 3);
  ASSERT_EQ(three.size(), 3u);
  EXPECT_EQ(three[0], "Spawn 2: 60 cells, takes 3.0x as long");
  EXPECT_EQ(three[1], "Spawn 3: 45 cells, takes 1.5x as long");
  EXPECT_EQ(three[2], "Spawn 4: 31 cells, takes 1.0x as long");
  // Equal stretches keep the routes' order.
  const auto tied = lines({route(0, 30.0, 30.0), route(1, 20.0, 20.0)});
  ASSERT_EQ(tied.size(), 2u);
  EXPECT_EQ(tied[0], "Spawn 1: 30 cells, the quickest way");
  EXPECT_EQ(tied[1], "Spawn 2: 20 cells, the quickest way");
  EXPECT_TRUE(lines(routes, 0).empty());
  EXPECT_TRUE(lines({}).empty());
}

TEST(RouteFigures, LinesAskedEveryFrameAllocateNothing) {
  const std::vector<RouteLength> routes{route(0, 30.0, 30.0), route(1, 160.0, 20.0), route(2, 45.0, 30.0)};
  std::vector<std::string> out;
  test::expectWarmRunAllocatesNothing([&] {
    routeLines(routes, out);
    size_t chars = 0;
    for (const std::string& line : out) chars += line.size();
    return chars;
  });
}

TEST(RouteFigures, TheResultScreenSaysTheRoutesAddedUp) {
  RouteTotals t;
  t.routes = 1;
  t.walked = 58 * kOrthogonalUnit;
  t.openWalked = 24 * kOrthogonalUnit;
  t.now = 2 * t.walked;
  t.open = 2 * t.openWalked;
  EXPECT_EQ(routeTotalText(t), "58 cells, takes 2.4x as long");
  t.routes = 2;
  t.walked = (58 + 40) * kOrthogonalUnit;
  t.openWalked = (24 + 30) * kOrthogonalUnit;
  t.now = 2 * t.walked;
  t.open = 2 * t.openWalked;
  EXPECT_EQ(routeTotalText(t), "98 cells, takes 1.8x as long");
  t.walked = t.openWalked;
  t.now = t.open;
  EXPECT_EQ(routeTotalText(t), "54 cells, the quickest way");
}

TEST(RouteFigures, TheGhostSaysWhatItAddsToEachRoutesCells) {
  const std::vector<ShownRoute> now{shown(40)};
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(46)}), "+6 cells");
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(41)}), "+1 cell");
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(40)}), "route unchanged");
  // Two straight steps turned diagonal: 0.83 of a cell more, said in tenths.
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(40, 2)}), "+0.8 cells");
  // Ten: 4.1 more, said in whole cells.
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(40, 10)}), "+4 cells");
  const std::vector<ShownRoute> two{shown(40), shown(30)};
  EXPECT_EQ(routeChangeLabel(two, std::vector<ShownRoute>{shown(40), shown(33)}), "+0, +3 cells");
  EXPECT_EQ(routeChangeLabel(two, std::vector<ShownRoute>{shown(39), shown(31)}), "-1, +1 cells");
  // Shown as a gain only when some route walks more cells.
  EXPECT_TRUE(addsCells(two, std::vector<ShownRoute>{shown(39), shown(31)}));
  EXPECT_FALSE(addsCells(now, std::vector<ShownRoute>{shown(39)}));
  // A route that moves without growing: true, and not a gain.
  const std::vector<ShownRoute> bent{shown(40, 1)};
  const std::vector<ShownRoute> bentElsewhere{[] {
    ShownRoute r = shown(40, 1);
    r.cells[1] = {1, 0};
    r.cells[2] = {2, 1};
    return r;
  }()};
  EXPECT_EQ(routeChangeLabel(bent, bentElsewhere), "+0 cells");
  EXPECT_FALSE(addsCells(bent, bentElsewhere));
}

}  // namespace
}  // namespace td
