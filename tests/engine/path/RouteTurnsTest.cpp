#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "engine/path/FlowField.h"
#include "engine/path/RouteTrace.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// How walkers choose among equally short routes (engine/grid/Direction.h):
// the plain rule takes the first optimal direction in Direction order; a
// walker passes its heading and keeps it while it stays optimal. Both are
// checked against a brute-force count of the fewest turns any shortest
// route has.

struct Walk {
  std::vector<Cell> cells;
  int turns = 0;
};

Walk walk(const Grid& grid, const FlowField& field, Cell from, bool keepHeading) {
  Walk w;
  w.cells.push_back(from);
  Direction heading = Direction::None;
  for (Cell c = from; field.distance(grid, c) != 0;) {
    const Direction d = keepHeading ? field.direction(grid, c, heading) : field.direction(grid, c);
    if (d == Direction::None) break;
    if (heading != Direction::None && d != heading) ++w.turns;
    heading = d;
    c = {c.x + step(d).dx, c.y + step(d).dy};
    w.cells.push_back(c);
  }
  return w;
}

// The fewest turns over every shortest route from each cell, for each
// heading it arrives with: cells in order of distance, each taking the best
// optimal move. Row-major, kDirectionCount + 1 headings per cell (the last:
// no heading yet).
std::vector<int> fewestTurns(const Grid& grid, const FlowField& field) {
  const int32_t w = grid.width();
  const int32_t h = grid.height();
  constexpr int kHeadings = kDirectionCount + 1;
  constexpr int kInfinite = 1 << 20;
  std::vector<Cell> order;
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      if (field.reachable(grid, {x, y})) order.push_back({x, y});
    }
  }
  std::sort(order.begin(), order.end(),
            [&](Cell a, Cell b) { return field.distance(grid, a) < field.distance(grid, b); });
  std::vector<int> best(static_cast<size_t>(w * h * kHeadings), kInfinite);
  auto at = [&](Cell c, int heading) -> int& {
    return best[static_cast<size_t>((c.y * w + c.x) * kHeadings + heading)];
  };
  const int dirs = directionCount(field.connectivity());
  for (const Cell c : order) {
    const Distance here = field.distance(grid, c);
    for (int in = 0; in < kHeadings; ++in) {
      if (here == 0) {
        at(c, in) = 0;
        continue;
      }
      for (int d = 0; d < dirs; ++d) {
        const auto dir = static_cast<Direction>(d);
        const Cell n{c.x + step(dir).dx, c.y + step(dir).dy};
        if (!grid.canStep(grid.index(c), dir) || !field.reachable(grid, n)) continue;
        if (field.distance(grid, n) + stepUnit(dir) * grid.cost(n) != here) continue;
        const int turn = (in != kDirectionCount && in != d) ? 1 : 0;
        at(c, in) = std::min(at(c, in), at(n, d) + turn);
      }
    }
  }
  std::vector<int> fromStart(static_cast<size_t>(w * h), kInfinite);
  for (const Cell c : order) fromStart[static_cast<size_t>(c.y * w + c.x)] = at(c, kDirectionCount);
  return fromStart;
}

TEST(RouteTurns, KeepingTheHeadingSparesTheNeedlessTurn) {
  // One wall cell at (1, 0), 4-connected, from (0, 0) to (5, 3): the plain
  // rule goes S E E E E E S S (two turns), a walker S S S E E E E E (one).
  Grid grid = test::gridFromRows({
      ".#....",
      "......",
      "......",
      "......",
  });
  FlowField field;
  const std::vector<Cell> goal{{5, 3}};
  field.compute(grid, goal, Connectivity::Four);
  EXPECT_EQ(walk(grid, field, {0, 0}, false).turns, 2);
  EXPECT_EQ(walk(grid, field, {0, 0}, true).turns, 1);
  EXPECT_EQ(fewestTurns(grid, field)[0], 1);
}

TEST(RouteTurns, WalkersStayOnShortestRoutesWithNoMoreTurnsOverall) {
  // On random maps, every route from every cell: both rules give shortest
  // routes (they only choose among optimal moves), neither beats the brute
  // force, and keeping the heading turns less in total than the plain rule.
  test::Rng rng(2024);
  long plainTurns = 0;
  long keptTurns = 0;
  long fewest = 0;
  long routes = 0;
  long keptOptimal = 0;
  std::vector<Cell> traced;
  for (const Connectivity connectivity : {Connectivity::Four, Connectivity::Eight}) {
    for (int round = 0; round < 40; ++round) {
      const Grid grid = test::randomGrid(rng, 14, 10, 18, round % 2 == 1);
      const std::vector<Cell> goal{test::randomPassable(rng, grid)};
      FlowField field;
      field.compute(grid, goal, connectivity);
      const std::vector<int> least = fewestTurns(grid, field);
      for (int32_t y = 0; y < grid.height(); ++y) {
        for (int32_t x = 0; x < grid.width(); ++x) {
          const Cell c{x, y};
          if (!field.reachable(grid, c)) continue;
          const Walk plain = walk(grid, field, c, false);
          const Walk kept = walk(grid, field, c, true);
          ASSERT_EQ(field.distance(grid, kept.cells.back()), 0u);
          traceRoute(grid, field, c, traced);
          ASSERT_EQ(traced, kept.cells) << "the route preview shows the route walkers take";
          ASSERT_EQ(field.distance(grid, plain.cells.back()), 0u);
          const int lower = least[static_cast<size_t>(y * grid.width() + x)];
          ASSERT_GE(kept.turns, lower);
          ASSERT_GE(plain.turns, lower);
          plainTurns += plain.turns;
          keptTurns += kept.turns;
          fewest += lower;
          keptOptimal += kept.turns == lower ? 1 : 0;
          ++routes;
        }
      }
    }
  }
  std::printf(
      "%ld routes: turns %ld with the plain rule, %ld keeping the heading, %ld at the fewest; "
      "keeping the heading is fewest-turn on %.1f%% of routes\n",
      routes, plainTurns, keptTurns, fewest, 100.0 * static_cast<double>(keptOptimal) / static_cast<double>(routes));
  EXPECT_GT(routes, 5000);
  EXPECT_LT(keptTurns, plainTurns);
}

}  // namespace
}  // namespace td
