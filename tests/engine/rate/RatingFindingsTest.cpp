#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "engine/rate/LevelRating.h"
#include "engine/rate/RatingFindings.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

constexpr uint64_t kFindingsTicks = 60ull * 60 * 20;

const std::vector<std::string> kFindingsField = {
    "..........",
    "S........G",
    "..........",
};

LevelDef findingsLevel() {
  return test::testLevel(kFindingsField, {test::wave("normal", 4, 0.8f), test::wave("fast", 3, 0.5f)}, 200, 20);
}

ActionDef act(uint64_t tick, ActionKind kind, Cell cell, const std::string& tower = {}) {
  ActionDef a;
  a.tick = tick;
  a.kind = kind;
  a.cell = cell;
  a.tower = tower;
  return a;
}

int32_t sum(const std::vector<int32_t>& v) { return std::accumulate(v.begin(), v.end(), 0); }

TEST(RatingFindings, WithNoDefenceEveryLifeLostIsChargedToItsWaveAndItsGoal) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = findingsLevel();
  const RatingFindings f = findRatingFindings(level, defs, 1, {}, kFindingsTicks);
  EXPECT_EQ(f.result, GameResult::Won);  // 7 lives lost of 20: the waves end, the game is won
  ASSERT_EQ(f.livesLostByWave.size(), 2u);
  EXPECT_EQ(f.livesLostByWave[0], 4);
  EXPECT_EQ(f.livesLostByWave[1], 3);
  const Cell goal = level.goals[0];
  EXPECT_EQ(f.leaks[f.cellIndex(goal)], 7);
  EXPECT_EQ(sum(f.leaks), 7);
  EXPECT_FLOAT_EQ(f.maxDamage, 0.f);
  EXPECT_TRUE(f.changes.empty());
  ASSERT_EQ(f.waveTicks.size(), 2u);
  EXPECT_LT(f.waveTicks[0], f.waveTicks[1]);
  EXPECT_EQ(f.waveAt(f.waveTicks[0] - 1), -1);
  EXPECT_EQ(f.waveAt(f.waveTicks[1]), 1);
}

TEST(RatingFindings, RoutesGiveTheWalkAndTheTimeOfTheFastestAndSlowestKinds) {
  const GameDefs defs = test::testDefs();
  const RatingFindings f = findRatingFindings(findingsLevel(), defs, 1, {}, kFindingsTicks);
  ASSERT_EQ(f.routes.size(), 1u);
  const RouteFinding& r = f.routes[0];
  EXPECT_EQ(r.spawn, 0);
  EXPECT_DOUBLE_EQ(r.stretch, 1.0);
  EXPECT_NEAR(r.walkedCells, 9.0, 1e-9);  // straight along the middle row
  // Grass (cost 2, the reference) all the way: nine cells at 3 cells a second (fast) and 1.5 (normal).
  EXPECT_NEAR(r.fastestSeconds, 3.0f, 1e-4f);
  EXPECT_NEAR(r.slowestSeconds, 6.0f, 1e-4f);
}

TEST(RatingFindings, TowersAreFollowedAndTheirDamageLandsWhereTheEnemiesStood) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = findingsLevel();
  const std::vector<ActionDef> actions = {
      act(0, ActionKind::Build, {4, 0}, "arrow"), act(30, ActionKind::Upgrade, {4, 0}),
      act(60, ActionKind::Build, {5, 2}, "arrow"), act(90, ActionKind::Sell, {5, 2})};
  const RatingFindings f = findRatingFindings(level, defs, 1, actions, kFindingsTicks);
  ASSERT_EQ(f.changes.size(), 4u);
  EXPECT_EQ(f.changes[0].tick, 0u);
  EXPECT_EQ(f.changes[0].cell, (Cell{4, 0}));
  EXPECT_EQ(f.changes[0].kind, defs.towerIndex("arrow"));
  EXPECT_EQ(f.changes[0].level, 0);
  EXPECT_EQ(f.changes[1].tick, 30u);
  EXPECT_EQ(f.changes[1].level, 1);
  EXPECT_FALSE(f.changes[2].sold);
  EXPECT_TRUE(f.changes[3].sold);
  EXPECT_EQ(f.changes[3].cell, (Cell{5, 2}));
  // The archer hits the walkers of the middle row: the damage lies on it (walkers bunched at the tower's corner
  // may stand a little off it, not much).
  EXPECT_GT(f.maxDamage, 0.f);
  float onRoute = 0.f;
  float offRoute = 0.f;
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) (y == 1 ? onRoute : offRoute) += f.damage[f.cellIndex({x, y})];
  }
  EXPECT_GT(onRoute, 0.f);
  EXPECT_LE(offRoute, 0.1f * onRoute);
  // No more damage than the enemies had health: 4 grunts of 30 and 3 runners of 18.
  EXPECT_LE(onRoute, 4 * 30.f + 3 * 18.f + 1e-3f);
}

