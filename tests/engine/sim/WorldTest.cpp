#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/sim/World.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

void runUntilOver(World& world, uint64_t maxTicks = 60 * 600) {
  while (world.result() == GameResult::Playing && world.tick() < maxTicks) world.step();
}

TEST(World, UndefendedEnemiesLeakAndTheGameIsLost) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(kField, {test::wave("normal", 12, 0.5f)}, 100, 10);
  World world(level, defs, 1);
  runUntilOver(world);
  EXPECT_EQ(world.result(), GameResult::Lost);
  EXPECT_EQ(world.lives(), 0);
  EXPECT_EQ(world.enemiesLeaked(), 10);
  EXPECT_EQ(world.enemiesKilled(), 0);
}

TEST(World, EnemiesWalkAtTheirSpeedScaledByTerrain) {
  const GameDefs defs = test::testDefs();
  // 9 cells from spawn centre to goal centre on grass, then on road.
  for (const char* row : {"S........G", "S========G"}) {
    const LevelDef level = test::testLevel({row}, {test::wave("normal", 1, 1.0f)}, 0, 5);
    World world(level, defs, 1);
    while (world.wavesStarted() == 0) world.step();
    const uint64_t start = world.tick();
    while (world.enemiesLeaked() == 0) world.step();
    const double seconds = static_cast<double>(world.tick() - start) * World::kStep;
    // Spawn and goal cells are grass: half a cell of each at the base speed.
    const bool road = std::string(row).find('=') != std::string::npos;
    const double expected = road ? 1.0 / 1.5 + 8.0 / (1.5 * 2.0) : 9.0 / 1.5;
    EXPECT_NEAR(seconds, expected, 0.05) << row;
  }
}

TEST(World, MovementIsSmoothWithoutTeleports) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(
      {
          "S....#....",
          ".....#....",
          ".....#....",
          ".........G",
      },
      {test::wave("fast", 5, 0.5f)}, 100, 10);
  World world(level, defs, 3);
  std::vector<Vec2> last(64, Vec2{-1.0f, -1.0f});
  for (int tick = 0; tick < 60 * 20; ++tick) {
    world.step();
    const auto& pool = world.enemies();
    for (uint32_t i = 0; i < pool.slotCount(); ++i) {
      if (!pool.aliveAt(i)) continue;
      const Enemy& e = pool.at(i);
      // Never more than speed * step (plus a little spline slack) per tick.
      EXPECT_LE(distance(e.pos, e.prevPos), 3.0f * World::kStep * 1.3f);
      // Nowhere near the wall column's cells.
      EXPECT_TRUE(world.grid().passable(
          {static_cast<int32_t>(std::floor(e.pos.x)), static_cast<int32_t>(std::floor(e.pos.y))}));
    }
  }
}

TEST(World, SameSeedAndCommandsGiveTheSameHash) {
  const GameDefs defs = test::testDefs();
  const LevelDef level =
      test::testLevel(kField, {test::wave("normal", 10, 0.7f), test::wave("fast", 10, 0.4f)}, 200, 20);
  auto play = [&](uint64_t seed) {
    World world(level, defs, seed);
    world.build(0, {3, 0});
    world.build(1, {5, 2});
    for (int t = 0; t < 60 * 40; ++t) {
      if (t == 600) world.upgrade({3, 0});
      world.step();
    }
    return world.stateHash();
  };
  EXPECT_EQ(play(7), play(7));
  EXPECT_NE(play(7), play(8));
}

TEST(World, TicksAllocateNothingAfterWarmUp) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(
      {
          "..............",
          "S............G",
          "..............",
          "..............",
      },
      {test::wave("normal", 40, 0.3f), test::wave("swarm", 60, 0.1f), test::wave("flying", 20, 0.3f)}, 500, 100);
  World world(level, defs, 11);
  ASSERT_TRUE(world.build(0, {4, 0}).ok());
  ASSERT_TRUE(world.build(1, {6, 2}).ok());
  ASSERT_TRUE(world.build(2, {8, 0}).ok());
  ASSERT_TRUE(world.build(3, {10, 2}).ok());
  for (int t = 0; t < 60 * 15; ++t) world.step();  // warm-up: pools reach their working size
  const size_t before = test::allocationCount();
  for (int t = 0; t < 60 * 20; ++t) world.step();
  EXPECT_EQ(test::allocationCount() - before, 0u);
  EXPECT_GT(world.enemiesKilled(), 0);
}

}  // namespace
}  // namespace td
