#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rate/LevelRating.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "............",
    "S...........",
    "...........G",
    "............",
};

LevelDef fieldLevel(int32_t gold) {
  return test::testLevel(kField, {test::wave("normal", 8, 0.8f, 5), test::wave("fast", 8, 0.6f, 5)}, gold, 5);
}

RateOptions smallBudget() {
  RateOptions o;
  o.budgetSeconds = 1.5;
  return o;
}

TEST(LevelRating, TheLeastWinningGoldIsAShareOfTheLevelsGold) {
  const GameDefs defs = test::testDefs();
  const LevelRating r = rateLevel(fieldLevel(100), defs, smallBudget());
  EXPECT_TRUE(r.won);
  ASSERT_GE(r.minGold, 0);
  EXPECT_LE(r.minGold, 100);
  EXPECT_DOUBLE_EQ(r.difficulty, r.minGold / 100.0);
  EXPECT_GT(r.probes, 1u);
  EXPECT_FALSE(r.actions.empty());
  // The game that won with the least gold is kept: a win, its maze measured.
  EXPECT_EQ(r.leastGoldOutcome.result, GameResult::Won);
  EXPECT_GE(r.leastGoldOutcome.stretch, 1.0);
}

TEST(LevelRating, LessStartingGoldNeverRatesEasier) {
  const GameDefs defs = test::testDefs();
  const LevelRating rich = rateLevel(fieldLevel(100), defs, smallBudget());
  const LevelRating poor = rateLevel(fieldLevel(40), defs, smallBudget());
  EXPECT_EQ(rich.minGold, poor.minGold);
  EXPECT_GE(poor.difficulty, rich.difficulty);
}

TEST(LevelRating, ALevelNoDefenceCanHoldRatesBeyondTheProbes) {
  const GameDefs defs = test::testDefs();
  // One life, and an ogre that no tower of the test set stops in time.
  LevelDef level = test::testLevel({"S..G"}, {test::wave("boss", 3, 0.5f)}, 50, 1);
  RateOptions o = smallBudget();
  o.budgetSeconds = 0.5;
  const LevelRating r = rateLevel(level, defs, o);
  EXPECT_FALSE(r.won);
  EXPECT_EQ(r.minGold, -1);
  EXPECT_GT(r.difficulty, 1.0);
}

TEST(LevelRating, TheFirstPlayRatingProbesAsTheOtherWithThePlayerThatSeesOneWaveAhead) {
  const GameDefs defs = test::testDefs();
  RateOptions o = smallBudget();
  o.firstPlay = true;
  const LevelRating r = rateLevel(fieldLevel(100), defs, o);
  EXPECT_TRUE(r.won);
  ASSERT_GE(r.minGold, 0);
  EXPECT_LE(r.minGold, 100);
  EXPECT_DOUBLE_EQ(r.difficulty, r.minGold / 100.0);
  EXPECT_GT(r.probes, 1u);
  // Its defence is the first-play player's: the second wave's steps wait for the first wave to start.
  EXPECT_TRUE(
      std::any_of(r.steps.begin(), r.steps.end(), [](const PlanStep& s) { return s.kind == PlanStepKind::Wait; }));
  EXPECT_EQ(r.leastGoldOutcome.result, GameResult::Won);
}

TEST(LevelRating, ProgressRisesToTheEnd) {
  const GameDefs defs = test::testDefs();
  RateOptions o = smallBudget();
  std::vector<float> seen;
  o.progress = [&](float f) { seen.push_back(f); };
  rateLevel(fieldLevel(100), defs, o);
  ASSERT_FALSE(seen.empty());
  for (size_t i = 1; i < seen.size(); ++i) EXPECT_GE(seen[i], seen[i - 1]);
  EXPECT_LE(seen.back(), 1.0f);
}

}  // namespace
}  // namespace td