// A specialisation is a change of its own, naming the choice; the upgrades before it name none.
TEST(RatingFindings, ASpecialisationIsFollowedWithItsChoice) {
  GameDefs defs = test::testDefs();
  TowerDef& arrow = defs.towers[static_cast<size_t>(defs.towerIndex("arrow"))];
  TowerSpecDef volley{"volley", "Volley", "Three arrows.", arrow.levels.back()};
  arrow.specialisations = {TowerSpecDef{"marksman", "Marksman", "Far.", arrow.levels.back()}, volley};
  const std::vector<ActionDef> actions = {act(0, ActionKind::Build, {4, 0}, "arrow"),
                                          act(1, ActionKind::Upgrade, {4, 0}), act(2, ActionKind::Upgrade, {4, 0}),
                                          act(3, ActionKind::Specialise, {4, 0}, "volley")};
  LevelDef level = findingsLevel();
  level.gold = 10000;
  const RatingFindings f = findRatingFindings(level, defs, 1, actions, kFindingsTicks);
  ASSERT_EQ(f.changes.size(), 4u);
  EXPECT_EQ(f.changes[2].spec, -1);
  EXPECT_EQ(f.changes[3].spec, 1);
  EXPECT_EQ(f.changes[3].level, f.changes[2].level);
}

TEST(RatingFindings, EachStepKeepsTheRouteItsTowersMade) {
  const GameDefs defs = test::testDefs();
  // A tower in the middle of the straight route, then sold: the route bends round it, then runs straight again.
  const std::vector<ActionDef> actions = {act(0, ActionKind::Build, {5, 1}, "arrow"),
                                          act(10, ActionKind::Sell, {5, 1})};
  const RatingFindings f = findRatingFindings(findingsLevel(), defs, 1, actions, kFindingsTicks);
  ASSERT_EQ(f.routeSteps.size(), 3u);  // before any tower, after the build, after the sale
  for (const auto& step : f.routeSteps) ASSERT_EQ(step.size(), 1u);
  const auto passes = [](const std::vector<Cell>& route, Cell c) {
    return std::find(route.begin(), route.end(), c) != route.end();
  };
  EXPECT_TRUE(passes(f.routeSteps[0][0], {5, 1}));
  EXPECT_FALSE(passes(f.routeSteps[1][0], {5, 1}));
  EXPECT_EQ(f.routeSteps[1][0].back(), (Cell{9, 1}));
  EXPECT_EQ(f.routeSteps[2][0], f.routeSteps[0][0]);
}

TEST(RatingFindings, ARatingsDefencePlaysTheSameGameAgain) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = findingsLevel();
  RateOptions options;
  options.budgetSeconds = 1.0;
  const LevelRating rating = rateLevel(level, defs, options);
  ASSERT_FALSE(rating.actions.empty());
  const RatingFindings f = findRatingFindings(level, defs, options.seed, rating.actions, kFindingsTicks);
  EXPECT_EQ(f.result, rating.outcome.result);
  EXPECT_EQ(sum(f.livesLostByWave), level.lives - rating.outcome.lives);
  EXPECT_FALSE(f.changes.empty());
}

TEST(RatingFindings, ACancelStopsTheReplay) {
  const GameDefs defs = test::testDefs();
  const std::atomic<bool> cancel{true};
  const RatingFindings f = findRatingFindings(findingsLevel(), defs, 1, {}, kFindingsTicks, &cancel);
  EXPECT_TRUE(f.cancelled);
  EXPECT_EQ(f.ticks, 0u);
}

}  // namespace
}  // namespace td
