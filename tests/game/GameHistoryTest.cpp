#include <gtest/gtest.h>

#include <numeric>

#include "engine/sim/World.h"
#include "game/play/GameHistory.h"
#include "game/play/ResultCharts.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kHistoryRoad = {
    "..........",
    "S........G",
    "..........",
};

// Three waves; one archer lets some through, so there are leaks to count.
TEST(GameHistory, FollowsLivesGoldWavesAndLeaksToTheEnd) {
  const GameDefs defs = test::testDefs();
  LevelDef level = test::testLevel(
      kHistoryRoad, {test::wave("normal", 4, 0.5f), test::wave("fast", 6, 0.3f), test::wave("normal", 4, 0.5f)}, 100,
      20);
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(0, {5, 0}).ok());
  GameHistory history;
  while (world.result() == GameResult::Playing && world.tick() < 20000) {
    world.step();
    history.observe(world);
  }
  ASSERT_NE(world.result(), GameResult::Playing);
  const auto samples = history.samples();
  ASSERT_GE(samples.size(), 3u);
  for (size_t i = 1; i + 1 < samples.size(); ++i) {
    EXPECT_EQ(samples[i].tick - samples[i - 1].tick, GameHistory::kSampleTicks);
  }
  // The last sample is the end, as it was.
  EXPECT_EQ(samples.back().tick, world.tick());
  EXPECT_EQ(samples.back().lives, world.lives());
  EXPECT_EQ(samples.back().gold, world.gold());
  EXPECT_EQ(samples.front().lives, 20);
  ASSERT_EQ(history.waveTicks().size(), 3u);
  EXPECT_LT(history.waveTicks()[0], history.waveTicks()[1]);
  const auto leaks = history.leaksByWave();
  ASSERT_EQ(leaks.size(), 3u);
  EXPECT_GT(world.enemiesLeaked(), 0);
  EXPECT_EQ(std::accumulate(leaks.begin(), leaks.end(), 0), world.enemiesLeaked());
  // Nothing more is written once the game is over.
  const size_t count = samples.size();
  world.step();
  history.observe(world);
  EXPECT_EQ(history.samples().size(), count);

  const ResultCharts charts = makeResultCharts(history, world, level.lives);
  ASSERT_EQ(charts.towers.size(), 1u);
  EXPECT_GT(charts.towers[0].value, 0.f);
  EXPECT_EQ(charts.lives.size(), count);
  EXPECT_FLOAT_EQ(charts.livesTop, 20.f);
  ASSERT_EQ(charts.waveMarks.size(), 3u);
  EXPECT_GT(charts.waveMarks[0], 0.f);
  EXPECT_LT(charts.waveMarks[2], 1.f);
  EXPECT_FALSE(charts.empty());
}

TEST(ResultCharts, TheMostDamagingTowersFirstAndTheRestSummed) {
  const GameDefs defs = test::testDefs();
  LevelDef level = test::testLevel({"....................", "S..................G", "...................."},
                                   {test::wave("boss", 1, 1.f)}, 5000, 20);
  World world(level, defs, 1);
  for (int32_t x = 2; x < 16; ++x) ASSERT_TRUE(world.build(x % 2 == 0 ? 0 : 3, {x, x % 4 == 0 ? 0 : 2}).ok());
  GameHistory history;
  for (int t = 0; t < 1500; ++t) {
    world.step();
    history.observe(world);
  }
  const ResultCharts charts = makeResultCharts(history, world, level.lives);
  ASSERT_EQ(charts.towers.size(), ResultCharts::kMostBars);
  for (size_t i = 1; i + 1 < charts.towers.size(); ++i) EXPECT_GE(charts.towers[i - 1].value, charts.towers[i].value);
  EXPECT_NE(charts.towers.back().label.find("others"), std::string::npos);
  float total = 0.f;
  for (const ChartBar& b : charts.towers) total += b.value;
  float dealt = 0.f;
  for (uint32_t i = 0; i < world.towers().slotCount(); ++i) {
    if (world.towers().aliveAt(i)) dealt += world.towers().at(i).dealt;
  }
  EXPECT_NEAR(total, dealt, dealt * 1e-4f);
}

}  // namespace
}  // namespace td
