#include <gtest/gtest.h>

#include "game/play/EnemyTraits.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

using test::testDefs;
using test::testLevel;
using test::wave;

const EnemyDef& enemy(const GameDefs& defs, const std::string& id) {
  return defs.enemies[static_cast<size_t>(defs.enemyIndex(id))];
}

TEST(EnemyTraits, APlainWalkerHasNone) { EXPECT_EQ(enemyTraits(enemy(testDefs(), "normal")), ""); }

TEST(EnemyTraits, ArmourAndLivesAreNamedWithTheirNumbers) {
  const GameDefs defs = testDefs();
  EXPECT_EQ(enemyTraits(enemy(defs, "armoured")), "50% armour");
  EXPECT_EQ(enemyTraits(enemy(defs, "boss")), "20% armour, costs 5 lives");
}

TEST(EnemyTraits, AFlyerIsSaidToBeInTheAirOnlyWhereItsWayDoesNotSaySo) {
  GameDefs defs = testDefs();
  // The Bat's way ("flies straight over everything") already says it.
  EXPECT_EQ(enemyTraits(enemy(defs, "flying")), "");
  EnemyDef hovering = enemy(defs, "normal");
  hovering.flying = true;
  EXPECT_EQ(enemyTraits(hovering), "in the air");
}

TEST(EnemyTraits, EveryShippedLineFitsTheSidePanel) {
  for (const EnemyDef& def : testDefs().enemies) EXPECT_LE(enemyTraits(def).size(), 32u) << def.id;
}

TEST(EnemyTraits, OnlyATowerThatHitsAirCountsForFlyers) {
  const GameDefs defs = testDefs();
  const LevelDef level = testLevel({"..........", "S........G", ".........."}, {wave("flying", 2, 1.0f)}, 500);
  World world(level, defs, 1);
  EXPECT_FALSE(anyTowerHitsAir(world));
  ASSERT_TRUE(world.build(static_cast<uint16_t>(defs.towerIndex("cannon")), {3, 0}).ok());
  EXPECT_FALSE(anyTowerHitsAir(world)) << "a Cannon cannot hit flyers";
  ASSERT_TRUE(world.build(static_cast<uint16_t>(defs.towerIndex("arrow")), {5, 0}).ok());
  EXPECT_TRUE(anyTowerHitsAir(world));
}

}  // namespace
}  // namespace td
