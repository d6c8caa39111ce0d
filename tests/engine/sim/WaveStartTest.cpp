#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "engine/balance/WaveBalance.h"
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

// Mites (kind 3), grunts (0), runners (1): which wave sent an enemy shows in its kind.
LevelDef threeWaves() {
  return test::testLevel(
      kField, {test::wave("swarm", 1, 1.0f, 5), test::wave("normal", 2, 1.0f, 7), test::wave("fast", 3, 1.0f, 11)}, 100,
      10);
}

struct Played {
  std::vector<int32_t> wavesStarted;  // 1-based, as the events say
  std::vector<uint16_t> kindsSpawned;
};

Played playOut(World& world) {
  Played p;
  for (int t = 0; t < 60 * 120 && world.result() == GameResult::Playing; ++t) {
    world.step();
    for (const SimEvent& e : world.events()) {
      if (e.kind == SimEventKind::WaveStarted) p.wavesStarted.push_back(e.value);
      if (e.kind == SimEventKind::EnemySpawned) p.kindsSpawned.push_back(e.subKind);
    }
  }
  return p;
}

TEST(WaveStart, AGameFromWaveTwoPlaysOnlyTheWavesFromThere) {
  const GameDefs defs = test::testDefs();
  World world(threeWaves(), defs, 1, WaveStart{1, 500});
  EXPECT_EQ(world.gold(), 500);
  EXPECT_EQ(world.lives(), 10);
  EXPECT_EQ(world.wavesStarted(), 1);
  EXPECT_EQ(world.firstWave(), 1);
  EXPECT_EQ(world.wavesCleared(), 1);
  EXPECT_FLOAT_EQ(world.nextWaveIn(), threeWaves().firstWaveDelay);
  const Played p = playOut(world);
  EXPECT_EQ(p.wavesStarted, (std::vector<int32_t>{2, 3}));
  EXPECT_EQ(p.kindsSpawned, (std::vector<uint16_t>{0, 0, 1, 1, 1}));
  // Nobody defends: all five get through, and the two waves played pay
  // their bonuses; the skipped wave's bonus is not paid again.
  EXPECT_EQ(world.result(), GameResult::Won);
  EXPECT_EQ(world.lives(), 5);
  EXPECT_EQ(world.gold(), 500 + 7 + 11);
  EXPECT_EQ(world.wavesCleared(), 3);
}

TEST(WaveStart, TheFirstWavePlayedPaysNothingForCallingItEarly) {
  const GameDefs defs = test::testDefs();
  World world(threeWaves(), defs, 1, WaveStart{1, 0});
  EXPECT_EQ(world.earlyCallBonus(), 0);
  const CommandResult first = world.callNextWave();
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(first.gold, 0);
  for (int t = 0; t < 60 * 3 && world.nextWaveIn() > 2.0f; ++t) world.step();
  // The break after it counts as in any game.
  EXPECT_GT(world.earlyCallBonus(), 0);
}

TEST(WaveStart, WaveOneWithTheLevelsGoldIsTheGameFromTheStart) {
  const GameDefs defs = test::testDefs();
  World plain(threeWaves(), defs, 3);
  World started(threeWaves(), defs, 3, WaveStart{0, threeWaves().gold});
  ASSERT_TRUE(plain.build(0, {4, 0}).ok());
  ASSERT_TRUE(started.build(0, {4, 0}).ok());
  for (int t = 0; t < 60 * 60; ++t) {
    plain.step();
    started.step();
    ASSERT_EQ(plain.stateHash(), started.stateHash()) << "tick " << t;
  }
}

TEST(WaveStart, StartsWithTheGoldTheBalanceModelCounts) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = threeWaves();
  const WaveBalance balance = balanceWaves(level, defs);
  const int32_t gold = balance.waves[2].goldBefore;
  EXPECT_EQ(gold, 100 + 1 + 5 + 2 * 3 + 7);  // starting gold, mite and grunt bounties, two bonuses
  World world(level, defs, 1, WaveStart{2, gold + 40});
  EXPECT_EQ(world.gold(), gold + 40);
  EXPECT_EQ(playOut(world).wavesStarted, (std::vector<int32_t>{3}));
}

TEST(WaveStart, RefusesAWaveTheLevelDoesNotHaveAndNegativeGold) {
  const GameDefs defs = test::testDefs();
  EXPECT_THROW(World(threeWaves(), defs, 1, WaveStart{3, 0}), std::invalid_argument);
  EXPECT_THROW(World(threeWaves(), defs, 1, WaveStart{-1, 0}), std::invalid_argument);
  EXPECT_THROW(World(threeWaves(), defs, 1, WaveStart{1, -5}), std::invalid_argument);
  EXPECT_NO_THROW(World(threeWaves(), defs, 1, WaveStart{2, 0}));
}

}  // namespace
}  // namespace td
