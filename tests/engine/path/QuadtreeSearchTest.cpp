#include <gtest/gtest.h>

#include <set>
#include <utility>
#include <vector>

#include "engine/path/AStar.h"
#include "engine/path/QuadtreeSearch.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// The route's length by the grid's step costs, checked move by move: a chain
// of neighbours from start to goal, no diagonal when 4-connected, no corner
// cut, no cell twice. kUnreachable when it is not a legal route.
Distance quadRouteLength(const Grid& grid, const std::vector<Cell>& route, Cell start, Cell goal, bool eight) {
  if (route.empty() || route.front() != start || route.back() != goal) return kUnreachable;
  std::set<std::pair<int32_t, int32_t>> cells;
  Distance total = 0;
  for (size_t k = 0; k < route.size(); ++k) {
    if (!grid.passable(route[k]) || !cells.emplace(route[k].x, route[k].y).second) return kUnreachable;
    if (k == 0) continue;
    const int dx = route[k].x - route[k - 1].x;
    const int dy = route[k].y - route[k - 1].y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) return kUnreachable;
    const bool diagonal = dx != 0 && dy != 0;
    if (diagonal && !eight) return kUnreachable;
    if (diagonal && (!grid.passable({route[k - 1].x + dx, route[k - 1].y}) ||
                     !grid.passable({route[k - 1].x, route[k - 1].y + dy}))) {
      return kUnreachable;
    }
    total += (diagonal ? kDiagonalUnit : kOrthogonalUnit) * grid.cost(route[k]);
  }
  return total;
}

struct Tally {
  int found = 0;
  int unreachable = 0;
  int longer = 0;
};

Tally checkRandomQueries(uint64_t seed, QuadCost cost) {
  test::Rng rng(seed);
  Quadtree tree;
  QuadtreeSearch search;
  AStar astar;
  std::vector<Cell> path;
  std::vector<Cell> shortest;
  Tally t;
  for (int round = 0; round < 200; ++round) {
    const bool eight = round % 2 == 0;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const Grid grid = test::randomGrid(rng, 2 + rng.below(30), 2 + rng.below(30), 5 + rng.below(35), round % 3 == 0);
    tree.build(grid);
    for (int q = 0; q < 8; ++q) {
      const Cell start = test::randomPassable(rng, grid);
      const Cell goal = test::randomPassable(rng, grid);
      const PathResult r = search.find(tree, start, goal, conn, path, cost);
      const PathResult best = astar.find(grid, start, goal, conn, shortest);
      if (best.status == PathStatus::Unreachable) {
        EXPECT_EQ(r.status, PathStatus::Unreachable);
        EXPECT_TRUE(path.empty());
        ++t.unreachable;
        continue;
      }
      EXPECT_EQ(r.status, PathStatus::Found) << "round " << round;
      if (r.status != PathStatus::Found) continue;
      const Distance length = quadRouteLength(grid, path, start, goal, eight);
      EXPECT_NE(length, kUnreachable) << "round " << round;
      EXPECT_EQ(r.cost, length);
      EXPECT_GE(r.cost, best.cost);
      EXPECT_LE(r.expanded, tree.passableLeafCount());
      t.longer += r.cost > best.cost ? 1 : 0;
      ++t.found;
    }
  }
  return t;
}

// A route exactly when the grid has one, a legal chain of moves whose length is
// the reported cost, never shorter than A*'s; and, being a coarse search, now
// and then longer.
TEST(QuadtreeSearch, FindsALegalRouteExactlyWhenOneExistsWithCrossingCosts) {
  const Tally t = checkRandomQueries(31, QuadCost::Crossings);
  EXPECT_GT(t.found, 1000);
  EXPECT_GT(t.unreachable, 20);
  EXPECT_GT(t.longer, 20);
}

TEST(QuadtreeSearch, FindsALegalRouteExactlyWhenOneExistsWithCentreCosts) {
  const Tally t = checkRandomQueries(32, QuadCost::Centres);
  EXPECT_GT(t.found, 1000);
  EXPECT_GT(t.unreachable, 20);
  EXPECT_GT(t.longer, 20);
}

TEST(QuadtreeSearch, ReportsInvalidEndsAndTheTrivialRoute) {
  const Grid grid = test::gridFromRows({"..#.."});
  Quadtree tree;
  tree.build(grid);
  QuadtreeSearch search;
  std::vector<Cell> path{{0, 0}};
  EXPECT_EQ(search.find(tree, {2, 0}, {0, 0}, Connectivity::Eight, path).status, PathStatus::StartInvalid);
  EXPECT_EQ(search.state(), QuadSearchState::StartInvalid);
  EXPECT_EQ(search.find(tree, {0, 0}, {9, 0}, Connectivity::Eight, path).status, PathStatus::GoalInvalid);
  EXPECT_EQ(search.find(tree, {0, 0}, {4, 0}, Connectivity::Eight, path).status, PathStatus::Unreachable);
  const PathResult same = search.find(tree, {1, 0}, {1, 0}, Connectivity::Eight, path);
  EXPECT_EQ(same.status, PathStatus::Found);
  EXPECT_EQ(same.cost, 0u);
  EXPECT_EQ(path, (std::vector<Cell>{{1, 0}}));
}

