#include <gtest/gtest.h>

#include <cstdint>
#include <queue>
#include <set>
#include <utility>
#include <vector>

#include "engine/path/AStar.h"
#include "engine/path/Backtrack.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// Breadth-first reachability written plainly, with the project's move rule
// (a diagonal needs both orthogonal cells beside it open).
bool reachable(const Grid& grid, Cell start, Cell goal, bool eight) {
  std::vector<char> seen(static_cast<size_t>(grid.cellCount()), 0);
  std::queue<Cell> open;
  open.push(start);
  seen[static_cast<size_t>(start.y * grid.width() + start.x)] = 1;
  while (!open.empty()) {
    const Cell c = open.front();
    open.pop();
    if (c == goal) return true;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if ((dx == 0 && dy == 0) || (!eight && dx != 0 && dy != 0)) continue;
        const Cell n{c.x + dx, c.y + dy};
        if (!grid.passable(n)) continue;
        if (dx != 0 && dy != 0 && (!grid.passable({c.x + dx, c.y}) || !grid.passable({c.x, c.y + dy}))) continue;
        char& s = seen[static_cast<size_t>(n.y * grid.width() + n.x)];
        if (s) continue;
        s = 1;
        open.push(n);
      }
    }
  }
  return false;
}

// Checks the route cell by cell, by plain coordinates: neighbours, no
// diagonal for 4-connected moves, no corner cutting, no cell twice.
// Returns its length, or kUnreachable if it is not a legal route.
Distance checkedLength(const Grid& grid, const std::vector<Cell>& route, Cell start, Cell goal, bool eight) {
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

TEST(Backtrack, FindsALegalRouteExactlyWhenOneExists) {
  test::Rng rng(515);
  Backtrack backtrack;
  AStar astar;
  std::vector<Cell> path;
  std::vector<Cell> shortest;
  int found = 0;
  int unreachable = 0;
  int longer = 0;
  for (int round = 0; round < 300; ++round) {
    const bool eight = round % 2 == 0;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const Grid grid = test::randomGrid(rng, 2 + rng.below(14), 2 + rng.below(14), 20 + rng.below(25), round % 3 == 0);
    for (int q = 0; q < 8; ++q) {
      const Cell start = test::randomPassable(rng, grid);
      const Cell goal = test::randomPassable(rng, grid);
      const PathResult r = backtrack.find(grid, start, goal, conn, path);
      if (!reachable(grid, start, goal, eight)) {
        ASSERT_EQ(r.status, PathStatus::Unreachable);
        ASSERT_TRUE(path.empty());
        ++unreachable;
        continue;
      }
      ASSERT_EQ(r.status, PathStatus::Found);
      const Distance length = checkedLength(grid, path, start, goal, eight);
      ASSERT_NE(length, kUnreachable) << "round " << round;
      ASSERT_EQ(r.cost, length);
      const PathResult best = astar.find(grid, start, goal, conn, shortest);
      ASSERT_GE(r.cost, best.cost);
      longer += r.cost > best.cost ? 1 : 0;
      ++found;
    }
  }
  EXPECT_GT(found, 1000);
  EXPECT_GT(unreachable, 100);
  EXPECT_GT(longer, 100);  // it is a backtracking search, not a shortest-route one
}

TEST(Backtrack, ReportsInvalidEnds) {
  const Grid grid = test::gridFromRows({"..#.."});
  Backtrack backtrack;
  std::vector<Cell> path{{0, 0}};
  EXPECT_EQ(backtrack.find(grid, {2, 0}, {0, 0}, Connectivity::Eight, path).status, PathStatus::StartInvalid);
  EXPECT_EQ(backtrack.find(grid, {0, 0}, {9, 0}, Connectivity::Eight, path).status, PathStatus::GoalInvalid);
  const PathResult same = backtrack.find(grid, {1, 0}, {1, 0}, Connectivity::Eight, path);
  EXPECT_EQ(same.status, PathStatus::Found);
  EXPECT_EQ(same.cost, 0u);
  EXPECT_EQ(path, (std::vector<Cell>{{1, 0}}));
}

TEST(Backtrack, GoesStraightToTheGoalOnOpenGround) {
  const Grid grid = test::gridFromRows({"........", "........", "........"});
  Backtrack backtrack;
  std::vector<Cell> path;
  const PathResult r = backtrack.find(grid, {0, 1}, {7, 1}, Connectivity::Eight, path);
  ASSERT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 7 * kOrthogonalUnit);
  EXPECT_EQ(r.expanded, 8u);
}

TEST(Backtrack, AllocatesNothingOnceWarmedUp) {
  test::Rng rng(9);
  const Grid grid = test::randomGrid(rng, 90, 70, 30, false);
  std::vector<std::pair<Cell, Cell>> pairs;
  for (int k = 0; k < 40; ++k) pairs.emplace_back(test::randomPassable(rng, grid), test::randomPassable(rng, grid));
  Backtrack backtrack;
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()));
  auto run = [&] {
    Distance total = 0;
    for (const auto& [from, to] : pairs) {
      const PathResult r = backtrack.find(grid, from, to, Connectivity::Eight, path);
      if (r.status == PathStatus::Found) total += r.cost;
    }
    return total;
  };
  test::expectWarmRunAllocatesNothing(run);
}

}  // namespace
}  // namespace td
