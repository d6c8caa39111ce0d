#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/lab/GridAlgorithm.h"
#include "engine/lab/GridAlgorithmScratch.h"
#include "engine/lab/SearchPlayback.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

const std::vector<std::string> kRooms = {
    "....................", "........#...........", "........#.....#.....", "........#.....#.....",
    "..............#.....", "........#.....#.....", "........#...........", "....................",
};

constexpr GridAlgorithm kAll[] = {GridAlgorithm::RowScan,      GridAlgorithm::BreadthFirst,  GridAlgorithm::Dijkstra,
                                  GridAlgorithm::AStar,        GridAlgorithm::WeightedAStar, GridAlgorithm::JumpPoint,
                                  GridAlgorithm::Backtracking, GridAlgorithm::TurnPenalty,   GridAlgorithm::Quadtree};

TEST(GridAlgorithmTest, EveryAlgorithmFindsALegalRouteAndTheOptimalOnesAgree) {
  const Grid grid = test::gridFromRows(kRooms);
  const Cell start{1, 4};
  const Cell goal{18, 3};
  GridRun best;
  ASSERT_EQ(runGridAlgorithm(grid, start, goal, GridAlgorithm::Dijkstra, {}, best), GridRunStatus::Ran);
  ASSERT_EQ(best.status, PathStatus::Found);
  for (const GridAlgorithm a : kAll) {
    GridRun run;
    ASSERT_EQ(runGridAlgorithm(grid, start, goal, a, {}, run), GridRunStatus::Ran) << gridAlgorithmId(a);
    ASSERT_EQ(run.status, PathStatus::Found) << gridAlgorithmId(a);
    EXPECT_EQ(run.route.front(), start);
    EXPECT_EQ(run.route.back(), goal);
    EXPECT_NE(run.cost, kUnreachable) << gridAlgorithmId(a) << ": a step that is no legal move";
    EXPECT_GE(run.cost, best.cost) << gridAlgorithmId(a);
    EXPECT_FALSE(run.record.entries().empty()) << gridAlgorithmId(a);
    // Exact ones: the same cost as Dijkstra.
    if (a == GridAlgorithm::AStar || a == GridAlgorithm::JumpPoint) {
      EXPECT_EQ(run.cost, best.cost);
    }
    // The weighted search keeps its bound.
    if (a == GridAlgorithm::WeightedAStar) {
      EXPECT_LE(run.cost, best.cost * 2);
    }
  }
}

TEST(GridAlgorithmTest, AStarExpandsFewerCellsThanDijkstraAndTheTurnPenaltyTurnsLess) {
  const Grid grid = test::gridFromRows(std::vector<std::string>(20, std::string(30, '.')));
  GridRun dijkstra, astar, plain, turns;
  runGridAlgorithm(grid, {1, 1}, {27, 17}, GridAlgorithm::Dijkstra, {}, dijkstra);
  runGridAlgorithm(grid, {1, 1}, {27, 17}, GridAlgorithm::AStar, {}, astar);
  EXPECT_LT(astar.expanded, dijkstra.expanded / 3);
  runGridAlgorithm(grid, {1, 1}, {27, 17}, GridAlgorithm::TurnPenalty, {.turnPenalty = 2.0}, turns);
  EXPECT_LE(turns.turns, 1u);
  EXPECT_EQ(turns.cost, astar.cost);  // on open ground the fewest turns cost nothing
}

TEST(GridAlgorithmTest, BreadthFirstIgnoresTerrainWhereDijkstraWeighsIt) {
  // A mud band on the straight way: Dijkstra walks round it, breadth-first goes through.
  const Grid grid = test::gridFromRows({
      "..........",
      "....mm....",
      "....mm....",
      "....mm....",
      "..........",
  });
  GridRun bfs, dijkstra;
  runGridAlgorithm(grid, {0, 2}, {9, 2}, GridAlgorithm::BreadthFirst, {}, bfs);
  runGridAlgorithm(grid, {0, 2}, {9, 2}, GridAlgorithm::Dijkstra, {}, dijkstra);
  ASSERT_EQ(bfs.status, PathStatus::Found);
  ASSERT_EQ(dijkstra.status, PathStatus::Found);
  EXPECT_LT(dijkstra.cost, bfs.cost);
  bool throughMud = false;
  for (const Cell c : bfs.route) throughMud = throughMud || grid.cost(c) > 1;
  EXPECT_TRUE(throughMud);
}

TEST(GridAlgorithmTest, RefusesWhatCannotRun) {
  const Grid muddy = test::gridFromRows({"..m.", "...."});
  GridRun run;
  EXPECT_EQ(runGridAlgorithm(muddy, {0, 0}, {3, 1}, GridAlgorithm::JumpPoint, {}, run), GridRunStatus::UnevenGround);
  EXPECT_EQ(runGridAlgorithm(muddy, {0, 0}, {3, 1}, GridAlgorithm::WeightedAStar, {.weight = 0.5}, run),
            GridRunStatus::OptionsInvalid);
  const Grid walled = test::gridFromRows({"..#.", "..#."});
  ASSERT_EQ(runGridAlgorithm(walled, {0, 0}, {3, 1}, GridAlgorithm::AStar, {}, run), GridRunStatus::Ran);
  EXPECT_EQ(run.status, PathStatus::Unreachable);
  ASSERT_EQ(runGridAlgorithm(walled, {0, 0}, {2, 1}, GridAlgorithm::AStar, {}, run), GridRunStatus::Ran);
  EXPECT_EQ(run.status, PathStatus::GoalInvalid);
}

