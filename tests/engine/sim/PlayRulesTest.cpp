#include <gtest/gtest.h>

#include <vector>

#include "engine/balance/WaveBalance.h"
#include "engine/sim/PlayRules.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

LevelDef level() { return test::testLevel(kField, {test::wave("normal", 3, 0.5f, 5)}, 100, 10); }

// Runs until the first enemy is out and returns its health.
float firstEnemyHealth(World& world) {
  while (world.enemies().count() == 0) world.step();
  return world.enemies().at(0).maxHealth;
}

TEST(PlayRules, NormalIsTheLevelAsWritten) {
  const LevelDef l = level();
  const GameDefs defs = test::testDefs();
  World plain(l, defs, 3);
  World normal(l, defs, 3, PlayRules{Difficulty::Normal, false});
  for (int t = 0; t < 60 * 30; ++t) {
    plain.step();
    normal.step();
  }
  EXPECT_EQ(plain.stateHash(), normal.stateHash());
  EXPECT_EQ(normal.gold(), plain.gold());
}

TEST(PlayRules, EasyGivesMoreAndHardLessAndTougherEnemies) {
  const LevelDef l = level();
  const GameDefs defs = test::testDefs();
  World easy(l, defs, 3, PlayRules{Difficulty::Easy, false});
  World normal(l, defs, 3);
  World hard(l, defs, 3, PlayRules{Difficulty::Hard, false});
  EXPECT_EQ(easy.gold(), 125);
  EXPECT_EQ(easy.lives(), 15);
  EXPECT_EQ(hard.gold(), 85);
  EXPECT_EQ(hard.lives(), 5);
  const float base = firstEnemyHealth(normal);
  EXPECT_EQ(base, 30.0f);
  EXPECT_FLOAT_EQ(firstEnemyHealth(easy), base * 0.7f);
  EXPECT_FLOAT_EQ(firstEnemyHealth(hard), base * 1.4f);
}

TEST(PlayRules, AWavesHealthFactorStacksWithTheDifficultysAndLeavesTheBountyAlone) {
  LevelDef l = level();
  l.waves[0].health = 1.5f;
  const GameDefs defs = test::testDefs();
  World normal(l, defs, 3);
  World hard(l, defs, 3, PlayRules{Difficulty::Hard, false});
  EXPECT_FLOAT_EQ(firstEnemyHealth(normal), 30.0f * 1.5f);
  EXPECT_FLOAT_EQ(firstEnemyHealth(hard), 30.0f * 1.5f * 1.4f);
  const WaveBalance b = balanceWaves(l, defs);
  EXPECT_DOUBLE_EQ(b.waves[0].health, 3 * 30.0 * 1.5);
  EXPECT_EQ(b.waves[0].bounty, 3 * defs.enemies[0].bounty);
}

TEST(PlayRules, AHardGameKeepsAtLeastOneLife) {
  const LevelDef l = test::testLevel(kField, {test::wave("normal", 1, 0.5f)}, 100, 1);
  const GameDefs defs = test::testDefs();
  World hard(l, defs, 3, PlayRules{Difficulty::Hard, false});
  EXPECT_EQ(hard.lives(), 1);
}

TEST(PlayRules, DifficultiesAreNamedAsSaved) {
  for (const DifficultyDef& d : kDifficulties) {
    ASSERT_TRUE(difficultyNamed(d.name).has_value());
    EXPECT_EQ(*difficultyNamed(d.name), d.difficulty);
    EXPECT_EQ(difficultyDef(d.difficulty).name, d.name);
  }
  EXPECT_FALSE(difficultyNamed("nightmare").has_value());
}

}  // namespace
}  // namespace td
