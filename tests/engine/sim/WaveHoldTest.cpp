#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/WaveStart.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

LevelDef twoWaves() {
  LevelDef level =
      test::testLevel(kField, {test::wave("normal", 2, 0.5f, 5), test::wave("normal", 2, 0.5f, 5)}, 100, 10);
  level.firstWaveDelay = 3.0f;
  level.waveBreak = 4.0f;
  return level;
}

int32_t wavesStartedWithin(World& world, int ticks) {
  for (int t = 0; t < ticks; ++t) world.step();
  return world.wavesStarted();
}

TEST(WaveHold, AHeldFirstWaveWaitsForThePlayersCall) {
  // The world keeps references to both.
  const LevelDef level = twoWaves();
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  world.holdFirstWave(true);
  EXPECT_TRUE(world.waitingForPlayer());
  // Ten minutes, five hundred times the first wave's delay: nothing comes.
  EXPECT_EQ(wavesStartedWithin(world, 60 * 600), 0);
  EXPECT_EQ(world.nextWaveIn(), 3.0f);
  EXPECT_EQ(world.enemies().count(), 0u);
  // Nothing is skipped by calling it, so it pays no early bonus.
  EXPECT_EQ(world.earlyCallBonus(), 0);
  ASSERT_TRUE(world.callNextWave().ok());
  EXPECT_FALSE(world.waitingForPlayer());
  EXPECT_EQ(world.wavesStarted(), 1);
  // The rest of the game runs its countdowns: the second wave comes by
  // itself once the first has been sent and the break is over.
  EXPECT_EQ(wavesStartedWithin(world, 60 * 10), 2);
}

TEST(WaveHold, WithoutTheHoldTheFirstWaveComesAfterItsDelay) {
  // The world keeps references to both.
  const LevelDef level = twoWaves();
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  EXPECT_FALSE(world.waitingForPlayer());
  EXPECT_EQ(wavesStartedWithin(world, 60 * 3 - 1), 0);
  EXPECT_EQ(wavesStartedWithin(world, 2), 1);
}

TEST(WaveHold, ALaterStartWaitsAtItsOwnWave) {
  const LevelDef level = twoWaves();
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1, WaveStart{1, 500});
  world.holdFirstWave(true);
  EXPECT_TRUE(world.waitingForPlayer());
  EXPECT_EQ(wavesStartedWithin(world, 60 * 60), 1);  // the skipped wave counts as started
  ASSERT_TRUE(world.callNextWave().ok());
  EXPECT_EQ(world.wavesStarted(), 2);
  EXPECT_FALSE(world.waitingForPlayer());
}

TEST(WaveHold, TheCountdownWaitsWhileAWaveIsStillSending) {
  // The world keeps references to both.
  const LevelDef level = twoWaves();
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  wavesStartedWithin(world, 60 * 3 + 1);
  ASSERT_EQ(world.wavesStarted(), 1);
  EXPECT_TRUE(world.waveSending());
  const float before = world.nextWaveIn();
  world.step();
  EXPECT_EQ(world.nextWaveIn(), before);
  wavesStartedWithin(world, 60 * 2);
  EXPECT_FALSE(world.waveSending());
  EXPECT_LT(world.nextWaveIn(), before);
}

}  // namespace
}  // namespace td