TEST(GridAlgorithmTest, PlainRunsAgreeWithWatchedOnes) {
  const Grid grid = test::gridFromRows(kRooms);
  GridAlgorithmScratch scratch;
  scratch.prepare(grid);
  for (const GridAlgorithm a : kAll) {
    EXPECT_TRUE(runGridAlgorithmPlain(grid, {1, 4}, {18, 3}, a, {}, scratch)) << gridAlgorithmId(a);
    EXPECT_FALSE(runGridAlgorithmPlain(grid, {1, 4}, {8, 1}, a, {}, scratch)) << gridAlgorithmId(a);
  }
}

TEST(GridAlgorithmTest, PlaybackStepsThroughTheSearchToItsEnd) {
  const Grid grid = test::gridFromRows(kRooms);
  GridRun run;
  runGridAlgorithm(grid, {1, 4}, {18, 3}, GridAlgorithm::AStar, {}, run);
  SearchPlayback play;
  play.start(run.record, grid.width(), grid.height());
  EXPECT_EQ(play.mark({1, 4}), SearchPlayback::Mark::Open);  // the start, reached before any step
  EXPECT_TRUE(play.advance(1));
  EXPECT_EQ(play.stepsTaken(), 1u);
  EXPECT_EQ(play.current(), (Cell{1, 4}));
  EXPECT_EQ(play.mark({1, 4}), SearchPlayback::Mark::Closed);
  play.finish();
  EXPECT_TRUE(play.done());
  EXPECT_EQ(play.stepsTaken(), run.expanded);
  EXPECT_EQ(play.current(), (Cell{18, 3}));
  uint32_t closed = 0;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) closed += play.mark({x, y}) == SearchPlayback::Mark::Closed ? 1u : 0u;
  }
  EXPECT_GT(closed, 0u);
  EXPECT_LE(closed, run.expanded);
}

TEST(GridAlgorithmTest, TheQuadtreeSearchTellsItsLeavesByTheirCorners) {
  const Grid grid = test::gridFromRows(std::vector<std::string>(16, std::string(16, '.')));
  GridRun run;
  ASSERT_EQ(runGridAlgorithm(grid, {0, 0}, {15, 15}, GridAlgorithm::Quadtree, {}, run), GridRunStatus::Ran);
  ASSERT_EQ(run.status, PathStatus::Found);
  // An open square is one leaf: one leaf expanded, for a route of 16 cells.
  EXPECT_EQ(run.leaves.size(), 1u);
  EXPECT_EQ(run.expanded, 1u);
  EXPECT_EQ(run.route.size(), 16u);
  EXPECT_EQ(run.record.count(SearchEvent::Expanded), run.expanded);
  for (const SearchRecord::Entry& e : run.record.entries()) {
    const bool aCorner = std::any_of(run.leaves.begin(), run.leaves.end(),
                                     [&](const QuadLeaf& l) { return l.x == e.cell.x && l.y == e.cell.y; });
    EXPECT_TRUE(aCorner) << e.cell.x << "," << e.cell.y;
  }
}

TEST(GridAlgorithmTest, PlaybackOfTheFloodCountsPassesAndDeadEndsOfBacktracking) {
  const Grid grid = test::gridFromRows(kRooms);
  GridRun flood;
  runGridAlgorithm(grid, {1, 4}, {18, 3}, GridAlgorithm::RowScan, {}, flood);
  SearchPlayback play;
  play.start(flood.record, grid.width(), grid.height());
  play.finish();
  EXPECT_EQ(play.passesEnded(), flood.passes);
  EXPECT_GT(flood.passes, 1u);
  EXPECT_EQ(play.stepsTaken() + 1, flood.expanded);  // every wet cell but the goal was wetted by a step

  // With too few passes the flood stops before the water reaches the start: no route.
  GridRun limited;
  runGridAlgorithm(grid, {1, 4}, {18, 3}, GridAlgorithm::RowScan, {.passLimit = 1}, limited);
  EXPECT_EQ(limited.passes, 1u);
  EXPECT_EQ(limited.status, PathStatus::Unreachable);
  EXPECT_LT(limited.expanded, flood.expanded);

  const Grid pocket = test::gridFromRows({".....", ".###.", "...#."});
  GridRun back;
  runGridAlgorithm(pocket, {0, 2}, {4, 2}, GridAlgorithm::Backtracking, {}, back);
  play.start(back.record, pocket.width(), pocket.height());
  play.finish();
  EXPECT_EQ(play.mark({2, 2}), SearchPlayback::Mark::DeadEnd);
}

TEST(GridAlgorithmTest, TheWalkerLineRunsFromStartToGoalWithinPassableCells) {
  const Grid grid = test::gridFromRows(kRooms);
  std::vector<Vec2> line;
  walkerLine(grid, {1, 4}, {18, 3}, 0.25f, line);
  ASSERT_GT(line.size(), 10u);
  EXPECT_NEAR(line.front().x, 1.5f, 0.01f);
  EXPECT_NEAR(line.back().x, 18.5f, 0.6f);
  for (const Vec2 p : line) EXPECT_TRUE(grid.passable({static_cast<int32_t>(p.x), static_cast<int32_t>(p.y)}));
}

}  // namespace
}  // namespace td
