#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/TowerAbility.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kAbilityField = {
    "..........",
    "S........G",
    "..........",
};

// The test Archer (kind 0) with two specialisations at its own top level's figures, the first with an ability
// that fires three times as fast for two seconds, every ten.
GameDefs defsWithAnAbility() {
  GameDefs defs = test::testDefs();
  TowerDef& arrow = defs.towers[0];
  TowerSpecDef quick{"quick", "Quick", "Fast.", arrow.levels.back()};
  quick.ability = TowerAbilityDef{"rush", "Rush", "Three times as fast.", 2.0f, 10.0f, 3.0f, 1.0f};
  arrow.specialisations = {quick, TowerSpecDef{"plain", "Plain", "None.", arrow.levels.back()}};
  return defs;
}

World specialised(const GameDefs& defs, int32_t spec, Cell at) {
  World world(test::testLevel(kAbilityField, {test::wave("normal", 40, 0.2f)}, 5000, 40), defs, 1);
  EXPECT_TRUE(world.build(0, at).ok());
  EXPECT_TRUE(world.upgrade(at).ok());
  EXPECT_TRUE(world.upgrade(at).ok());
  EXPECT_TRUE(world.specialise(at, spec).ok());
  return world;
}

TEST(TowerAbility, OnlyASpecialisationWithOneHasItAndItRecharges) {
  const GameDefs defs = defsWithAnAbility();
  const Cell at{4, 0};
  World plain = specialised(defs, 1, at);
  EXPECT_EQ(plain.useAbility(at).status, CommandStatus::NoAbility);
  EXPECT_EQ(plain.useAbility({6, 0}).status, CommandStatus::NoTower);
  World world = specialised(defs, 0, at);
  ASSERT_TRUE(world.useAbility(at).ok());
  EXPECT_EQ(world.journal().back().kind, ActionKind::Ability);
  EXPECT_EQ(world.journal().back().cell, at);
  EXPECT_EQ(world.useAbility(at).status, CommandStatus::AbilityRecharging);
  const Tower& t = world.towers().at(world.towerAt(at).index);
  EXPECT_FLOAT_EQ(t.surge, 2.0f);
  // Ten seconds on, it may be used again; the surge ended long before.
  for (int i = 0; i < 10 * 60 - 1; ++i) world.step();
  EXPECT_EQ(world.useAbility(at).status, CommandStatus::AbilityRecharging);
  world.step();
  EXPECT_EQ(world.towers().at(world.towerAt(at).index).surge, 0.0f);
  EXPECT_TRUE(world.useAbility(at).ok());
}

// While the surge lasts the tower fires three times as often at the same enemies: two games alike but for the
// ability, counted over its two seconds once the enemies are in range.
TEST(TowerAbility, ASurgeFiresAsOftenAsItsRateSays) {
  const GameDefs defs = defsWithAnAbility();
  const Cell at{2, 0};
  World with = specialised(defs, 0, at);
  World without = specialised(defs, 0, at);
  with.callNextWave();
  without.callNextWave();
  for (int i = 0; i < 4 * 60; ++i) {
    with.step();
    without.step();
  }
  ASSERT_EQ(with.stateHash(), without.stateHash());
  const int32_t before = with.towers().at(with.towerAt(at).index).shots;
  ASSERT_TRUE(with.useAbility(at).ok());
  for (int i = 0; i < 2 * 60; ++i) {
    with.step();
    without.step();
  }
  const int32_t surged = with.towers().at(with.towerAt(at).index).shots - before;
  const int32_t normal = without.towers().at(without.towerAt(at).index).shots - before;
  ASSERT_GT(normal, 0);
  EXPECT_GE(surged, 2 * normal + 1) << surged << " against " << normal;
  EXPECT_NE(with.stateHash(), without.stateHash());
}

TEST(TowerAbility, SurgedFiguresAreTheLevelsTimesItsFactors) {
  TowerLevelDef level;
  level.fireInterval = 1.2f;
  level.damage = 10.0f;
  level.range = 3.0f;
  const TowerLevelDef s = surged(level, TowerAbilityDef{"a", "A", "a", 1.0f, 5.0f, 3.0f, 2.0f});
  EXPECT_FLOAT_EQ(s.fireInterval, 0.4f);
  EXPECT_FLOAT_EQ(s.damage, 20.0f);
  EXPECT_FLOAT_EQ(s.range, 3.0f);
}

}  // namespace
}  // namespace td
