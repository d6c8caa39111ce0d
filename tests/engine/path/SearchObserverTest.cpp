#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/path/AStar.h"
#include "engine/path/Backtrack.h"
#include "engine/path/JumpPointSearch.h"
#include "engine/path/ScanFlood.h"
#include "engine/path/SearchObserver.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

using test::Rng;

// Every event names a passable cell of the grid (a pass's end names none), and the search's own count of
// expansions is the number of Expanded events.
void expectSound(const Grid& grid, const SearchRecord& record, uint32_t expanded) {
  for (const SearchRecord::Entry& e : record.entries()) {
    if (e.kind == SearchEvent::PassEnded) continue;
    EXPECT_TRUE(grid.passable(e.cell)) << e.cell.x << "," << e.cell.y;
  }
  EXPECT_EQ(record.count(SearchEvent::Expanded), expanded);
}

// A cell is expanded only after it was reached (the start aside).
void expectReachedFirst(const Grid& grid, const SearchRecord& record, Cell start) {
  std::vector<char> reached(static_cast<size_t>(grid.cellCount()), 0);
  reached[static_cast<size_t>(start.y * grid.width() + start.x)] = 1;
  for (const SearchRecord::Entry& e : record.entries()) {
    const auto at = static_cast<size_t>(e.cell.y * grid.width() + e.cell.x);
    if (e.kind == SearchEvent::Opened) reached[at] = 1;
    if (e.kind == SearchEvent::Expanded) {
      EXPECT_TRUE(reached[at]) << e.cell.x << "," << e.cell.y;
    }
  }
}

TEST(SearchObserverTest, WatchedAStarFindsTheSameRouteCostAndTellsEveryExpansion) {
  Rng rng(7);
  for (int round = 0; round < 40; ++round) {
    const bool weighted = round % 2 == 1;
    const Grid grid = test::randomGrid(rng, 48, 40, 25, weighted);
    const Cell start = test::randomPassable(rng, grid);
    const Cell goal = test::randomPassable(rng, grid);
    for (const Heuristic h : {Heuristic::Octile, Heuristic::None}) {
      AStar plain;
      std::vector<Cell> route;
      const PathResult unwatched = plain.find(grid, start, goal, Connectivity::Eight, route, h);
      AStar watched;
      SearchRecord record;
      watched.setObserver(&record);
      std::vector<Cell> seen;
      const PathResult result = watched.find(grid, start, goal, Connectivity::Eight, seen, h);
      ASSERT_EQ(result.status, unwatched.status);
      EXPECT_EQ(result.cost, unwatched.cost);
      expectSound(grid, record, result.expanded);
      expectReachedFirst(grid, record, start);
      if (result.status == PathStatus::Found) {
        // The goal is the last cell expanded.
        const auto last = std::find_if(record.entries().rbegin(), record.entries().rend(),
                                       [](const SearchRecord::Entry& e) { return e.kind == SearchEvent::Expanded; });
        ASSERT_NE(last, record.entries().rend());
        EXPECT_EQ(last->cell, goal);
        EXPECT_EQ(last->cost, result.cost);
      }
    }
  }
}

TEST(SearchObserverTest, DijkstraExpandsMoreThanAStarOnOpenGround) {
  const Grid grid = test::gridFromRows(std::vector<std::string>(30, std::string(40, '.')));
  SearchRecord dijkstra;
  SearchRecord astar;
  AStar search;
  std::vector<Cell> route;
  search.setObserver(&dijkstra);
  search.find(grid, {2, 15}, {37, 15}, Connectivity::Eight, route, Heuristic::None);
  search.setObserver(&astar);
  search.find(grid, {2, 15}, {37, 15}, Connectivity::Eight, route, Heuristic::Octile);
  EXPECT_GT(dijkstra.count(SearchEvent::Expanded), 4 * astar.count(SearchEvent::Expanded));
  // Unwatched again: nothing more is recorded.
  search.setObserver(nullptr);
  const size_t before = astar.entries().size();
  search.find(grid, {2, 15}, {37, 15}, Connectivity::Eight, route, Heuristic::Octile);
  EXPECT_EQ(astar.entries().size(), before);
}

TEST(SearchObserverTest, WeightedAndTurnAwareSearchesTellTheirSteps) {
  Rng rng(11);
  const Grid grid = test::randomGrid(rng, 40, 30, 20, false);
  const Cell start = test::randomPassable(rng, grid);
  const Cell goal = test::randomPassable(rng, grid);
  for (const SearchOptions options : {SearchOptions{.weight = 2.0}, SearchOptions{.turnAware = true}}) {
    AStar search;
    SearchRecord record;
    search.setObserver(&record);
    std::vector<Cell> route;
    const PathResult result = search.find(grid, start, goal, Connectivity::Eight, route, options);
    expectSound(grid, record, result.expanded);
    EXPECT_GT(record.count(SearchEvent::Opened), 0u);
  }
}

TEST(SearchObserverTest, JumpPointSearchTellsItsJumpPoints) {
  Rng rng(3);
  const Grid grid = test::randomGrid(rng, 64, 48, 15, false);
  const Cell start = test::randomPassable(rng, grid);
  const Cell goal = test::randomPassable(rng, grid);
  JumpPointSearch jps;
  SearchRecord record;
  jps.setObserver(&record);
  std::vector<Cell> route;
  const PathResult result = jps.find(grid, start, goal, route);
  expectSound(grid, record, result.expanded);
  expectReachedFirst(grid, record, start);
  // Jump points are few: far fewer than the cells of the map.
  EXPECT_LT(record.count(SearchEvent::Opened), static_cast<uint32_t>(grid.cellCount()) / 2);
}

TEST(SearchObserverTest, BacktrackingTellsTheDeadEndsItLeaves) {
  // The goal-ward first choice, east, runs into a pocket: the search must retreat out of it and go round.
  const Grid grid = test::gridFromRows({
      ".....",
      ".###.",
      "...#.",
  });
  Backtrack search;
  SearchRecord record;
  search.setObserver(&record);
  std::vector<Cell> route;
  const PathResult result = search.find(grid, {0, 2}, {4, 2}, Connectivity::Four, route);
  ASSERT_EQ(result.status, PathStatus::Found);
  expectSound(grid, record, result.expanded);
  EXPECT_GT(record.count(SearchEvent::Retreated), 0u);
  // No cell on the route returned was left as a dead end.
  for (const SearchRecord::Entry& e : record.entries()) {
    if (e.kind != SearchEvent::Retreated) continue;
    EXPECT_EQ(std::find(route.begin(), route.end(), e.cell), route.end());
  }
}

TEST(SearchObserverTest, ScanFloodTellsEveryWettedCellAndEveryPass) {
  Rng rng(5);
  const Grid grid = test::randomGrid(rng, 30, 20, 20, false);
  const Cell goal = test::randomPassable(rng, grid);
  ScanFlood flood;
  SearchRecord record;
  flood.setObserver(&record);
  const Cell goals[] = {goal};
  const ScanResult result = flood.flood(grid, goals);
  EXPECT_EQ(record.count(SearchEvent::PassEnded), result.passes);
  EXPECT_EQ(record.count(SearchEvent::Opened) + 1, result.wet);
  // A cell is wetted in a pass no later than the pass count, and passes are told in order.
  uint32_t pass = 1;
  for (const SearchRecord::Entry& e : record.entries()) {
    if (e.kind == SearchEvent::PassEnded) {
      ++pass;
      continue;
    }
    EXPECT_EQ(e.cost, pass);
    EXPECT_TRUE(flood.wet(grid, e.cell));
  }
}

}  // namespace
}  // namespace td
