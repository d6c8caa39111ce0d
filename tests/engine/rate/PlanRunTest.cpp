#include <gtest/gtest.h>

#include "engine/rate/PlanRun.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kLane = {
    "############",
    "S..........G",
    "..........##",
};

PlanStep build(uint16_t tower, Cell cell) {
  PlanStep s;
  s.kind = PlanStepKind::Build;
  s.tower = tower;
  s.cell = cell;
  return s;
}

// Plays `actions` as td-cli sim does: each at the start of its tick.
uint64_t replayHash(const LevelDef& level, const GameDefs& defs, const std::vector<ActionDef>& actions) {
  World world(level, defs, 1);
  size_t next = 0;
  while (world.result() == GameResult::Playing && world.tick() < 100'000) {
    for (; next < actions.size() && actions[next].tick <= world.tick(); ++next) {
      EXPECT_TRUE(applyAction(world, actions[next]).ok()) << "action " << next;
    }
    world.step();
  }
  return world.stateHash();
}

TEST(PlanRun, StepsWaitForTheirGoldAndGoInInPlanOrder) {
  const GameDefs defs = test::testDefs();
  // 15 gold: the first archer (10) at once; the storm (30) only once kills
  // have paid for it, and the second archer after it although it is cheaper.
  const LevelDef level = test::testLevel(kLane, {test::wave("normal", 30, 3.0f)}, 15, 40);
  PlanRun run(level, defs, 1);
  run.add(build(0, {3, 2}));
  run.add(build(3, {6, 2}));
  run.add(build(0, {8, 2}));
  run.finish(100'000);
  ASSERT_EQ(run.actions().size(), 3u) << "killed " << run.outcome().killed << ", gold " << run.outcome().gold
                                      << ", result " << int(run.outcome().result) << ", ticks " << run.outcome().ticks
                                      << ", leaked " << run.outcome().leaked;
  EXPECT_EQ(run.actions()[0].tick, 0u);
  EXPECT_GT(run.actions()[1].tick, 0u);
  EXPECT_GE(run.actions()[2].tick, run.actions()[1].tick);
  EXPECT_EQ(run.actions()[1].tower, "storm");
  EXPECT_FALSE(run.pending());
}

TEST(PlanRun, ItsActionsReplayTheSameGame) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(kLane, {test::wave("normal", 10, 0.7f), test::wave("fast", 8, 0.5f)}, 30, 10);
  PlanRun run(level, defs, 1);
  run.add(build(0, {3, 2}));
  run.add(build(1, {5, 2}));
  PlanStep upgrade;
  upgrade.kind = PlanStepKind::Upgrade;
  upgrade.cell = {3, 2};
  run.add(upgrade);
  PlanStep target;
  target.kind = PlanStepKind::Target;
  target.cell = {5, 2};
  target.mode = TargetMode::Strongest;
  run.add(target);
  run.finish(100'000);
  ASSERT_NE(run.world().result(), GameResult::Playing);
  EXPECT_EQ(run.actions().size(), 4u);
  EXPECT_EQ(replayHash(level, defs, run.actions()), run.world().stateHash());
}

TEST(PlanRun, AStepRefusedForGoodIsDroppedAndTheNextGoesOn) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(kLane, {test::wave("normal", 3, 1.0f)}, 100, 10);
  PlanRun run(level, defs, 1);
  run.add(build(0, {4, 1}));
  run.settle(100'000);
  run.add(build(0, {4, 2}));  // the last way past column 4: it would seal the spawn
  run.settle(100'000);
  EXPECT_TRUE(run.lastDropped());
  run.add(build(0, {6, 2}));
  run.settle(100'000);
  EXPECT_FALSE(run.lastDropped());
  EXPECT_EQ(run.actions().size(), 2u);
}

TEST(PlanRun, ACopyPlaysOnExactlyAsTheOriginal) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(kLane, {test::wave("normal", 10, 0.7f), test::wave("fast", 8, 0.5f)}, 20, 10);
  PlanRun run(level, defs, 1);
  run.add(build(0, {3, 2}));
  run.add(build(0, {7, 2}));
  run.settle(100'000);
  run.finish(400);  // partway
  PlanRun copy = run;
  run.finish(100'000);
  copy.finish(100'000);
  EXPECT_EQ(run.world().stateHash(), copy.world().stateHash());
  EXPECT_EQ(run.outcome().killed, copy.outcome().killed);
}

TEST(PlanRun, HoldingGoldBackReplaysTheGameOfLessGold) {
  const GameDefs defs = test::testDefs();
  LevelDef poor = test::testLevel(kLane, {test::wave("normal", 10, 1.0f), test::wave("fast", 8, 0.5f)}, 20, 10);
  LevelDef rich = poor;
  rich.gold = 95;
  PlanRun a(poor, defs, 1);
  PlanRun b(rich, defs, 1);
  b.setReserve(75);
  for (PlanRun* run : {&a, &b}) {
    run->add(build(0, {3, 2}));
    run->add(build(3, {6, 2}));
    run->add(build(1, {8, 2}));
    run->finish(100'000);
  }
  ASSERT_EQ(a.actions().size(), b.actions().size());
  for (size_t i = 0; i < a.actions().size(); ++i) EXPECT_EQ(a.actions()[i].tick, b.actions()[i].tick);
  EXPECT_EQ(a.outcome().ticks, b.outcome().ticks);
  EXPECT_EQ(a.outcome().killed, b.outcome().killed);
  EXPECT_EQ(a.outcome().lives, b.outcome().lives);
  EXPECT_EQ(b.outcome().gold, a.outcome().gold + 75);
}

TEST(PlanRun, PlaysUntilAWaveStartsAndStopsOnItsTick) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(
      kLane, {test::wave("normal", 4, 1.0f), test::wave("fast", 4, 0.5f), test::wave("normal", 4, 1.0f)});
  World world(level, defs, 1);
  while (world.wavesStarted() < 2) world.step();
  PlanRun run(level, defs, 1);
  run.playUntilStarted(100'000, 2);
  EXPECT_EQ(run.world().wavesStarted(), 2);
  EXPECT_EQ(run.world().tick(), world.tick());
  EXPECT_EQ(run.playUntilStarted(100'000, 2), 0u) << "already there";
}

TEST(PlanRun, AWaitHoldsTheStepsAfterItUntilItsWaveHasStarted) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(
      kLane, {test::wave("normal", 4, 1.0f), test::wave("fast", 4, 0.5f), test::wave("normal", 4, 1.0f)}, 100, 10);
  PlanStep wait;
  wait.kind = PlanStepKind::Wait;
  wait.waves = 2;
  EXPECT_EQ(stepCost(World(level, defs, 1), wait), 0);
  PlanRun run(level, defs, 1);
  run.add(build(0, {3, 2}));
  run.add(wait);
  run.add(build(0, {6, 2}));
  run.playUntilStarted(100'000, 2);
  // The second archer was affordable from the start; the wait kept it back, and it goes in on the tick the wave
  // started, not before.
  const uint64_t started = run.world().tick();
  EXPECT_EQ(run.stepsDone(), 1u);
  EXPECT_TRUE(run.pending());
  run.finish(100'000);
  ASSERT_EQ(run.actions().size(), 2u) << "a wait is no action";
  EXPECT_EQ(run.actions()[0].tick, 0u);
  EXPECT_EQ(run.actions()[1].tick, started);
  EXPECT_EQ(run.stepsDone(), 3u);
  EXPECT_FALSE(run.lastDropped());
  EXPECT_EQ(replayHash(level, defs, run.actions()), run.world().stateHash());
}

TEST(PlanRun, AWinOutranksMoreLivesAndLivesOutrankKills) {
  PlanOutcome won;
  won.result = GameResult::Won;
  won.lives = 1;
  PlanOutcome lost;
  lost.result = GameResult::Lost;
  lost.lives = 0;
  lost.killed = 500;
  EXPECT_TRUE(better(won, lost));
  EXPECT_FALSE(better(lost, won));
  PlanOutcome more = won;
  more.lives = 5;
  EXPECT_TRUE(better(more, won));
  PlanOutcome later = lost;
  later.ticks = 9000;
  EXPECT_TRUE(better(later, lost));
}

TEST(PlanRun, LeaksAreWeighedByTheHealthTheyTookToTheGoal) {
  // One Archer takes some health off each Ogre that walks past it; none dies: every Ogre leaks, with less
  // health than it set off with.
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(kLane, {test::wave("boss", 3, 1.0f)}, 100, 20);
  PlanRun none(level, defs, 1);
  none.finish(100'000);
  PlanRun archer(level, defs, 1);
  archer.add(build(0, {5, 2}));
  archer.finish(100'000);
  const PlanOutcome a = none.outcome();
  const PlanOutcome b = archer.outcome();
  ASSERT_EQ(a.leaked, 3);
  ASSERT_EQ(b.leaked, 3);
  ASSERT_EQ(b.lives, a.lives);
  const float health = defs.enemies[static_cast<size_t>(defs.enemyIndex("boss"))].health;
  EXPECT_FLOAT_EQ(a.leakedHealth, 3 * health);
  EXPECT_LT(b.leakedHealth, a.leakedHealth);
  EXPECT_TRUE(better(b, a)) << "as many lives lost, but the leakers came nearer to dying";
  PlanOutcome same = a;
  same.leakedHealth = a.leakedHealth - 1.0f;
  EXPECT_TRUE(better(same, a));
  EXPECT_FALSE(better(a, same));
}

}  // namespace
}  // namespace td
