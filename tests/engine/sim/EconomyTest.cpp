#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

TEST(Economy, BuildUpgradeAndSellMoveGoldByTheRules) {
  const GameDefs defs = test::testDefs();
  World world(test::testLevel(kField, {test::wave("normal", 1, 1.0f)}, 100, 10), defs, 1);
  const CommandResult built = world.build(0, {3, 0});
  ASSERT_TRUE(built.ok());
  EXPECT_EQ(built.gold, 10);
  EXPECT_EQ(world.gold(), 90);
  ASSERT_TRUE(world.upgrade({3, 0}).ok());
  ASSERT_TRUE(world.upgrade({3, 0}).ok());
  EXPECT_EQ(world.gold(), 90 - 15 - 25);
  EXPECT_EQ(world.upgrade({3, 0}).status, CommandStatus::MaxLevel);
  // Once a wave has started, a sell returns 70 % of everything spent: (10 + 15 + 25) * 0.7 = 35.
  ASSERT_TRUE(world.callNextWave().ok());
  const CommandResult sold = world.sell({3, 0});
  ASSERT_TRUE(sold.ok());
  EXPECT_EQ(sold.gold, 35);
  EXPECT_EQ(world.gold(), 50 + 35);
  EXPECT_EQ(world.sell({3, 0}).status, CommandStatus::NoTower);
  EXPECT_FALSE(world.grid().blocked({3, 0}));
}

TEST(Economy, WhatIsBuiltBeforeAWaveSellsBackInFullUntilItStarts) {
  const GameDefs defs = test::testDefs();
  World world(test::testLevel(kField, {test::wave("normal", 2, 1.0f), test::wave("normal", 1, 1.0f)}, 200, 10), defs,
              1);
  ASSERT_TRUE(world.build(0, {3, 0}).ok());
  ASSERT_TRUE(world.upgrade({3, 0}).ok());
  EXPECT_EQ(world.refundFor(world.towers().at(world.towerAt({3, 0}).index)), 25);  // all of 10 + 15
  ASSERT_TRUE(world.build(0, {5, 0}).ok());
  ASSERT_TRUE(world.sell({5, 0}).ok());
  EXPECT_EQ(world.gold(), 200 - 25);  // the misplaced one cost nothing
  // While enemies are out, what is put in is a tower's like any other.
  ASSERT_TRUE(world.callNextWave().ok());
  while (world.enemies().count() == 0) world.step();
  ASSERT_TRUE(world.build(0, {6, 0}).ok());
  EXPECT_EQ(world.refundFor(world.towers().at(world.towerAt({6, 0}).index)), 7);
  // The wave started: the first tower's countdown gold is 70 % gold now.
  EXPECT_EQ(world.refundFor(world.towers().at(world.towerAt({3, 0}).index)), 17);
  // After the wave, in the countdown to the next, an upgrade comes back in full until it starts.
  while (world.enemies().count() != 0 || world.waveSending()) world.step();
  ASSERT_EQ(world.result(), GameResult::Playing);
  ASSERT_TRUE(world.upgrade({6, 0}).ok());
  EXPECT_EQ(world.refundFor(world.towers().at(world.towerAt({6, 0}).index)), 7 + 15);
}