// Where the map is open the leaves are big: a long route takes a handful of
// expansions, and across one leaf the route is the straight octile line.
TEST(QuadtreeSearch, CrossesOpenGroundInFewLeaves) {
  std::vector<std::string> rows(64, std::string(64, '.'));
  rows[40][20] = '#';
  const Grid grid = test::gridFromRows(rows);
  Quadtree tree;
  tree.build(grid);
  QuadtreeSearch search;
  AStar astar;
  std::vector<Cell> path;
  std::vector<Cell> shortest;
  const PathResult r = search.find(tree, {1, 1}, {62, 60}, Connectivity::Eight, path);
  ASSERT_EQ(r.status, PathStatus::Found);
  const PathResult best = astar.find(grid, {1, 1}, {62, 60}, Connectivity::Eight, shortest);
  EXPECT_EQ(r.cost, best.cost);
  EXPECT_LT(r.expanded, 8u);
  EXPECT_GT(best.expanded, 50u);
  const PathResult inside = search.find(tree, {2, 3}, {20, 9}, Connectivity::Eight, path);
  ASSERT_EQ(inside.status, PathStatus::Found);
  EXPECT_EQ(inside.expanded, 1u);
  EXPECT_EQ(inside.cost, 6 * kDiagonalUnit + 12 * kOrthogonalUnit);
}

// Driven a leaf at a time, the query shows its progress and ends where find() does.
TEST(QuadtreeSearch, StepsOneLeafAtATimeToTheSameRouteAsFind) {
  const Grid grid = test::gridFromRows({
      "................",
      "................",
      "......#.........",
      "......#.........",
      "......#.........",
      "......#.........",
      "......######....",
      "................",
  });
  Quadtree tree;
  tree.build(grid);
  QuadtreeSearch search;
  std::vector<Cell> whole;
  const PathResult r = search.find(tree, {2, 4}, {9, 4}, Connectivity::Eight, whole);
  ASSERT_EQ(r.status, PathStatus::Found);

  EXPECT_EQ(search.begin(tree, {2, 4}, {9, 4}, Connectivity::Eight), QuadSearchState::Searching);
  EXPECT_EQ(search.mark(tree.leafAt({2, 4})), QuadLeafMark::Open);
  EXPECT_EQ(search.mark(tree.leafAt({9, 4})), QuadLeafMark::Unseen);
  EXPECT_EQ(search.costTo(tree.leafAt({2, 4})), 0u);
  uint32_t steps = 0;
  while (search.state() == QuadSearchState::Searching) {
    const uint32_t before = search.expanded();
    search.advance();
    ++steps;
    EXPECT_EQ(search.expanded(), before + 1);
    ASSERT_NE(search.current(), Quadtree::kNoLeaf);
    EXPECT_EQ(search.mark(search.current()), QuadLeafMark::Closed);
  }
  EXPECT_EQ(search.state(), QuadSearchState::Found);
  EXPECT_EQ(steps, r.expanded);
  EXPECT_EQ(search.current(), tree.leafAt({9, 4}));
  ASSERT_FALSE(search.corridor().empty());
  EXPECT_EQ(search.corridor().front(), tree.leafAt({2, 4}));
  EXPECT_EQ(search.corridor().back(), tree.leafAt({9, 4}));
  std::vector<Cell> stepped;
  EXPECT_EQ(search.route(stepped), r.cost);
  EXPECT_EQ(stepped, whole);
  // Every cell of the route lies in a leaf of the corridor, in its order.
  size_t at = 0;
  for (const Cell c : stepped) {
    while (at < search.corridor().size() && tree.leafAt(c) != search.corridor()[at]) ++at;
    ASSERT_LT(at, search.corridor().size());
  }
  // Further steps change nothing.
  EXPECT_EQ(search.advance(), QuadSearchState::Found);
}

TEST(QuadtreeSearch, CrossingCellsLieOnTheSharedEdgeNearestToWhereTheLeafWasEntered) {
  const QuadLeaf big{0, 0, 8, 1};
  const QuadLeaf east{8, 4, 2, 1};
  const QuadCrossing c = quadCrossing(big, east, {1, 1});
  EXPECT_EQ(c.exit, (Cell{7, 4}));
  EXPECT_EQ(c.entry, (Cell{8, 4}));
  const QuadCrossing level = quadCrossing(big, east, {3, 5});
  EXPECT_EQ(level.exit, (Cell{7, 5}));
  const QuadLeaf north{4, -4, 4, 1};
  const QuadCrossing up = quadCrossing(big, north, {1, 6});
  EXPECT_EQ(up.exit, (Cell{4, 0}));
  EXPECT_EQ(up.entry, (Cell{4, -1}));
  const QuadLeaf corner{8, 8, 1, 1};
  const QuadCrossing diagonal = quadCrossing(big, corner, {2, 2});
  EXPECT_EQ(diagonal.exit, (Cell{7, 7}));
  EXPECT_EQ(diagonal.entry, (Cell{8, 8}));
}

TEST(QuadtreeSearch, AllocatesNothingOnceWarmedUp) {
  test::Rng rng(9);
  const Grid grid = test::randomGrid(rng, 90, 70, 30, false);
  Quadtree tree;
  tree.build(grid);
  std::vector<std::pair<Cell, Cell>> pairs;
  for (int k = 0; k < 40; ++k) pairs.emplace_back(test::randomPassable(rng, grid), test::randomPassable(rng, grid));
  QuadtreeSearch search;
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()));
  test::expectWarmRunAllocatesNothing([&] {
    Distance total = 0;
    for (const auto& [from, to] : pairs) {
      for (const QuadCost cost : {QuadCost::Crossings, QuadCost::Centres}) {
        const PathResult r = search.find(tree, from, to, Connectivity::Eight, path, cost);
        if (r.status == PathStatus::Found) total += r.cost;
      }
    }
    return total;
  });
}

}  // namespace
}  // namespace td
