#include <gtest/gtest.h>

#include <vector>

#include "game/play/RouteFigures.h"

namespace td {
namespace {

RouteLength route(int32_t spawn, double cells, double openCells) {
  RouteLength r;
  r.spawn = spawn;
  r.now = static_cast<Distance>(cells * static_cast<double>(kOrthogonalUnit));
  r.open = static_cast<Distance>(openCells * static_cast<double>(kOrthogonalUnit));
  return r;
}

ShownRoute shown(double cells) {
  ShownRoute r;
  r.length = static_cast<Distance>(cells * static_cast<double>(kOrthogonalUnit));
  return r;
}

TEST(RouteFigures, OneRouteSaysItsLengthAndStretch) {
  const std::vector<RouteLength> routes{route(0, 58.0, 24.0)};
  const auto lines = routeLines(routes);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], "Route 58 cells, 2.4x the shortest");
}

TEST(RouteFigures, SeveralRoutesOneLineEachMostStretchedFirst) {
  const std::vector<RouteLength> routes{route(0, 30.0, 30.0), route(1, 60.0, 20.0), route(2, 45.0, 30.0),
                                        route(3, 31.0, 30.0)};
  const auto lines = routeLines(routes, 3);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "Spawn 2: 60 cells, 3.0x");
  EXPECT_EQ(lines[1], "Spawn 3: 45 cells, 1.5x");
  EXPECT_EQ(lines[2], "Spawn 4: 31 cells, 1.0x");
}

TEST(RouteFigures, TheResultScreenSaysTheRoutesAddedUp) {
  RouteTotals t;
  t.routes = 1;
  t.now = 58 * kOrthogonalUnit;
  t.open = 24 * kOrthogonalUnit;
  EXPECT_EQ(routeTotalText(t), "58 cells, 2.4x the shortest");
  t.routes = 2;
  t.now = (58 + 40) * kOrthogonalUnit;
  t.open = (24 + 30) * kOrthogonalUnit;
  EXPECT_EQ(routeTotalText(t), "98 cells, 1.8x the shortest");
  t.now = t.open;
  EXPECT_EQ(routeTotalText(t), "54 cells, the shortest");
}

TEST(RouteFigures, TheGhostSaysWhatItAddsToEachRoute) {
  const std::vector<ShownRoute> now{shown(40.0)};
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(46.0)}), "+6 cells");
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(41.0)}), "+1 cell");
  EXPECT_EQ(routeChangeLabel(now, std::vector<ShownRoute>{shown(40.2)}), "route unchanged");
  const std::vector<ShownRoute> two{shown(40.0), shown(30.0)};
  EXPECT_EQ(routeChangeLabel(two, std::vector<ShownRoute>{shown(40.0), shown(33.0)}), "+0, +3 cells");
}

}  // namespace
}  // namespace td
