#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/sim/World.h"
#include "game/play/TowerRecord.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

using test::testDefs;
using test::testLevel;
using test::wave;

TEST(TowerRecord, DamageAndItsShareAreWhatTheTowersDid) {
  const GameDefs defs = testDefs();
  World world(testLevel({"..........", "S........G", ".........."}, {wave("normal", 6, 0.5f)}, 200, 10), defs, 1);
  ASSERT_TRUE(world.build(0, {3, 0}).ok());
  ASSERT_TRUE(world.build(0, {6, 2}).ok());
  const TowerRecord before = towerRecord(world, world.towers().at(world.towerAt({3, 0}).index));
  EXPECT_EQ(before.dealt, 0.f);
  EXPECT_EQ(damageText(before), "no damage yet");
  ASSERT_TRUE(world.callNextWave().ok());
  for (int t = 0; t < 60 * 40 && world.result() == GameResult::Playing; ++t) world.step();
  const Tower& a = world.towers().at(world.towerAt({3, 0}).index);
  const Tower& b = world.towers().at(world.towerAt({6, 2}).index);
  const TowerRecord ra = towerRecord(world, a);
  const TowerRecord rb = towerRecord(world, b);
  EXPECT_GT(ra.dealt, 0.f);
  EXPECT_GT(ra.shots, 0);
  EXPECT_NEAR(ra.share + rb.share, 1.f, 1e-5f);
  // No more damage than the enemies had: six Grunts of 30 health, armour none.
  EXPECT_LE(ra.dealt + rb.dealt, 6 * 30.f + 1e-3f);
  EXPECT_GT(ra.perSecondInAll, 0.f);
  EXPECT_NE(damageText(ra).find("% of all"), std::string::npos);
}

}  // namespace
}  // namespace td
