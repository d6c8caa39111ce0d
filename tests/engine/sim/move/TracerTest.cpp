#include <gtest/gtest.h>

#include <algorithm>

#include "engine/grid/LineOfSight.h"
#include "engine/sim/move/Tracer.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"

namespace td {
namespace {

// A cup open toward the golem, on the straight line to the goal.
const std::vector<std::string> kCup{
    "....................", "....................", "......#####.........",
    "..........#.........", "S.........#........G", "..........#.........",
    "......#####.........", "....................", "....................",
};

TEST(Tracer, TracesRoundAUShapedWallAndReachesTheGoal) {
  const GameDefs defs = test::freeMoverDefs();
  World world(test::soloLevel(kCup, "golem"), defs, 1);
  bool traced = false;
  float lowest = 0.0f;
  float leftAt = -1.0f;
  float hitDistance = 0.0f;
  bool goalInSight = false;
  TraceMode was = TraceMode::Straight;
  const test::SoloRun run = test::runSolo(world, 60 * 120, [&](const Enemy& e) {
    const auto& t = std::get<Tracing>(e.move);
    traced = traced || t.mode == TraceMode::Trace;
    if (t.mode == TraceMode::Trace) hitDistance = t.hitDistance;
    if (was == TraceMode::Trace && t.mode == TraceMode::Straight) {
      leftAt = distance(e.pos, t.goal);
      goalInSight = lineOfSight(world.grid(), e.pos, t.goal);
    }
    was = t.mode;
    lowest = std::max(lowest, e.pos.y);
  });
  EXPECT_TRUE(traced);
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.fellBack);
  EXPECT_FALSE(run.inBlockedCell);
  EXPECT_EQ(world.enemiesLeaked(), 1);
  // Out of the cup and round under it (the hand that kept on its way south)...
  EXPECT_GT(lowest, 7.0f);
  // ...and off the trace once the goal came into sight, or nearer the goal
  // than where the trace began.
  ASSERT_GT(leftAt, 0.0f);
  EXPECT_TRUE(goalInSight || leftAt < hitDistance);
}

TEST(Tracer, GoesStraightAcrossOpenGround) {
  const GameDefs defs = test::freeMoverDefs();
  World world(test::soloLevel({"....................", "S..................G", "...................."}, "golem"), defs,
              1);
  const test::SoloRun run = test::runSolo(world, 60 * 60, [](const Enemy& e) {
    EXPECT_EQ(std::get<Tracing>(e.move).mode, TraceMode::Straight);
    EXPECT_NEAR(e.pos.y, 1.5f, 1e-4f);
  });
  EXPECT_TRUE(run.gone);
}

// Towers are obstacles to it: a line of them across its straight way makes
// it trace round them, where a route walker would simply be rerouted.
TEST(Tracer, TowersOnItsWayMakeItTraceRoundThem) {
  GameDefs defs = test::freeMoverDefs();
  defs.enemies[static_cast<size_t>(defs.enemyIndex("golem"))].health = 1e6f;  // it must live to meet them
  LevelDef level = test::soloLevel({"....................", "....................", "....................",
                                    "....................", "S..................G", "....................",
                                    "....................", "....................", "...................."},
                                   "golem");
  level.gold = 1000;
  World world(level, defs, 1);
  for (int y = 1; y <= 7; ++y) ASSERT_TRUE(world.build(0, {10, y}).ok()) << y;
  bool traced = false;
  const test::SoloRun run = test::runSolo(world, 60 * 120, [&](const Enemy& e) {
    traced = traced || std::get<Tracing>(e.move).mode == TraceMode::Trace;
    EXPECT_FALSE(world.grid().blocked(cellOf(e.pos)));
  });
  EXPECT_TRUE(traced);
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.inBlockedCell);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

// The wall sends it along a long dead strip away from the goal, the gap is
// behind it: the trace makes no headway, and after its patience it walks its
// route, which leads through the gap.
TEST(Tracer, TakesItsRouteWhenATraceMakesNoHeadway) {
  const GameDefs defs = test::freeMoverDefs(3.0f);
  const std::vector<std::string> rows{
      "S...................", "..#.................", "..#.................", "..#.................",
      "..#.................", "..#.................", "..#......G..........", "..#.................",
      "..#.................", "..#.................",
  };
  World world(test::soloLevel(rows, "golem"), defs, 1);
  bool traced = false;
  const test::SoloRun run = test::runSolo(world, 60 * 120, [&](const Enemy& e) {
    if (const auto* t = std::get_if<Tracing>(&e.move)) traced = traced || t->mode == TraceMode::Trace;
  });
  EXPECT_TRUE(traced);
  EXPECT_TRUE(run.fellBack);
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.inBlockedCell);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

}  // namespace
}  // namespace td
