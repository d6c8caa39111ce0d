#include <gtest/gtest.h>

#include "engine/sim/World.h"
#include "game/play/HeroCard.h"
#include "game/play/HeroNews.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"

namespace td {
namespace {

using test::distantWave;
using test::heroLevel;
using test::testDefs;

const std::vector<std::string> kMap = {"..........", "S........G", "..........", ".........."};
constexpr Vec2 kStart{2.5f, 2.5f};

TEST(HeroCardTest, NoneWithoutAHero) {
  const GameDefs defs = testDefs();
  LevelDef level = heroLevel(kMap, distantWave(), kStart);
  level.hero.reset();
  World world(level, defs, 1);
  EXPECT_FALSE(heroCard(world));
}

TEST(HeroCardTest, ShowsTheHeroAsItStands) {
  const GameDefs defs = testDefs();
  World world(heroLevel(kMap, distantWave(), kStart, 100.0f), defs, 1);
  const auto card = heroCard(world);
  ASSERT_TRUE(card);
  EXPECT_EQ(card->name, "Warden");
  EXPECT_EQ(card->level, 1);
  EXPECT_EQ(card->maxLevel, 2);
  EXPECT_FLOAT_EQ(card->health, 150.f);
  EXPECT_FLOAT_EQ(card->maxHealth, 150.f);
  EXPECT_EQ(card->status, "On guard");
  EXPECT_FLOAT_EQ(card->damage, 12.f);
  EXPECT_FLOAT_EQ(card->interval, 0.8f);
  ASSERT_TRUE(card->upgradeCost);
  EXPECT_EQ(*card->upgradeCost, 60);
  EXPECT_TRUE(card->canUpgrade);  // 100 gold
}

TEST(HeroCardTest, WalkingThenFullyTrained) {
  const GameDefs defs = testDefs();
  World world(heroLevel(kMap, distantWave(), kStart, 100.0f), defs, 1);
  ASSERT_TRUE(world.orderHero({8.5f, 3.5f}).ok());
  world.step();
  EXPECT_EQ(heroCard(world)->status, "Walking");
  EXPECT_EQ(heroCard(world)->state, HeroState::Moving);
  ASSERT_TRUE(world.upgradeHero().ok());
  const auto card = heroCard(world);
  EXPECT_EQ(card->level, 2);
  EXPECT_FLOAT_EQ(card->maxHealth, 210.f);
  EXPECT_FALSE(card->upgradeCost);
  EXPECT_FALSE(card->canUpgrade);
}

TEST(HeroCardTest, AnUnaffordableUpgradeIsGreyed) {
  const GameDefs defs = testDefs();
  LevelDef level = heroLevel(kMap, distantWave(), kStart, 100.0f);
  level.gold = 59;
  World world(level, defs, 1);
  const auto card = heroCard(world);
  ASSERT_TRUE(card->upgradeCost);
  EXPECT_FALSE(card->canUpgrade);
}

TEST(HeroCardTest, DownCountsWholeSecondsToTheReturn) {
  const GameDefs defs = testDefs();
  World world(test::fightLevel(kMap, "brute", kStart), defs, 1);
  bool died = false;
  std::optional<HeroNews> news;
  for (int t = 0; t < 2000 && !died; ++t) {
    world.step();
    for (const SimEvent& e : world.events()) {
      if (e.kind == SimEventKind::HeroDied) {
        died = true;
        news = heroNews(e, world);
      }
    }
  }
  ASSERT_TRUE(died);
  const auto card = heroCard(world);
  EXPECT_EQ(card->state, HeroState::Dead);
  EXPECT_FLOAT_EQ(card->health, 0.f);
  EXPECT_EQ(card->status, "Down: back in 10 s");  // the test warden's respawn
  world.step();
  EXPECT_EQ(heroCard(world)->status, "Down: back in 10 s");  // 9.98 s: not yet 9
  ASSERT_TRUE(news);
  EXPECT_TRUE(news->bad);
  EXPECT_EQ(news->text, "The Warden has fallen: back in 10 s");
}

TEST(HeroNewsTest, OnlyWhatTheMapDoesNotShowAlready) {
  const GameDefs defs = testDefs();
  World world(heroLevel(kMap, distantWave(), kStart, 100.0f), defs, 1);
  SimEvent e;
  e.kind = SimEventKind::HeroStruck;
  EXPECT_FALSE(heroNews(e, world));
  e.kind = SimEventKind::EnemyKilled;
  EXPECT_FALSE(heroNews(e, world));
  ASSERT_TRUE(world.upgradeHero().ok());
  e.kind = SimEventKind::HeroUpgraded;
  const auto up = heroNews(e, world);
  ASSERT_TRUE(up);
  EXPECT_FALSE(up->bad);
  EXPECT_EQ(up->text, "The Warden reached level 2");
  e.kind = SimEventKind::HeroRespawned;
  EXPECT_EQ(heroNews(e, world)->text, "The Warden is back on their feet");
}

}  // namespace
}  // namespace td
