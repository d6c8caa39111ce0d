#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "engine/motion/DiscMotion.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/DiscAim.h"
#include "engine/sim/DiscSystem.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

constexpr uint16_t kDiscus = 4;

TEST(DiscAim, StraightWhenTheWayIsClear) {
  DiscArena arena;
  arena.reset(12, 6);
  const auto aim = aimDisc(arena, {1.5f, 2.5f}, 0.18f, 10.0f, 2.5f, {8.5f, 2.5f}, {0.0f, 0.0f});
  ASSERT_TRUE(aim.has_value());
  EXPECT_FALSE(aim->bank);
  EXPECT_NEAR(aim->direction.x, 1.0f, 1e-5f);
  // It leaves from outside the tower's own cell.
  EXPECT_GT(aim->from.x, 2.0f);
}

TEST(DiscAim, LeadsAMovingTarget) {
  DiscArena arena;
  arena.reset(12, 12);
  const auto aim = aimDisc(arena, {1.5f, 1.5f}, 0.18f, 10.0f, 2.5f, {7.5f, 1.5f}, {0.0f, 1.5f});
  ASSERT_TRUE(aim.has_value());
  EXPECT_GT(aim->direction.y, 0.05f);  // ahead of where it walks
}

// A wall between tower and target: the throw banks off the room's side.
TEST(DiscAim, BanksOffAWallWhenTheDirectWayIsBlocked) {
  DiscArena arena;
  arena.reset(12, 7);
  for (int32_t y = 0; y <= 4; ++y) arena.setSolid({6, y}, true);  // a wall from the top down to row 4
  const Vec2 tower{2.5f, 1.5f};
  const Vec2 target{10.5f, 1.5f};
  const auto aim = aimDisc(arena, tower, 0.18f, 12.0f, 2.5f, target, {0.0f, 0.0f});
  ASSERT_TRUE(aim.has_value());
  EXPECT_TRUE(aim->bank);
  // Thrown for real, the disc comes within reach of the target.
  Disc d{aim->from, aim->direction * 12.0f, 0.18f};
  const DiscMaterial m{2.5f, 0.8f, 0.1f};
  float nearest = 1e9f;
  for (int t = 0; t < 240; ++t) {
    advanceDisc(d, m, arena, 1.0f / 60.0f);
    nearest = std::min(nearest, distance(d.pos, target));
  }
  EXPECT_LT(nearest, 0.6f);
}

TEST(DiscAim, NothingWhenTheDiscWouldStopFirst) {
  DiscArena arena;
  arena.reset(40, 4);
  EXPECT_FALSE(aimDisc(arena, {1.5f, 1.5f}, 0.18f, 4.0f, 2.5f, {30.5f, 1.5f}, {}).has_value());
}

// A corridor of grunts: one throw passes through several, hitting each once.
TEST(DiscSystem, OneThrowHitsEveryEnemyItPassesOnce) {
  const GameDefs defs = test::testDefs();
  LevelDef level =
      test::testLevel({"####################", "S..................G", "...................#", "####################"},
                      {test::wave("swarm", 10, 0.3f)}, 200, 20);
  level.firstWaveDelay = 0.0f;
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(kDiscus, {18, 2}).ok());
  int32_t mostHits = 0;
  bool sawDisc = false;
  for (int t = 0; t < 60 * 30 && world.result() == GameResult::Playing; ++t) {
    world.step();
    const auto& discs = world.discs();
    for (uint32_t i = 0; i < discs.slotCount(); ++i) {
      if (!discs.aliveAt(i)) continue;
      sawDisc = true;
      const DiscThrow& d = discs.at(i);
      ASSERT_TRUE(world.grid().passable(cellOf(d.disc.pos)));
      mostHits = std::max(mostHits, d.hitCount);
      std::vector<uint32_t> hits(d.hit.begin(), d.hit.begin() + d.hitCount);
      std::sort(hits.begin(), hits.end());
      EXPECT_EQ(std::adjacent_find(hits.begin(), hits.end()), hits.end());
    }
  }
  EXPECT_TRUE(sawDisc);
  EXPECT_GE(mostHits, 2);
  EXPECT_GT(world.enemiesKilled(), 0);
}

// Built towers are walls for discs; sold ones are not.
TEST(DiscSystem, TheArenaFollowsTheTowers) {
  const GameDefs defs = test::testDefs();
  World world(test::testLevel({"S.......G", "........."}, {test::wave("normal", 1, 1.0f)}), defs, 1);
  EXPECT_FALSE(world.state().arena.solid({4, 1}));
  ASSERT_TRUE(world.build(0, {4, 1}).ok());
  EXPECT_TRUE(world.state().arena.solid({4, 1}));
  ASSERT_TRUE(world.sell({4, 1}).ok());
  EXPECT_FALSE(world.state().arena.solid({4, 1}));
}

}  // namespace
}  // namespace td

namespace td {
namespace {

// A tower built on the cell a disc is sliding over ends the disc: it never
// slides on inside the tower, through rock or off the map.
TEST(DiscSystem, ATowerBuiltOverADiscEndsIt) {
  const GameDefs defs = test::testDefs();
  LevelDef level =
      test::testLevel({"####################", "S..................G", "....................", "...................."},
                      {test::wave("swarm", 30, 0.3f)}, 5000, 50);
  level.firstWaveDelay = 0.0f;
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(4, {18, 3}).ok());
  int covered = 0;
  for (int t = 0; t < 60 * 20 && world.result() == GameResult::Playing; ++t) {
    const auto& discs = world.discs();
    for (uint32_t i = 0; i < discs.slotCount() && covered < 20; ++i) {
      if (!discs.aliveAt(i)) continue;
      if (world.build(0, cellOf(discs.at(i).disc.pos)).ok()) ++covered;
    }
    world.step();
    for (uint32_t i = 0; i < discs.slotCount(); ++i) {
      if (!discs.aliveAt(i)) continue;
      const Cell c = cellOf(discs.at(i).disc.pos);
      ASSERT_TRUE(world.grid().passable(c)) << "disc in a wall at tick " << t;
    }
  }
  EXPECT_GT(covered, 0);
}

}  // namespace
}  // namespace td
