#include <gtest/gtest.h>

#include <algorithm>

#include "game/play/EnemyCard.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

bool has(const std::vector<std::string>& lines, const std::string& text) {
  return std::find(lines.begin(), lines.end(), text) != lines.end();
}

TEST(EnemyCard, SaysWhatMakesTheKindDangerous) {
  EnemyDef knight;
  knight.name = "Knight";
  knight.health = 60.0f;
  knight.speed = 0.8f;
  knight.armour = 0.5f;
  knight.lives = 2;
  knight.bounty = 6;
  const auto lines = enemyCardLines(knight, 41.2f, 60.0f);
  EXPECT_TRUE(has(lines, "Health 42 / 60"));
  EXPECT_TRUE(has(lines, "Armour 50%: absorbs that share of every hit"));
  EXPECT_TRUE(has(lines, "Speed 0.8 cells a second"));
  EXPECT_TRUE(has(lines, "Costs 2 lives if it gets through; pays 6 gold"));
  EXPECT_FALSE(has(lines, "Flies: only towers that hit air reach it"));
}

TEST(EnemyCard, AToughWaveShowsItsEnemysFullHealthNotItsKinds) {
  EnemyDef grunt;
  grunt.health = 30.0f;
  EXPECT_TRUE(has(enemyCardLines(grunt, 44.5f, 45.0f), "Health 45 / 45"));
}

TEST(EnemyCard, AFlyerSaysItFliesAndHowItFindsItsWay) {
  EnemyDef bat;
  bat.health = 8.0f;
  bat.flying = true;
  bat.movement = MovementKind::Fly;
  const auto lines = enemyCardLines(bat, 8.0f, 8.0f);
  EXPECT_TRUE(has(lines, "Flies: only towers that hit air reach it"));
  EXPECT_TRUE(has(lines, "Flies straight over everything"));
  EXPECT_TRUE(has(lines, "Costs 1 life if it gets through; pays 1 gold"));
  // No armour, no armour line.
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.rfind("Armour", 0) == 0; }),
            0);
}

TEST(EnemyCard, TheEnemyUnderTheMouseIsFound) {
  const LevelDef level = test::testLevel({"S........G"}, {test::wave("normal", 1, 1.0f)});
  const GameDefs defs = test::testDefs();
  World world(level, defs, 1);
  EXPECT_EQ(enemyAt(world, {0.5f, 0.5f}), nullptr);  // nobody yet
  for (int t = 0; t < 60 * 10 && world.enemies().count() == 0; ++t) world.step();
  for (int t = 0; t < 60; ++t) world.step();
  ASSERT_EQ(world.enemies().count(), 1u);
  const Enemy& walker = world.enemies().at(0);
  EXPECT_EQ(enemyAt(world, {walker.pos.x, walker.pos.y}), &walker);
  EXPECT_EQ(enemyAt(world, {walker.pos.x + 0.4f, walker.pos.y}), &walker);  // near enough
  EXPECT_EQ(enemyAt(world, {walker.pos.x + 2.0f, walker.pos.y}), nullptr);
}

}  // namespace
}  // namespace td
