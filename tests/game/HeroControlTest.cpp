#include <gtest/gtest.h>

#include "engine/sim/World.h"
#include "game/play/PlayController.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"

namespace td {
namespace {

using test::distantWave;
using test::heroLevel;
using test::testDefs;

// Spawn and goal on row 1; a rock at (4, 3); the hero starts at (2.5, 2.5).
const std::vector<std::string> kMap = {"..........", "S........G", "..........", "....#.....", ".........."};
constexpr Vec2 kStart{2.5f, 2.5f};

// Steps until the hero falls to a brute, or gives up.
bool killHero(World& world) {
  for (int t = 0; t < 2000 && world.hero()->state != HeroState::Dead; ++t) world.step();
  return world.hero()->state == HeroState::Dead;
}

class HeroControlTest : public ::testing::Test {
 protected:
  GameDefs defs = testDefs();
  LevelDef level = heroLevel(kMap, distantWave(), kStart, 100.0f);
};

TEST_F(HeroControlTest, ALevelWithoutAHeroHasNothingToSelect) {
  LevelDef plain = level;
  plain.hero.reset();
  World world(plain, defs, 1);
  PlayController c(world);
  EXPECT_FALSE(c.hero().present());
  c.toggleHero();
  c.armHeroGo();
  EXPECT_FALSE(c.hero().selected());
  EXPECT_FALSE(c.hero().goArmed());
  EXPECT_FALSE(c.hero().hits(kStart, 1.f));
  EXPECT_FALSE(c.hero().aim({6.5f, 2.5f}));
  EXPECT_EQ(c.hero().aimRefusal({6.5f, 2.5f}), "This level has no hero");
  EXPECT_FALSE(c.holding());
}

TEST_F(HeroControlTest, TheHeroKeyTogglesTheSelection) {
  World world(level, defs, 1);
  PlayController c(world);
  ASSERT_TRUE(c.hero().present());
  c.toggleHero();
  EXPECT_TRUE(c.hero().selected());
  EXPECT_TRUE(c.holding());
  c.toggleHero();
  EXPECT_FALSE(c.hero().selected());
  EXPECT_FALSE(c.holding());
}

TEST_F(HeroControlTest, OneThingInHandAtATime) {
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  ASSERT_TRUE(c.buildKind());
  c.selectHero();
  EXPECT_FALSE(c.buildKind());
  EXPECT_TRUE(c.hero().selected());
  // Picking a tower to build lets go of the hero.
  c.pickSlot(0);
  EXPECT_FALSE(c.hero().selected());
  ASSERT_EQ(c.clickCell({7, 3}), "");
  // Selecting a tower lets go of the hero, and the hero of the tower.
  c.selectHero();
  c.select({7, 3});
  EXPECT_NE(c.selected(), nullptr);
  EXPECT_FALSE(c.hero().selected());
  c.selectHero();
  EXPECT_EQ(c.selected(), nullptr);
  c.dropAll();
  EXPECT_FALSE(c.holding());
}

TEST_F(HeroControlTest, ClickingTheHeroSelectsItWithSomeSlack) {
  World world(level, defs, 1);
  PlayController c(world);
  EXPECT_TRUE(c.hero().hits(kStart));
  EXPECT_FALSE(c.hero().hits({3.1f, 2.5f}));
  EXPECT_TRUE(c.hero().hits({3.1f, 2.5f}, 0.3f));
  EXPECT_EQ(c.clickPoint({2.6f, 2.4f}), "");
  EXPECT_TRUE(c.hero().selected());
  EXPECT_FALSE(world.hero()->ordered);  // selecting is not an order
}

TEST_F(HeroControlTest, WithTheHeroSelectedAClickOnOpenGroundSendsIt) {
  World world(level, defs, 1);
  PlayController c(world);
  c.selectHero();
  EXPECT_EQ(c.clickPoint({7.5f, 0.5f}), "");
  EXPECT_TRUE(world.hero()->ordered);
  EXPECT_FLOAT_EQ(world.hero()->destination.x, 7.5f);
  EXPECT_EQ(c.hero().ordersTaken(), 1u);
  EXPECT_TRUE(c.hero().selected());  // kept, for the next order
  for (int t = 0; t < 600 && world.hero()->ordered; ++t) world.step();
  EXPECT_LT(distance(world.hero()->pos, {7.5f, 0.5f}), 0.6f);
}

TEST_F(HeroControlTest, AClickOnATowerSelectsTheTowerInstead) {
  World world(level, defs, 1);
  PlayController c(world);
  ASSERT_TRUE(world.build(0, {7, 3}).ok());
  c.selectHero();
  EXPECT_EQ(c.clickPoint({7.5f, 3.5f}), "");
  EXPECT_NE(c.selected(), nullptr);
  EXPECT_FALSE(c.hero().selected());
  EXPECT_FALSE(world.hero()->ordered);
}

TEST_F(HeroControlTest, WithAKindPickedAClickOnTheHeroIsARefusedBuild) {
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  const auto ghost = c.ghostAt({2, 2});
  ASSERT_TRUE(ghost);
  EXPECT_FALSE(ghost->allowed);
  EXPECT_EQ(ghost->reason, "That is where the hero stands");
  EXPECT_EQ(c.clickPoint(kStart), "That is where the hero stands");
  EXPECT_TRUE(c.buildKind());  // still building
  EXPECT_FALSE(c.hero().selected());
}

TEST_F(HeroControlTest, ARightClickSendsTheSelectedHeroElseCancels) {
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  EXPECT_EQ(c.rightClick(Vec2{6.5f, 4.5f}), "");
  EXPECT_FALSE(c.buildKind());  // today's meaning: drop what is in hand
  EXPECT_FALSE(world.hero()->ordered);
  c.selectHero();
  EXPECT_EQ(c.rightClick(Vec2{6.5f, 4.5f}), "");
  EXPECT_TRUE(world.hero()->ordered);
  EXPECT_TRUE(c.hero().selected());
  // Over the panels (no point on the map) it still lets go.
  EXPECT_EQ(c.rightClick(std::nullopt), "");
  EXPECT_FALSE(c.hero().selected());
}

TEST_F(HeroControlTest, GoSendsTheHeroWhereverTheNextClickLands) {
  World world(level, defs, 1);
  PlayController c(world);
  ASSERT_TRUE(world.build(0, {7, 3}).ok());
  c.armHeroGo();
  EXPECT_TRUE(c.hero().goArmed());
  EXPECT_TRUE(c.hero().selected());
  // On a tower: an order to the nearest place beside it, not a selection.
  EXPECT_EQ(c.clickPoint({7.5f, 3.5f}), "");
  EXPECT_TRUE(world.hero()->ordered);
  EXPECT_EQ(c.selected(), nullptr);
  EXPECT_FALSE(c.hero().goArmed());  // one click only
  EXPECT_NE(cellOf(world.hero()->destination), (Cell{7, 3}));
}

TEST_F(HeroControlTest, TheCursorShowsWhereAnOrderWouldGo) {
  World world(level, defs, 1);
  PlayController c(world);
  const auto open = c.hero().aim({6.5f, 4.5f});
  ASSERT_TRUE(open);
  EXPECT_FLOAT_EQ(open->x, 6.5f);
  EXPECT_FLOAT_EQ(open->y, 4.5f);
  // On the rock: snapped beside it, where the order would really go.
  const auto rock = c.hero().aim({4.5f, 3.5f});
  ASSERT_TRUE(rock);
  EXPECT_NE(cellOf(*rock), (Cell{4, 3}));
  Vec2 expected;
  ASSERT_TRUE(world.heroDestination({4.5f, 3.5f}, expected));
  EXPECT_EQ(*rock, expected);
  EXPECT_EQ(c.hero().aimRefusal({4.5f, 3.5f}), "");
  // A tower built there since is taken into account.
  ASSERT_TRUE(world.build(0, {6, 4}).ok());
  const auto moved = c.hero().aim({6.5f, 4.5f});
  ASSERT_TRUE(moved);
  EXPECT_NE(cellOf(*moved), (Cell{6, 4}));
}

TEST_F(HeroControlTest, OrdersWorkAtEverySpeedAndWhilePaused) {
  for (const int speed : PlayController::kSpeeds) {
    World world(level, defs, 1);
    PlayController c(world, speed);
    c.setPaused(speed == 4);
    c.selectHero();
    EXPECT_EQ(c.clickPoint({8.5f, 4.5f}), "") << speed;
    EXPECT_TRUE(world.hero()->ordered) << speed;
  }
}

TEST_F(HeroControlTest, ADownedHeroRefusesOrdersWithTheReason) {
  World world(test::fightLevel(kMap, "brute", kStart), defs, 1);
  PlayController c(world);
  ASSERT_TRUE(killHero(world));
  c.selectHero();
  EXPECT_TRUE(c.hero().selected());  // its card says when it is back
  EXPECT_FALSE(c.hero().hits(kStart, 1.f));
  EXPECT_FALSE(c.hero().aim({6.5f, 4.5f}));
  EXPECT_EQ(c.hero().aimRefusal({6.5f, 4.5f}), "The hero is down until it respawns");
  EXPECT_EQ(c.clickPoint({6.5f, 4.5f}), "The hero is down until it respawns");
  EXPECT_EQ(c.rightClick(Vec2{6.5f, 4.5f}), "The hero is down until it respawns");
  EXPECT_EQ(c.hero().ordersTaken(), 0u);
}

TEST_F(HeroControlTest, TheUpgradeKeyUpgradesTheSelectedHero) {
  level.gold = 70;
  World world(level, defs, 1);
  PlayController c(world);
  EXPECT_EQ(c.upgradeSelection(), "");  // nothing selected: nothing happens
  EXPECT_EQ(world.gold(), 70);
  c.selectHero();
  EXPECT_EQ(c.upgradeSelection(), "");
  EXPECT_EQ(world.hero()->level, 1);
  EXPECT_EQ(world.gold(), 10);
  EXPECT_EQ(c.hero().upgrade(), "Already at the highest level");
}

TEST_F(HeroControlTest, AnUnaffordableUpgradeSaysSo) {
  level.gold = 20;
  World world(level, defs, 1);
  PlayController c(world);
  EXPECT_EQ(c.hero().upgrade(), "Not enough gold");
  EXPECT_EQ(world.hero()->level, 0);
}

}  // namespace
}  // namespace td
