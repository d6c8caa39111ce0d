#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/sim/RouteLength.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

// Two archers by a short road: every Grunt dies, so the game is won.
World* defended(World& world) {
  EXPECT_TRUE(world.build(0, {4, 0}).ok());
  EXPECT_TRUE(world.build(0, {4, 2}).ok());
  return &world;
}

void playOut(World& world) {
  for (int t = 0; t < 60 * 300 && world.result() == GameResult::Playing; ++t) world.step();
}

TEST(ScoreCard, AWonGameScoresKillsLivesAndGoldLeft) {
  const LevelDef level = test::testLevel(kField, {test::wave("swarm", 3, 0.5f, 5)}, 100, 10);
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  defended(world);
  playOut(world);
  ASSERT_EQ(world.result(), GameResult::Won);
  const ScoreCard c = world.scoreCard();
  EXPECT_EQ(c.kills, 3 * 1 * 10);  // three Mites of bounty 1
  EXPECT_EQ(c.lives, world.lives() * 100);
  EXPECT_EQ(c.gold, world.gold());
  EXPECT_EQ(c.early, 0);
  EXPECT_EQ(c.maze, 0);  // the archers stand beside the straight way: no maze
  EXPECT_EQ(c.total, c.kills + c.lives + c.gold);
  // The simulation's own running score counts the kills and the lives bonus.
  EXPECT_EQ(world.score(), c.kills + c.lives);
}

TEST(ScoreCard, CallingWavesEarlyScoresTheSecondsSkipped) {
  const LevelDef level =
      test::testLevel(kField, {test::wave("swarm", 1, 0.5f, 5), test::wave("swarm", 1, 0.5f, 5)}, 100, 10);
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  defended(world);
  // The first wave comes after its delay; the second is called at once,
  // with the whole three-second break still to run.
  while (world.wavesStarted() == 0) world.step();
  world.step();
  ASSERT_TRUE(world.callNextWave().ok());
  playOut(world);
  EXPECT_EQ(world.scoreCard().early, 2 * 5);  // 2.98 s counts as 2 whole seconds, 5 points each
}

TEST(ScoreCard, EachKillOnALongerRouteScoresTheMaze) {
  const LevelDef level =
      test::testLevel(kField, {test::wave("swarm", 3, 0.5f, 5), test::wave("normal", 2, 0.5f, 5)}, 100, 10);
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  // Two archers across the middle row: the route steps down round them, 7 straight steps and 2 diagonal
  // instead of 9 straight, 1.092 times as long.
  ASSERT_TRUE(world.build(0, {4, 0}).ok());
  ASSERT_TRUE(world.build(0, {4, 1}).ok());
  const RouteTotals t = routeTotals(world.state());
  EXPECT_EQ(t.routes, 1);
  EXPECT_EQ(t.open, 9 * 2 * kOrthogonalUnit);
  EXPECT_EQ(t.now, 7 * 2 * kOrthogonalUnit + 2 * 2 * kDiagonalUnit);
  EXPECT_DOUBLE_EQ(routeStretch(world), t.stretch());
  const RouteLength own = routeOf(world.state(), 0, 0);
  EXPECT_EQ(own.now, t.now);
  EXPECT_EQ(own.open, t.open);
  playOut(world);
  ASSERT_EQ(world.result(), GameResult::Won);
  ASSERT_EQ(world.enemiesKilled(), 5);
  const ScoreCard c = world.scoreCard();
  // 0.092 of a stretch over the open level: each kill scores 0.092 of its kill points again. Three Mites
  // (bounty 1) and two Grunts (bounty 3): 0.92 x 3 + 2.76 x 2 = 8.28 points, 8 whole.
  EXPECT_EQ(world.state().economy.mazeMilli, 920 * 3 + 2760 * 2);
  EXPECT_EQ(c.maze, 8);
  EXPECT_EQ(c.total, c.kills + c.lives + c.gold + c.maze);
  // The state's running score (and so its hash) leaves the maze out, as it does the early calls.
  EXPECT_EQ(world.score(), c.kills + c.lives);
}

TEST(ScoreCard, AKilledFlyerScoresNoMaze) {
  const LevelDef level = test::testLevel(kField, {test::wave("flying", 2, 0.5f, 5)}, 100, 10);
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(0, {4, 0}).ok());
  ASSERT_TRUE(world.build(0, {4, 1}).ok());
  playOut(world);
  ASSERT_GT(world.enemiesKilled(), 0);
  EXPECT_GT(world.scoreCard().kills, 0);
  EXPECT_EQ(world.scoreCard().maze, 0);
}

TEST(ScoreCard, ALostGameScoresItsKillsAloneAndDifficultyScales) {
  const LevelDef level = test::testLevel(kField, {test::wave("normal", 5, 0.5f, 5)}, 100, 1);
  const GameDefs defs = test::testDefs();
  World normal(level, defs, 1);
  playOut(normal);
  ASSERT_EQ(normal.result(), GameResult::Lost);
  EXPECT_EQ(normal.scoreCard().total, normal.scoreCard().kills);
  World hard(level, defs, 1, PlayRules{Difficulty::Hard, false});
  defended(hard);
  World easy(level, defs, 1, PlayRules{Difficulty::Easy, false});
  defended(easy);
  playOut(hard);
  playOut(easy);
  const ScoreCard h = hard.scoreCard();
  const ScoreCard e = easy.scoreCard();
  EXPECT_EQ(h.factor, 1.5f);
  EXPECT_EQ(e.factor, 0.5f);
  EXPECT_EQ(h.total,
            static_cast<int64_t>(std::llround(1.5 * static_cast<double>(h.kills + h.lives + h.gold + h.maze))));
  EXPECT_EQ(e.total,
            static_cast<int64_t>(std::llround(0.5 * static_cast<double>(e.kills + e.lives + e.gold + e.maze))));
}

}  // namespace
}  // namespace td
