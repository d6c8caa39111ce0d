#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <queue>
#include <tuple>
#include <vector>

#include "engine/path/AStar.h"
#include "engine/path/PathTurns.h"
#include "engine/path/TurnAwareSearch.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// The step from a to b, or kDirectionCount when it is not a legal move.
int legalStep(const Grid& grid, Cell a, Cell b, bool eight) {
  const Direction d = directionBetween(a.x, a.y, b.x, b.y);
  if (d == Direction::None || (step(d).diagonal && !eight)) return kDirectionCount;
  if (!grid.passable(a) || !grid.canStep(grid.index(a), d)) return kDirectionCount;
  return static_cast<int>(d);
}

// Length of a route by the step costs, kUnreachable if any step is illegal
// or the ends are wrong.
Distance routeLength(const Grid& grid, const std::vector<Cell>& route, Cell start, Cell goal, bool eight) {
  if (route.empty() || route.front() != start || route.back() != goal) return kUnreachable;
  Distance total = 0;
  for (size_t k = 1; k < route.size(); ++k) {
    const int d = legalStep(grid, route[k - 1], route[k], eight);
    if (d == kDirectionCount) return kUnreachable;
    total += stepUnit(static_cast<Direction>(d)) * grid.cost(route[k]);
  }
  return total;
}

// Every shortest route from `at` to the goal, by depth-first enumeration of
// the moves that stay on one (its cost so far plus the reference distance of
// the next cell still equals the optimum); the fewest turns among them.
struct ShortestRoutes {
  const Grid& grid;
  const std::vector<Distance>& toGoal;  // row-major, from referenceDistances
  bool eight;
  Cell goal;
  Distance optimum;
  std::vector<Cell> route;
  uint32_t fewestTurns = std::numeric_limits<uint32_t>::max();
  uint64_t routes = 0;

  Distance distanceToGoal(Cell c) const { return toGoal[static_cast<size_t>(c.y * grid.width() + c.x)]; }

  void walk(Distance g) {
    const Cell at = route.back();
    if (at == goal) {
      ++routes;
      fewestTurns = std::min(fewestTurns, countTurns(route));
      return;
    }
    for (int d = 0; d < (eight ? 8 : 4); ++d) {
      const Cell next{at.x + kDirectionSteps[static_cast<size_t>(d)].dx,
                      at.y + kDirectionSteps[static_cast<size_t>(d)].dy};
      if (!grid.passable(next) || legalStep(grid, at, next, eight) != d) continue;
      const Distance gNext = g + stepUnit(static_cast<Direction>(d)) * grid.cost(next);
      if (distanceToGoal(next) == kUnreachable || gNext + distanceToGoal(next) != optimum) continue;
      route.push_back(next);
      walk(gNext);
      route.pop_back();
    }
  }
};

TEST(TurnAwareSearch, FindsTheFewestTurnRouteAmongTheShortestByBruteForce) {
  test::Rng rng(2024);
  AStar astar;
  std::vector<Cell> path;
  int severalRoutes = 0;  // pairs with more than one shortest route
  int pairs = 0;
  int savedTurns = 0;  // pairs where a plain A* route turns more than needed
  for (int round = 0; round < 240; ++round) {
    const bool eight = round % 2 == 0;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const Grid grid = test::randomGrid(rng, 2 + rng.below(5), 2 + rng.below(5), 20, round % 4 >= 2);
    for (int q = 0; q < 12; ++q) {
      const Cell start{rng.below(grid.width()), rng.below(grid.height())};
      const Cell goal{rng.below(grid.width()), rng.below(grid.height())};
      if (!grid.passable(start) || !grid.passable(goal)) continue;
      const std::vector<Distance> toGoal = test::referenceDistances(grid, {goal}, eight);
      const Distance optimum = toGoal[static_cast<size_t>(start.y * grid.width() + start.x)];
      const PathResult r = astar.find(grid, start, goal, conn, path, SearchOptions{.turnAware = true});
      if (optimum == kUnreachable) {
        ASSERT_EQ(r.status, PathStatus::Unreachable);
        continue;
      }
      ASSERT_EQ(r.status, PathStatus::Found);
      ASSERT_EQ(r.cost, optimum);
      ASSERT_EQ(routeLength(grid, path, start, goal, eight), optimum);
      ShortestRoutes all{grid, toGoal, eight, goal, optimum, {start}};
      all.walk(0);
      ASSERT_GT(all.routes, 0u);
      ASSERT_EQ(countTurns(path), all.fewestTurns)
          << "round " << round << " from " << start.x << "," << start.y << " to " << goal.x << "," << goal.y;
      std::vector<Cell> plain;
      astar.find(grid, start, goal, conn, plain);
      savedTurns += countTurns(plain) > all.fewestTurns ? 1 : 0;
      severalRoutes += all.routes > 1 ? 1 : 0;
      ++pairs;
    }
  }
  EXPECT_GT(pairs, 1000);
  std::printf("%d pairs, %d with several shortest routes, %d where plain A* turns more than needed\n", pairs,
              severalRoutes, savedTurns);
  EXPECT_GT(severalRoutes, pairs / 10);
  EXPECT_GT(savedTurns, 0);  // so the tie-break is not a no-op
}

