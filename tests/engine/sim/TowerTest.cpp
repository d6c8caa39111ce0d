#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

uint16_t targetKind(const World& world, Cell towerCell) {
  const Tower* t = world.towers().get(world.towerAt(towerCell));
  const Enemy* e = world.enemies().get(t->target);
  return e == nullptr ? 0xFFFF : e->kind;
}

TEST(Tower, EachTargetingModePicksItsEnemy) {
  // Three kinds at the same speed file along a corridor in spawn order:
  // "lead" first, then "tank" (most health), then "tail". A feeble tower by
  // the entrance has all three in range and barely scratches them.
  GameDefs defs = test::testDefs();
  defs.enemies = {{"lead", "Lead", 50.0f, 1.0f, 0.0f, 0.3f, 1, 1, false},
                  {"tank", "Tank", 100.0f, 1.0f, 0.0f, 0.3f, 1, 1, false},
                  {"tail", "Tail", 20.0f, 1.0f, 0.0f, 0.3f, 1, 1, false}};
  defs.towers[0].levels[0].damage = 0.001f;
  defs.towers[0].levels[0].range = 6.0f;
  WaveDef w;
  w.groups = {{"lead", 1, 1.0f, 0, 0.0f}, {"tank", 1, 1.0f, 0, 1.0f}, {"tail", 1, 1.0f, 0, 2.0f}};
  const LevelDef level = test::testLevel({"S..................G", "...................."}, {w}, 500, 20);
  World world(level, defs, 1);
  const Cell at{1, 1};
  ASSERT_TRUE(world.build(0, at).ok());
  for (int t = 0; t < 60 * 10 && world.enemies().count() < 3; ++t) world.step();
  for (int t = 0; t < 30; ++t) world.step();
  ASSERT_EQ(world.enemies().count(), 3u);
  const auto check = [&](TargetMode mode, const char* expectedId) {
    ASSERT_TRUE(world.setTargetMode(at, mode).ok());
    world.step();
    const uint16_t kind = targetKind(world, at);
    ASSERT_NE(kind, 0xFFFF);
    EXPECT_EQ(defs.enemies[kind].id, expectedId) << targetModeName(mode);
  };
  check(TargetMode::First, "lead");
  check(TargetMode::Last, "tail");
  check(TargetMode::Strongest, "tank");
  check(TargetMode::Closest, "tail");
  EXPECT_EQ(world.setTargetMode({5, 5}, TargetMode::First).status, CommandStatus::NoTower);
}

TEST(Tower, TurretTurnsAtALimitedRateBeforeFiring) {
  GameDefs defs = test::testDefs();
  defs.towers[1].turnRate = 1.0f;  // a slow cannon: one radian per second
  const LevelDef level = test::testLevel({"S...G", ".....", "....."}, {test::wave("boss", 1, 1.0f)}, 500, 20);
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(1, {2, 2}).ok());
  float previous = world.towers().at(0).angle;
  bool fired = false;
  for (int t = 0; t < 60 * 6 && !fired; ++t) {
    world.step();
    const Tower& tower = world.towers().at(0);
    EXPECT_LE(std::fabs(tower.angle - previous), 1.0f * World::kStep + 1e-5f);
    previous = tower.angle;
    for (const SimEvent& e : world.events()) fired = fired || e.kind == SimEventKind::TowerFired;
  }
  EXPECT_TRUE(fired);
}

TEST(Tower, OnlySomeTowersHitFlyingEnemies) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel({"S.....G", ".......", "......."}, {test::wave("flying", 3, 0.5f)}, 500, 20);
  World cannonOnly(level, defs, 1);
  ASSERT_TRUE(cannonOnly.build(1, {3, 1}).ok());
  World arrows(level, defs, 1);
  ASSERT_TRUE(arrows.build(0, {3, 1}).ok());
  ASSERT_TRUE(arrows.build(0, {3, 2}).ok());
  for (int t = 0; t < 60 * 20; ++t) {
    cannonOnly.step();
    arrows.step();
  }
  EXPECT_EQ(cannonOnly.enemiesKilled(), 0);
  EXPECT_EQ(cannonOnly.enemiesLeaked(), 3);
  EXPECT_GT(arrows.enemiesKilled(), 0);
}

TEST(Tower, FrostSlowsAndArmourReducesDamage) {
  const GameDefs defs = test::testDefs();
  const LevelDef level =
      test::testLevel({"S.........G", "...........", "..........."}, {test::wave("armoured", 1, 1.0f)}, 500, 20);
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(2, {3, 2}).ok());
  bool slowed = false;
  for (int t = 0; t < 60 * 10 && !slowed; ++t) {
    world.step();
    for (const SimEvent& e : world.events()) slowed = slowed || e.kind == SimEventKind::EnemySlowed;
  }
  ASSERT_TRUE(slowed);
  const Enemy& e = world.enemies().at(0);
  EXPECT_EQ(e.state, EnemyState::Slowed);
  EXPECT_FLOAT_EQ(e.slowFactor, 0.6f);
  // One frost bolt of 2 damage against 50% armour; its splash spares the
  // enemy it struck.
  EXPECT_FLOAT_EQ(e.health, 60.0f - 1.0f);
}

TEST(Tower, FastArrowHitsATargetItWouldOvershootInOneTick) {
  GameDefs defs = test::testDefs();
  defs.towers[0].levels[0].projectileSpeed = 120.0f;  // 2 cells per tick: more than any enemy is wide
  const LevelDef level =
      test::testLevel({"S.........G", "...........", "..........."}, {test::wave("swarm", 1, 1.0f)}, 500, 20);
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(0, {5, 2}).ok());
  for (int t = 0; t < 60 * 10 && world.enemiesKilled() == 0; ++t) world.step();
  EXPECT_EQ(world.enemiesKilled(), 1);
}

}  // namespace
}  // namespace td
