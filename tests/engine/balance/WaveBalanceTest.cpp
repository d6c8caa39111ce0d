#include <gtest/gtest.h>

#include <limits>

#include "engine/balance/WaveBalance.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

WaveGroupDef group(const std::string& enemy, int32_t count, float interval, float delay = 0.0f) {
  return {enemy, count, interval, 0, delay};
}

// Three waves worked out by hand in the comments; the test defs give
// Grunt 30 hp, bounty 3; Knight 60 hp, armour 0.5, bounty 6; Bat 20 hp,
// flying, bounty 4; Ogre 800 hp, armour 0.2, bounty 60, 5 lives.
LevelDef threeWaves() {
  WaveDef first;
  first.groups = {group("normal", 4, 1.0f)};
  first.bonus = 5;
  WaveDef second;
  second.groups = {group("armoured", 2, 2.0f), group("flying", 3, 0.5f, 1.0f)};
  second.bonus = 10;
  WaveDef third;
  third.groups = {group("boss", 1, 1.0f, 3.0f), group("dragon", 2, 1.0f)};
  return test::testLevel(kField, {first, second, third}, 100, 20);
}

// The format takes a billion enemies a group: the sums hold at the largest int32 instead of wrapping round to
// a negative bounty.
TEST(WaveBalance, HugeGroupsGiveHugeFiguresNeverNegativeOnes) {
  const GameDefs defs = test::testDefs();
  WaveDef wave;
  wave.groups = {group("boss", 1'000'000'000, 0.1f), group("boss", 1'000'000'000, 0.1f),
                 group("boss", 1'000'000'000, 0.1f)};
  const WaveBalance b = balanceWaves(test::testLevel(kField, {wave, wave}, 100, 20), defs);
  ASSERT_EQ(b.waves.size(), 2u);
  constexpr int32_t kMax = std::numeric_limits<int32_t>::max();
  EXPECT_EQ(b.waves[0].enemies, kMax);
  EXPECT_EQ(b.waves[0].bounty, kMax);
  EXPECT_EQ(b.waves[0].lives, kMax);
  EXPECT_EQ(b.waves[1].goldBefore, kMax);
  EXPECT_EQ(b.goldAfter, kMax);
}

TEST(WaveBalance, CountsHealthArmourFlyersBountyAndLivesPerWave) {
  const GameDefs defs = test::testDefs();
  const WaveBalance b = balanceWaves(threeWaves(), defs);
  ASSERT_EQ(b.waves.size(), 3u);

  const WaveFigures& w1 = b.waves[0];
  EXPECT_EQ(w1.enemies, 4);
  EXPECT_DOUBLE_EQ(w1.health, 120.0);
  EXPECT_DOUBLE_EQ(w1.armouredHealth, 120.0);  // no armour
  EXPECT_EQ(w1.flyers, 0);
  EXPECT_DOUBLE_EQ(w1.flyerShare, 0.0);
  EXPECT_EQ(w1.bounty, 12);
  EXPECT_EQ(w1.bonus, 5);
  EXPECT_EQ(w1.lives, 4);

  const WaveFigures& w2 = b.waves[1];
  EXPECT_EQ(w2.enemies, 5);
  EXPECT_DOUBLE_EQ(w2.health, 2 * 60.0 + 3 * 20.0);
  // A knight's armour halves every hit: 120 hp take 240 damage.
  EXPECT_DOUBLE_EQ(w2.armouredHealth, 240.0 + 60.0);
  EXPECT_EQ(w2.flyers, 3);
  EXPECT_DOUBLE_EQ(w2.flyerShare, 60.0 / 300.0);
  EXPECT_EQ(w2.bounty, 2 * 6 + 3 * 4);
  EXPECT_EQ(w2.lives, 5);

  const WaveFigures& w3 = b.waves[2];
  EXPECT_EQ(w3.enemies, 3);
  EXPECT_EQ(w3.unknown, 2);  // the dragons: counted, in no other figure
  EXPECT_DOUBLE_EQ(w3.health, 800.0);
  EXPECT_NEAR(w3.armouredHealth, 1000.0, 1e-3);  // 800 / (1 - 0.2)
  EXPECT_EQ(w3.bounty, 60);
  EXPECT_EQ(w3.bonus, 0);
  EXPECT_EQ(w3.lives, 5);
}

TEST(WaveBalance, ThreatIsArmouredHealthPerSecondOfArrival) {
  const GameDefs defs = test::testDefs();
  const WaveBalance b = balanceWaves(threeWaves(), defs);
  // Four grunts a second apart arrive over four seconds.
  EXPECT_DOUBLE_EQ(b.waves[0].arrivalSeconds, 4.0);
  EXPECT_DOUBLE_EQ(b.waves[0].threat, 30.0);
  // The knights take 0..4 s, the bats 1..2.5 s: four seconds in all.
  EXPECT_DOUBLE_EQ(b.waves[1].arrivalSeconds, 4.0);
  EXPECT_DOUBLE_EQ(b.waves[1].threat, 75.0);
  // The ogre alone, one interval from its delay (the dragons are unknown).
  EXPECT_DOUBLE_EQ(b.waves[2].arrivalSeconds, 1.0);
  EXPECT_NEAR(b.waves[2].threat, 1000.0, 1e-3);
  EXPECT_NEAR(b.maxThreat, 1000.0, 1e-3);
}

TEST(WaveBalance, GoldByAWaveAddsEarlierBountiesAndBonuses) {
  const GameDefs defs = test::testDefs();
  const WaveBalance b = balanceWaves(threeWaves(), defs);
  EXPECT_EQ(b.waves[0].goldBefore, 100);
  EXPECT_EQ(b.waves[1].goldBefore, 100 + 12 + 5);
  EXPECT_EQ(b.waves[2].goldBefore, 117 + 24 + 10);
  EXPECT_EQ(b.goldAfter, 151 + 60);
}

TEST(WaveBalance, TowersThatGoldBuysCheapestFirst) {
  const GameDefs defs = test::testDefs();
  LevelDef level = threeWaves();
  level.towers = {"cannon", "arrow", "frost"};
  const WaveBalance b = balanceWaves(level, defs);
  ASSERT_EQ(b.towers.size(), 3u);
  EXPECT_EQ(b.towers[0].id, "arrow");   // 10
  EXPECT_EQ(b.towers[1].id, "frost");   // 15
  EXPECT_EQ(b.towers[2].id, "cannon");  // 20
  EXPECT_EQ(b.cheapest(), 0);
  EXPECT_EQ(b.waves[0].towersBought, (std::vector<int32_t>{10, 6, 5}));   // 100 gold
  EXPECT_EQ(b.waves[1].towersBought, (std::vector<int32_t>{11, 7, 5}));   // 117
  EXPECT_EQ(b.waves[2].towersBought, (std::vector<int32_t>{15, 10, 7}));  // 151

  // No list: every kind, and equal prices keep the definitions' order.
  GameDefs same = defs;
  same.towers[2].levels[0].cost = 10;  // frost as cheap as arrow
  level.towers.clear();
  const WaveBalance all = balanceWaves(level, same);
  ASSERT_EQ(all.towers.size(), 5u);
  EXPECT_EQ(all.towers[0].id, "arrow");
  EXPECT_EQ(all.towers[1].id, "frost");
  EXPECT_EQ(all.towers[4].id, "discus");
}

TEST(WaveBalance, EmptyWavesAndBurstsStayFinite) {
  const GameDefs defs = test::testDefs();
  WaveDef empty;
  empty.bonus = 7;
  WaveDef burst;
  burst.groups = {group("swarm", 60, 0.0f), group("normal", 0, 1.0f)};
  const WaveBalance b = balanceWaves(test::testLevel(kField, {empty, burst}, 50), defs);
  EXPECT_EQ(b.waves[0].enemies, 0);
  EXPECT_DOUBLE_EQ(b.waves[0].threat, 0.0);
  EXPECT_DOUBLE_EQ(b.waves[0].arrivalSeconds, 0.0);
  EXPECT_EQ(b.waves[1].goldBefore, 57);  // an empty wave still pays its bonus
  // No interval: one a tick, as the simulation sends them, so 60 take a second.
  EXPECT_EQ(b.waves[1].enemies, 60);
  EXPECT_NEAR(b.waves[1].arrivalSeconds, 1.0, 1e-6);
  EXPECT_NEAR(b.waves[1].threat, 360.0, 1e-3);
  EXPECT_TRUE(balanceWaves(test::testLevel(kField, {}, 50), defs).waves.empty());
}

}  // namespace
}  // namespace td
