#include <gtest/gtest.h>

#include "engine/balance/PlayEstimate.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

// A 100 x 1 corridor: the spawn at the left end, the goal at the right.
LevelDef corridor() {
  LevelDef level;
  level.width = 100;
  level.height = 1;
  level.spawns = {{0, 0}};
  level.goals = {{99, 0}};
  level.firstWaveDelay = 20.0f;
  level.waveBreak = 10.0f;
  return level;
}

TEST(PlayEstimate, NoWavesTakeNoTime) {
  const PlayEstimate e = estimatePlay(corridor());
  EXPECT_EQ(e.seconds(), 0.0);
  EXPECT_EQ(e.enemies, 0);
}

// The first wave's delay, each wave's longest group, and a break before
// every wave but the first; the walk is the last wave's.
TEST(PlayEstimate, AddsTheWavesAndTheLastWalk) {
  LevelDef level = corridor();
  level.waves = {
      {{{"normal", 5, 2.0f, 0, 0.0f}, {"fast", 2, 1.0f, 0, 30.0f}}, 0},  // 8 s, or 31 s for the late group
      {{{"boss", 1, 1.0f, 0, 0.0f}}, 0},                                 // one boss, no spacing
  };
  const GameDefs defs = test::testDefs();
  const PlayEstimate e = estimatePlay(level, &defs);
  EXPECT_DOUBLE_EQ(e.sendSeconds, 20.0 + 31.0 + 10.0 + 0.0);
  // The ogre walks 99 cells at 0.6 cells a second.
  EXPECT_NEAR(e.walkSeconds, 99.0 / 0.6, 1e-3);
  EXPECT_EQ(e.enemies, 8);
  EXPECT_EQ(estimatePlay(level).walkSeconds, 0.0);
}

// A level at the format's maxima: 1000 waves of 100 groups of 10,000
// enemies a minute apart is years of play.
TEST(PlayEstimate, TheFormatsMaximaAreFarBeyondPractical) {
  LevelDef level = corridor();
  WaveDef wave;
  wave.groups.assign(100, WaveGroupDef{"normal", 10'000, 60.0f, 0, 0.0f});
  level.waves.assign(1000, wave);
  const PlayEstimate e = estimatePlay(level);
  EXPECT_GT(e.seconds(), 1000.0 * 9999.0 * 60.0);
  EXPECT_GT(e.seconds(), kImpracticalPlaySeconds);
  EXPECT_EQ(e.enemies, 1'000'000'000);
  EXPECT_GT(e.enemies, kImpracticalEnemies);
}

}  // namespace
}  // namespace td
