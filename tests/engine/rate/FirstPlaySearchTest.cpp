#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rate/FirstPlaySearch.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kPlain = {
    "..............", "S.............", "..............", ".............G", "..............",
};

// Three waves in common, then two that differ: armour and flyers, or a swarm and an ogre.
LevelDef plainLevel(bool flyersLast) {
  std::vector<WaveDef> waves = {test::wave("normal", 8, 0.8f, 10), test::wave("fast", 10, 0.6f, 10),
                                test::wave("normal", 10, 0.7f, 10)};
  if (flyersLast) {
    waves.push_back(test::wave("armoured", 6, 1.2f, 10));
    waves.push_back(test::wave("flying", 8, 0.7f, 10));
  } else {
    waves.push_back(test::wave("swarm", 20, 0.3f, 10));
    waves.push_back(test::wave("boss", 1, 1.0f, 10));
  }
  return test::testLevel(kPlain, std::move(waves), 60, 5);
}

SearchLimits smallLimits() {
  SearchLimits limits;
  limits.tickBudget = 1'500'000;
  return limits;
}

// The steps decided before `waves` waves had started: those before the plan's first wait for them.
std::vector<PlanStep> decidedBefore(const std::vector<PlanStep>& steps, int32_t waves) {
  const auto wait = std::find_if(steps.begin(), steps.end(),
                                 [&](const PlanStep& s) { return s.kind == PlanStepKind::Wait && s.waves == waves; });
  EXPECT_NE(wait, steps.end()) << "no wait for " << waves << " waves";
  return {steps.begin(), wait};
}

TEST(FirstPlaySearch, WhatItDoesBeforeAWaveIsShownDoesNotDependOnIt) {
  const GameDefs defs = test::testDefs();
  const SearchResult flyers = searchFirstPlay(plainLevel(true), defs, 1, smallLimits());
  const SearchResult ogre = searchFirstPlay(plainLevel(false), defs, 1, smallLimits());
  // Wave 4 is shown once wave 3 starts: up to then both games are one.
  const std::vector<PlanStep> a = decidedBefore(flyers.steps, 3);
  EXPECT_FALSE(a.empty());
  EXPECT_EQ(a, decidedBefore(ogre.steps, 3));
  EXPECT_NE(flyers.steps, ogre.steps);
}

TEST(FirstPlaySearch, DecidesWaveByWaveAndItsPlanReplaysTheGameItReports) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = plainLevel(true);
  const SearchResult r = searchFirstPlay(level, defs, 1, smallLimits());
  // A wait for each wave after the first, in order.
  int32_t waits = 0;
  for (const PlanStep& s : r.steps) {
    if (s.kind == PlanStepKind::Wait) {
      EXPECT_EQ(s.waves, ++waits);
    }
  }
  EXPECT_EQ(waits, static_cast<int32_t>(level.waves.size()) - 1);
  std::vector<ActionDef> actions;
  const PlanOutcome again = replayPlan(level, defs, 1, r.steps, smallLimits().tickLimit, &actions);
  EXPECT_EQ(again.result, r.outcome.result);
  EXPECT_EQ(again.ticks, r.outcome.ticks);
  EXPECT_EQ(again.lives, r.outcome.lives);
  ASSERT_EQ(actions.size(), r.actions.size());
  for (size_t i = 0; i < actions.size(); ++i) EXPECT_EQ(actions[i].tick, r.actions[i].tick);
  EXPECT_GT(r.evaluations, 1u);
}

TEST(FirstPlaySearch, TheSameLimitsGiveTheSamePlanWithAnyNumberOfThreads) {
  const GameDefs defs = test::testDefs();
  SearchLimits limits = smallLimits();
  limits.tickBudget = 600'000;
  limits.threads = 1;
  const SearchResult one = searchFirstPlay(plainLevel(true), defs, 1, limits);
  limits.threads = 3;
  const SearchResult three = searchFirstPlay(plainLevel(true), defs, 1, limits);
  EXPECT_EQ(one.steps, three.steps);
  EXPECT_EQ(one.ticksSimulated, three.ticksSimulated);
  EXPECT_EQ(one.outcome.ticks, three.outcome.ticks);
}

TEST(FirstPlaySearch, WithOneWaveThereIsNothingToHide) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(kPlain, {test::wave("normal", 12, 0.6f, 10)}, 30, 5);
  SearchLimits limits = smallLimits();
  limits.tickBudget = 400'000;
  const SearchResult first = searchFirstPlay(level, defs, 1, limits);
  const SearchResult full = searchDefence(level, defs, 1, limits);
  EXPECT_EQ(first.steps, full.steps);
  EXPECT_EQ(first.outcome.ticks, full.outcome.ticks);
}

TEST(FirstPlaySearch, ACancelledSearchSaysSo) {
  const GameDefs defs = test::testDefs();
  std::atomic<bool> cancel{true};
  SearchLimits limits = smallLimits();
  limits.cancel = &cancel;
  const SearchResult r = searchFirstPlay(plainLevel(true), defs, 1, limits);
  EXPECT_TRUE(r.cancelled);
  EXPECT_TRUE(r.steps.empty());
}

}  // namespace
}  // namespace td
