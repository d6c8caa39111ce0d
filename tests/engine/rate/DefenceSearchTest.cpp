#include <gtest/gtest.h>

#include "engine/rate/DefenceSearch.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..............", "S.............", "..............", ".............G", "..............",
};

LevelDef fieldLevel(int32_t gold) {
  return test::testLevel(kField,
                         {test::wave("normal", 8, 0.8f, 10), test::wave("fast", 10, 0.6f, 10),
                          test::wave("armoured", 6, 1.2f, 10), test::wave("flying", 8, 0.7f, 10)},
                         gold, 5);
}

TEST(DefenceSearch, WinsALevelThatIsLostUndefended) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = fieldLevel(60);
  World idle(level, defs, 1);
  while (idle.result() == GameResult::Playing) idle.step();
  ASSERT_EQ(idle.result(), GameResult::Lost);

  SearchLimits limits;
  limits.tickBudget = 3'000'000;
  const SearchResult r = searchDefence(level, defs, 1, limits);
  EXPECT_EQ(r.outcome.result, GameResult::Won);
  EXPECT_FALSE(r.steps.empty());
  EXPECT_GT(r.evaluations, 1u);
  // The reported game is the one its actions replay.
  std::vector<ActionDef> actions;
  const PlanOutcome again = replayPlan(level, defs, 1, r.steps, limits.tickLimit, &actions);
  EXPECT_EQ(again.result, r.outcome.result);
  EXPECT_EQ(again.lives, r.outcome.lives);
  EXPECT_EQ(again.ticks, r.outcome.ticks);
  EXPECT_EQ(actions.size(), r.actions.size());
}

TEST(DefenceSearch, TheSameLimitsGiveTheSamePlanWithAnyNumberOfThreads) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = fieldLevel(60);
  SearchLimits limits;
  limits.tickBudget = 600'000;
  limits.threads = 1;
  const SearchResult one = searchDefence(level, defs, 1, limits);
  limits.threads = 2;
  const SearchResult two = searchDefence(level, defs, 1, limits);
  limits.threads = 5;
  const SearchResult five = searchDefence(level, defs, 1, limits);
  EXPECT_EQ(one.steps, two.steps);
  EXPECT_EQ(one.steps, five.steps);
  EXPECT_EQ(one.ticksSimulated, two.ticksSimulated);
  EXPECT_EQ(one.outcome.ticks, five.outcome.ticks);
}

TEST(DefenceSearch, FromAGameJustMadeItIsTheSearchOfTheLevel) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = fieldLevel(60);
  SearchLimits limits;
  limits.tickBudget = 600'000;
  const SearchResult fromLevel = searchDefence(level, defs, 1, limits);
  const SearchResult fromRoot = searchDefence(PlanRun(level, defs, 1), limits);
  EXPECT_EQ(fromLevel.steps, fromRoot.steps);
  EXPECT_EQ(fromLevel.ticksSimulated, fromRoot.ticksSimulated);
  EXPECT_EQ(fromLevel.outcome.ticks, fromRoot.outcome.ticks);
  EXPECT_EQ(fromLevel.actions.size(), fromRoot.actions.size());
}

TEST(DefenceSearch, FromAGameUnderWayItKeepsItsPlanAndBuildsNoEarlier) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = fieldLevel(60);
  PlanStep archer;
  archer.kind = PlanStepKind::Build;
  archer.tower = 0;
  archer.cell = {5, 0};
  PlanStep wait;
  wait.kind = PlanStepKind::Wait;
  wait.waves = 2;
  PlanRun root(level, defs, 1);
  root.add(archer);
  root.add(wait);
  root.settle(SearchLimits{}.tickLimit);  // on the tick the second wave started
  const uint64_t resumed = root.world().tick();
  ASSERT_EQ(root.world().wavesStarted(), 2);
  ASSERT_EQ(root.world().result(), GameResult::Playing);
  SearchLimits limits;
  limits.tickBudget = 1'000'000;
  const SearchResult r = searchDefence(root, limits);
  ASSERT_GT(r.steps.size(), 1u);
  EXPECT_EQ(r.steps[0], archer);
  EXPECT_EQ(r.steps[1], wait);
  ASSERT_GT(r.actions.size(), 1u);
  EXPECT_EQ(r.actions.front().tick, 0u);
  for (size_t i = 1; i < r.actions.size(); ++i) EXPECT_GE(r.actions[i].tick, resumed) << "action " << i;
  // Its answer is a plan of the level like any other: the wait keeps the new steps where the search played them.
  const PlanOutcome again = replayPlan(level, defs, 1, r.steps, limits.tickLimit);
  EXPECT_EQ(again.ticks, r.outcome.ticks);
  EXPECT_EQ(again.lives, r.outcome.lives);
}

TEST(DefenceSearch, StopsOnceTheBudgetIsSpent) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = fieldLevel(60);
  SearchLimits limits;
  limits.tickBudget = 20'000;
  const SearchResult small = searchDefence(level, defs, 1, limits);
  EXPECT_TRUE(small.budgetSpent);
  limits.tickBudget = 3'000'000;
  const SearchResult large = searchDefence(level, defs, 1, limits);
  EXPECT_GT(large.ticksSimulated, small.ticksSimulated);
  EXPECT_FALSE(better(small.outcome, large.outcome));
}

// Bats over a level that offers only the Wall and the Cannon, which cannot hit them: the walls proposed fold the
// walkers' routes, which no bat follows, so no step ever makes a better game, and the search runs exactly as many turns
// as its patience allows, the longer one while the lost game leaves gold in hand.
TEST(DefenceSearch, IsMorePatientWhileLivesAreLostWithGoldInHand) {
  const GameDefs defs = test::testDefsWithAWall();
  LevelDef level =
      test::testLevel(kField, {test::wave("flying", 6, 0.8f, 10), test::wave("flying", 6, 0.8f, 10)}, 0, 5);
  level.towers = {"wall", "cannon"};
  SearchLimits limits;
  limits.tickBudget = 50'000'000;
  limits.patience = 2;
  limits.patienceWithGold = 5;
  const int32_t inHand = kGoldInHandSteps * defs.towers[1].levels[0].cost;  // the Cannon, the dearest

  level.gold = inHand + 50;
  const SearchResult rich = searchDefence(level, defs, 1, limits);
  ASSERT_EQ(rich.outcome.result, GameResult::Lost);
  ASSERT_GE(rich.outcome.gold, inHand);
  EXPECT_EQ(rich.turns, limits.patienceWithGold);
  EXPECT_FALSE(rich.budgetSpent);

  level.gold = inHand * 2 / 5;
  const SearchResult poor = searchDefence(level, defs, 1, limits);
  ASSERT_EQ(poor.outcome.result, GameResult::Lost);
  ASSERT_LT(poor.outcome.gold, inHand);
  EXPECT_EQ(poor.turns, limits.patience);
}

TEST(DefenceSearch, ACancelledSearchSaysSo) {
  const GameDefs defs = test::testDefs();
  std::atomic<bool> cancel{true};
  SearchLimits limits;
  limits.cancel = &cancel;
  const SearchResult r = searchDefence(fieldLevel(60), defs, 1, limits);
  EXPECT_TRUE(r.cancelled);
  EXPECT_TRUE(r.steps.empty());
}

}  // namespace
}  // namespace td
