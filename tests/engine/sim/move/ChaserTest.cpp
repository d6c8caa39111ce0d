#include <gtest/gtest.h>

#include "engine/sim/move/Chaser.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

TEST(Chaser, StepsDiagonallyThenStraightAndSlidesAlongAWall) {
  const Grid open = test::gridFromRows({"......", "......", "......", "......"});
  EXPECT_EQ(chaseStep(open, {0, 0}, {5, 2}), (Cell{1, 1}));
  EXPECT_EQ(chaseStep(open, {2, 2}, {5, 2}), (Cell{3, 2}));
  EXPECT_EQ(chaseStep(open, {5, 2}, {0, 0}), (Cell{4, 1}));
  EXPECT_EQ(chaseStep(open, {5, 2}, {5, 2}), (Cell{5, 2}));  // there
  // The diagonal is blocked: the move along x alone, else the one along y.
  const Grid wall = test::gridFromRows({"......", "......", "..####", "......"});
  EXPECT_EQ(chaseStep(wall, {1, 1}, {5, 3}), (Cell{2, 1}));
  EXPECT_EQ(chaseStep(wall, {5, 1}, {5, 3}), (Cell{5, 1}));  // straight into the wall: stuck
  const Grid column = test::gridFromRows({"......", "...#..", "...#..", "......"});
  EXPECT_EQ(chaseStep(column, {2, 1}, {5, 2}), (Cell{2, 2}));  // x blocked, y free
  // A diagonal that would cut a corner is not a step either.
  const Grid corner = test::gridFromRows({"..#...", "......", "......"});
  EXPECT_EQ(chaseStep(corner, {1, 0}, {4, 2}), (Cell{1, 1}));
}

TEST(Chaser, ReachesAGoalInTheOpenByTheArticlesStaircase) {
  const GameDefs defs = test::freeMoverDefs();
  const std::vector<std::string> rows{"............", "S...........", "............", "............",
                                      "............", "...........G", "............"};
  World world(test::soloLevel(rows, "chaser"), defs, 1);
  bool stuck = false;
  Cell firstOnGoalRow{-1, -1};
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) {
    const auto& c = std::get<Chasing>(e.move);
    stuck = stuck || c.mode == ChaseMode::Stuck;
    EXPECT_EQ(c.target, (Cell{11, 5}));
    if (firstOnGoalRow.x < 0 && cellOf(e.pos).y == 5) firstOnGoalRow = cellOf(e.pos);
  });
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(stuck);
  EXPECT_FALSE(run.fellBack);
  EXPECT_FALSE(run.inBlockedCell);
  EXPECT_EQ(world.enemiesLeaked(), 1);
  // Four diagonal steps bring y level with the goal's, then it runs straight.
  EXPECT_EQ(firstOnGoalRow, (Cell{4, 5}));
}

// The article's point: with no planning, a wall between it and the goal holds it
// where a route walker would simply go round. After its patience it gives up and
// walks its route.
TEST(Chaser, GetsStuckBehindAWallUntilItsPatienceRunsOut) {
  const GameDefs defs = test::freeMoverDefs(4.0f);
  const std::vector<std::string> rows{"..........", "....#.....", "S...#....G", "....#.....", ".........."};
  World world(test::soloLevel(rows, "chaser"), defs, 1);
  int stuckTicks = 0;
  bool chased = true;
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) {
    const auto* c = std::get_if<Chasing>(&e.move);
    if (c == nullptr) {
      chased = false;
      return;
    }
    EXPECT_LE(e.pos.x, 4.0f);  // never past the wall while chasing
    if (c->mode != ChaseMode::Stuck) return;
    ++stuckTicks;
    EXPECT_EQ(e.cell, (Cell{3, 2}));
    EXPECT_EQ(c->toCell, e.cell);
  });
  // Stuck from reaching the wall until its patience of 4 s ran out.
  EXPECT_GT(stuckTicks, 60 * 3);
  EXPECT_FALSE(chased);
  EXPECT_TRUE(run.fellBack);
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.inBlockedCell);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

// Where the wall ends short of the goal's column, sliding along it is enough.
TEST(Chaser, SlidesAlongAWallThatEndsShortOfTheGoal) {
  const GameDefs defs = test::freeMoverDefs(4.0f);
  const std::vector<std::string> rows{"S.........", "..........", "########..", "..........", ".........G"};
  World world(test::soloLevel(rows, "chaser"), defs, 1);
  bool stuck = false;
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) {
    if (const auto* c = std::get_if<Chasing>(&e.move)) stuck = stuck || c->mode == ChaseMode::Stuck;
  });
  EXPECT_FALSE(stuck);
  EXPECT_FALSE(run.fellBack);
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.inBlockedCell);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

}  // namespace
}  // namespace td
