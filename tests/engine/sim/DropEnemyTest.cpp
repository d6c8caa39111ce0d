#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kDropField = {
    "S.........",
    "....#.....",
    ".........G",
};

TEST(DropEnemyTest, ADroppedEnemyWalksFromItsCellAndTouchesNoWave) {
  const GameDefs defs = test::testDefs();  // the world keeps a reference
  World world(test::testLevel(kDropField, {test::wave("normal", 1, 1.0f, 50)}, 100, 10), defs, 1);
  world.holdFirstWave(true);
  ASSERT_TRUE(world.dropEnemy(0, {6, 0}));
  ASSERT_EQ(world.enemies().count(), 1u);
  const Enemy& e = world.enemies().at(0);
  EXPECT_NEAR(e.pos.x, 6.5f, 1e-4f);
  EXPECT_NEAR(e.pos.y, 0.5f, 1e-4f);
  // It walks to the goal, three cells to the right and two down, and gets through.
  for (int t = 0; t < 60 * 20 && world.enemies().count() > 0; ++t) world.step();
  EXPECT_EQ(world.enemies().count(), 0u);
  EXPECT_EQ(world.lives(), 9);
  // No wave was started, cleared or paid for.
  EXPECT_EQ(world.wavesStarted(), 0);
  EXPECT_EQ(world.wavesCleared(), 0);
  EXPECT_EQ(world.gold(), 100);
  // Nothing of it in the journal: a sandbox's call is no player's action.
  EXPECT_TRUE(world.journal().empty());
}

TEST(DropEnemyTest, RefusedOffTheMapOnRockAndForAnUnknownKind) {
  const GameDefs defs = test::testDefs();
  World world(test::testLevel(kDropField, {test::wave("normal", 1, 1.0f)}), defs, 1);
  EXPECT_FALSE(world.dropEnemy(0, {4, 1}));    // rock
  EXPECT_FALSE(world.dropEnemy(0, {10, 0}));   // off the map
  EXPECT_FALSE(world.dropEnemy(999, {2, 2}));  // no such kind
  EXPECT_EQ(world.enemies().count(), 0u);
  // A flyer may be put over rock.
  EXPECT_TRUE(world.dropEnemy(5, {4, 1}));
}

}  // namespace
}  // namespace td
