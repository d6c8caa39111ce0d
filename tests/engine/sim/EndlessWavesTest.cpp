#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/EndlessWaves.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

TEST(EndlessWaves, RepeatTheSecondHalfEachPassHarder) {
  const std::vector<WaveDef> waves = {test::wave("normal", 4, 1.0f, 5), test::wave("fast", 4, 1.0f, 6),
                                      test::wave("armoured", 5, 1.0f, 7), test::wave("boss", 1, 1.0f, 8)};
  // Waves 4 and 5 repeat waves 2 and 3 (the second half), then 6 and 7 again, harder.
  const WaveDef w4 = endlessWave(waves, 4, 4);
  const WaveDef w5 = endlessWave(waves, 4, 5);
  const WaveDef w6 = endlessWave(waves, 4, 6);
  EXPECT_EQ(w4.groups[0].enemy, "armoured");
  EXPECT_EQ(w5.groups[0].enemy, "boss");
  EXPECT_EQ(w6.groups[0].enemy, "armoured");
  EXPECT_EQ(w4.bonus, 7);
  EXPECT_GT(w6.groups[0].count, w4.groups[0].count);
  EXPECT_EQ(w4.groups[0].count, 6);  // 5 x 1.2
  EXPECT_LT(w6.groups[0].interval, w4.groups[0].interval);
  EXPECT_GT(w4.health, 1.0f);
  EXPECT_GT(w6.health, w4.health);
  EXPECT_EQ(w4.health, w5.health);
}

TEST(EndlessWaves, KeepTheirSourceWavesHealthFactor) {
  std::vector<WaveDef> waves = {test::wave("normal", 4, 1.0f, 5), test::wave("fast", 4, 1.0f, 6)};
  const float plain = endlessWave(waves, 2, 2).health;
  waves[1].health = 2.0f;
  EXPECT_FLOAT_EQ(endlessWave(waves, 2, 2).health, 2.0f * plain);
}

TEST(EndlessWaves, AnEndlessGameIsNeverWonAndEndsWhenTheLivesRunOut) {
  const LevelDef level =
      test::testLevel(kField, {test::wave("normal", 2, 0.5f, 5), test::wave("fast", 2, 0.5f, 5)}, 100, 3);
  const GameDefs defs = test::testDefs();
  World endless(level, defs, 1, PlayRules{Difficulty::Normal, true});
  World plain(level, defs, 1);
  // Undefended: the plain game is lost in its two waves; the endless one
  // too, but only after more waves than the level has, once three got through.
  for (int t = 0; t < 60 * 600 && endless.result() == GameResult::Playing; ++t) endless.step();
  for (int t = 0; t < 60 * 600 && plain.result() == GameResult::Playing; ++t) plain.step();
  EXPECT_EQ(endless.result(), GameResult::Lost);
  EXPECT_EQ(endless.levelWaveCount(), 2);
  EXPECT_GT(endless.waveCount(), endless.levelWaveCount());
  // Until the endless waves, the two games are the same.
  EXPECT_EQ(plain.result(), GameResult::Lost);
}

TEST(EndlessWaves, ADefendedEndlessGameGoesOnPastTheLevelsWaves) {
  const std::vector<std::string> rows = {
      "................",
      "S..............G",
      "................",
  };
  const LevelDef level = test::testLevel(rows, {test::wave("swarm", 1, 0.5f, 5)}, 1000, 10);
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1, PlayRules{Difficulty::Normal, true});
  for (int32_t x = 3; x < 13; ++x) {
    ASSERT_TRUE(world.build(0, {x, 0}).ok());
    ASSERT_TRUE(world.build(0, {x, 2}).ok());
  }
  for (int t = 0; t < 60 * 20; ++t) world.step();
  EXPECT_EQ(world.result(), GameResult::Playing);
  EXPECT_GT(world.wavesCleared(), 2);
  // Waves beyond the level's own score for the endless part.
  EXPECT_GT(world.scoreCard().endless, 0);
}

}  // namespace
}  // namespace td