// Dijkstra over (cell, heading) written plainly: a route's cost is its
// length plus `penalty` per change of direction; heading 8 is the start.
Distance referenceTurnCost(const Grid& grid, Cell start, Cell goal, bool eight, Distance penalty) {
  const int32_t w = grid.width();
  const auto slot = [&](Cell c, int heading) { return static_cast<size_t>((c.y * w + c.x) * 9 + heading); };
  std::vector<Distance> best(static_cast<size_t>(w * grid.height() * 9), kUnreachable);
  using Item = std::tuple<Distance, int32_t, int32_t, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  best[slot(start, 8)] = 0;
  open.emplace(0, start.x, start.y, 8);
  while (!open.empty()) {
    const auto [g, x, y, heading] = open.top();
    open.pop();
    if (g != best[slot({x, y}, heading)]) continue;
    if (Cell{x, y} == goal) return g;
    for (int d = 0; d < (eight ? 8 : 4); ++d) {
      const Cell next{x + kDirectionSteps[static_cast<size_t>(d)].dx, y + kDirectionSteps[static_cast<size_t>(d)].dy};
      if (legalStep(grid, {x, y}, next, eight) != d) continue;
      const bool turn = heading != 8 && heading != d;
      const Distance nd = g + stepUnit(static_cast<Direction>(d)) * grid.cost(next) + (turn ? penalty : 0);
      if (nd < best[slot(next, d)]) {
        best[slot(next, d)] = nd;
        open.emplace(nd, next.x, next.y, d);
      }
    }
  }
  return kUnreachable;
}

TEST(TurnAwareSearch, CostIsLengthPlusPenaltyTimesTurnsAsAReferenceDijkstraFinds) {
  test::Rng rng(77);
  AStar astar;
  std::vector<Cell> path;
  const Distance penalties[] = {1, kOrthogonalUnit / 2, 3 * kOrthogonalUnit, 12345677};
  int found = 0;
  int fewerTurns = 0;
  for (int round = 0; round < 160; ++round) {
    const bool eight = round % 2 == 0;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const Grid grid = test::randomGrid(rng, 3 + rng.below(10), 3 + rng.below(10), 22, round % 3 != 0);
    const Distance penalty = penalties[round % 4];
    for (int q = 0; q < 10; ++q) {
      const Cell start = test::randomPassable(rng, grid);
      const Cell goal = test::randomPassable(rng, grid);
      const Heuristic h = q % 3 == 0 ? Heuristic::None : Heuristic::Auto;
      const PathResult r = astar.find(grid, start, goal, conn, path,
                                      SearchOptions{.heuristic = h, .turnAware = true, .turnPenalty = penalty});
      const Distance want = referenceTurnCost(grid, start, goal, eight, penalty);
      if (want == kUnreachable) {
        ASSERT_EQ(r.status, PathStatus::Unreachable);
        continue;
      }
      ASSERT_EQ(r.status, PathStatus::Found);
      ASSERT_EQ(r.cost, want) << "round " << round;
      const Distance length = routeLength(grid, path, start, goal, eight);
      ASSERT_NE(length, kUnreachable);
      ASSERT_EQ(length + penalty * countTurns(path), r.cost);
      std::vector<Cell> plain;
      const PathResult shortest = astar.find(grid, start, goal, conn, plain);
      ASSERT_GE(length, shortest.cost);
      fewerTurns += countTurns(path) < countTurns(plain) ? 1 : 0;
      ++found;
    }
  }
  EXPECT_GT(found, 800);
  EXPECT_GT(fewerTurns, 50);
}

TEST(TurnAwareSearch, StartEqualsGoalAndInvalidOptions) {
  const Grid grid = test::gridFromRows({"...", "..."});
  AStar astar;
  std::vector<Cell> path;
  const PathResult r = astar.find(grid, {1, 0}, {1, 0}, Connectivity::Eight, path,
                                  SearchOptions{.turnAware = true, .turnPenalty = kOrthogonalUnit});
  EXPECT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 0u);
  EXPECT_EQ(path, (std::vector<Cell>{{1, 0}}));
  EXPECT_EQ(astar
                .find(grid, {0, 0}, {2, 1}, Connectivity::Eight, path,
                      SearchOptions{.turnAware = true, .turnPenalty = kMaxTurnPenalty + 1})
                .status,
            PathStatus::OptionsInvalid);
  EXPECT_TRUE(path.empty());
}

TEST(TurnAwareSearch, AllocatesNothingOnceWarmedUp) {
  test::Rng rng(8);
  const Grid grid = test::randomGrid(rng, 60, 40, 25, true);
  std::vector<std::pair<Cell, Cell>> pairs;
  for (int k = 0; k < 30; ++k) pairs.emplace_back(test::randomPassable(rng, grid), test::randomPassable(rng, grid));
  AStar astar;
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()));
  auto run = [&] {
    Distance total = 0;
    for (const auto& [from, to] : pairs) {
      const PathResult r = astar.find(grid, from, to, Connectivity::Eight, path,
                                      SearchOptions{.turnAware = true, .turnPenalty = kOrthogonalUnit});
      if (r.status == PathStatus::Found) total += r.cost;
    }
    return total;
  };
  test::expectWarmRunAllocatesNothing(run);
}

}  // namespace
}  // namespace td