TEST(Economy, RefusesWhatCannotBePaidOrPlaced) {
  const GameDefs defs = test::testDefs();
  World world(test::testLevel(kField, {test::wave("normal", 1, 1.0f)}, 25, 10), defs, 1);
  EXPECT_EQ(world.build(3, {3, 0}).status, CommandStatus::NotEnoughGold);  // storm costs 30
  EXPECT_EQ(world.build(9, {3, 0}).status, CommandStatus::UnknownTower);
  const CommandResult outside = world.build(0, {30, 0});
  EXPECT_EQ(outside.status, CommandStatus::PlacementRefused);
  EXPECT_EQ(outside.placement.status, PlacementStatus::OutOfMap);
  EXPECT_EQ(world.build(0, {0, 1}).placement.status, PlacementStatus::Endpoint);
  ASSERT_TRUE(world.build(0, {4, 0}).ok());
  EXPECT_EQ(world.build(0, {4, 0}).placement.status, PlacementStatus::AlreadyBlocked);
  ASSERT_TRUE(world.build(0, {4, 1}).ok());
  // The last open cell of column 4 would wall the spawn off.
  const CommandResult sealing = world.build(1, {4, 2});
  EXPECT_EQ(sealing.status, CommandStatus::PlacementRefused);
  EXPECT_EQ(sealing.placement.status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(sealing.placement.spawn, 0);
  EXPECT_EQ(world.gold(), 5);  // refusals cost nothing
}

TEST(Economy, LevelsCanRestrictTowerKinds) {
  const GameDefs defs = test::testDefs();
  LevelDef level = test::testLevel(kField, {test::wave("normal", 1, 1.0f)}, 100, 10);
  level.towers = {"arrow", "frost"};
  World world(level, defs, 1);
  EXPECT_TRUE(world.towerAllowed(0));
  EXPECT_FALSE(world.towerAllowed(1));
  EXPECT_EQ(world.build(1, {3, 0}).status, CommandStatus::TowerNotAllowed);
  EXPECT_TRUE(world.build(2, {3, 0}).ok());
}

TEST(Economy, CallingAWaveEarlyPaysForTheTimeSkipped) {
  const GameDefs defs = test::testDefs();
  LevelDef level = test::testLevel(kField, {test::wave("swarm", 1, 1.0f), test::wave("swarm", 1, 1.0f)}, 0, 10);
  level.firstWaveDelay = 5.0f;
  level.waveBreak = 10.0f;
  level.earlyBonusPerSecond = 2.0f;
  World world(level, defs, 1);
  EXPECT_EQ(world.earlyCallBonus(), 0);  // nothing is skipped before the game starts
  EXPECT_TRUE(world.callNextWave().ok());
  EXPECT_EQ(world.wavesStarted(), 1);
  for (int t = 0; t < 60 * 3; ++t) world.step();  // the swarm left at once; 3 s of the 10 s break have passed
  EXPECT_NEAR(world.nextWaveIn(), 7.0f, 0.05f);
  const CommandResult early = world.callNextWave();
  ASSERT_TRUE(early.ok());
  EXPECT_EQ(early.gold, 14);  // floor(7.02 s * 2): the break started one tick after the call
  EXPECT_EQ(world.gold(), 14);
  EXPECT_EQ(world.callNextWave().status, CommandStatus::NoMoreWaves);
}

TEST(Economy, KillsPayBountiesAndClearedWavesPayBonuses) {
  const GameDefs defs = test::testDefs();
  World world(test::testLevel(kField, {test::wave("swarm", 3, 0.5f, 25)}, 40, 10), defs, 1);
  ASSERT_TRUE(world.build(0, {3, 0}).ok());
  ASSERT_TRUE(world.build(0, {3, 2}).ok());
  ASSERT_TRUE(world.build(0, {5, 0}).ok());
  ASSERT_TRUE(world.build(0, {5, 2}).ok());
  while (world.result() == GameResult::Playing && world.tick() < 60 * 60) world.step();
  EXPECT_EQ(world.result(), GameResult::Won);
  EXPECT_EQ(world.enemiesKilled(), 3);
  EXPECT_EQ(world.wavesCleared(), 1);
  EXPECT_EQ(world.wavesHeld(), 1);
  EXPECT_EQ(world.gold(), 3 * 1 + 25);  // three bounties of 1, one wave bonus
  EXPECT_EQ(world.score(), 3 * 10 + 10 * 100);
  EXPECT_EQ(world.build(0, {7, 0}).status, CommandStatus::GameOver);
}

TEST(Economy, AWaveThatGotThroughIsOverButNotHeld) {
  const GameDefs defs = test::testDefs();
  // No towers: every enemy of both waves walks out.
  World world(test::testLevel(kField, {test::wave("swarm", 2, 0.5f, 25), test::wave("swarm", 2, 0.5f, 25)}, 40, 10),
              defs, 1);
  std::vector<uint32_t> throughPerWave;
  while (world.result() == GameResult::Playing && world.tick() < 60 * 120) {
    world.step();
    for (const SimEvent& e : world.events()) {
      if (e.kind == SimEventKind::WaveCleared) throughPerWave.push_back(e.serial);
    }
  }
  EXPECT_EQ(world.wavesCleared(), 2);  // each paid its bonus...
  EXPECT_EQ(world.wavesHeld(), 0);     // ...but neither was held
  EXPECT_EQ(throughPerWave, (std::vector<uint32_t>{2, 2}));
  EXPECT_EQ(world.enemiesLeaked(), 4);
}

}  // namespace
}  // namespace td
