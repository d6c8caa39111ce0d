#include <gtest/gtest.h>

#include "engine/level/ChallengeLevel.h"
#include "engine/sim/ChallengeRules.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kChallengeField = {
    "..........",
    "S........G",
    "..........",
};

ChallengeDef heroic() {
  ChallengeDef c;
  c.id = "heroic";
  c.name = "Heroic";
  c.towers = {"arrow"};
  c.lives = 1;
  c.gold = 45;
  c.waveHealth = 1.5f;
  c.forbid = {"sell", "upgrade"};
  return c;
}

TEST(ChallengeLevel, SetsWhatTheChallengeSetsAndKeepsTheRest) {
  LevelDef level = test::testLevel(kChallengeField, {test::wave("normal", 3, 1.0f), test::wave("fast", 2, 1.0f)});
  level.waves[1].health = 2.0f;
  level.challenges = {heroic()};
  const LevelDef played = challengeLevel(level, level.challenges[0]);
  EXPECT_EQ(played.towers, (std::vector<std::string>{"arrow"}));
  EXPECT_EQ(played.lives, 1);
  EXPECT_EQ(played.gold, 45);
  EXPECT_FLOAT_EQ(played.waves[0].health, 1.5f);
  EXPECT_FLOAT_EQ(played.waves[1].health, 3.0f);
  EXPECT_EQ(played.tiles, level.tiles);
  EXPECT_EQ(played.waves[1].groups[0].count, 2);
  EXPECT_EQ(findChallenge(level, "heroic"), &level.challenges[0]);
  EXPECT_EQ(findChallenge(level, "iron"), nullptr);
  // A challenge that sets nothing plays the level as it is.
  ChallengeDef none;
  none.id = "none";
  const LevelDef same = challengeLevel(level, none);
  EXPECT_EQ(same.gold, level.gold);
  EXPECT_EQ(same.lives, level.lives);
  EXPECT_TRUE(same.towers.empty());
  EXPECT_FLOAT_EQ(same.waves[1].health, 2.0f);
}

// The actions it forbids are refused by the world, and only those; the refusal is not journalled.
TEST(ChallengeRules, TheWorldRefusesWhatTheChallengeForbids) {
  const GameDefs defs = test::testDefs();
  const ChallengeDef c = heroic();
  const LevelDef level = challengeLevel(test::testLevel(kChallengeField, {test::wave("normal", 3, 1.0f)}, 200), c);
  const PlayRules rules = challengeRules(c);
  EXPECT_TRUE(forbids(rules, ActionKind::Sell));
  EXPECT_TRUE(forbids(rules, ActionKind::Upgrade));
  EXPECT_FALSE(forbids(rules, ActionKind::Build));
  EXPECT_FALSE(forbids(rules, ActionKind::NextWave));
  World world(level, defs, 1, rules);
  ASSERT_TRUE(world.build(0, {3, 0}).ok());
  EXPECT_EQ(world.build(1, {5, 0}).status, CommandStatus::TowerNotAllowed);  // not among the challenge's kinds
  EXPECT_EQ(world.upgrade({3, 0}).status, CommandStatus::Forbidden);
  EXPECT_EQ(world.sell({3, 0}).status, CommandStatus::Forbidden);
  EXPECT_EQ(world.journal().size(), 1u);
  EXPECT_TRUE(world.callNextWave().ok());
  EXPECT_EQ(world.lives(), 1);
}

// Only the four forbiddable actions are named; building or aiming cannot be forbidden.
TEST(ChallengeRules, OnlyTheForbiddableActionsHaveNames) {
  EXPECT_EQ(forbiddableAction("sell"), ActionKind::Sell);
  EXPECT_EQ(forbiddableAction("upgrade"), ActionKind::Upgrade);
  EXPECT_EQ(forbiddableAction("specialise"), ActionKind::Specialise);
  EXPECT_EQ(forbiddableAction("next_wave"), ActionKind::NextWave);
  EXPECT_EQ(forbiddableAction("build"), std::nullopt);
  EXPECT_EQ(forbiddableAction("target"), std::nullopt);
  EXPECT_EQ(forbiddableAction(""), std::nullopt);
}

}  // namespace
}  // namespace td
