#include <gtest/gtest.h>

#include "game/play/OpeningFocus.h"

namespace td {
namespace {

LevelDef emptyLevel() {
  LevelDef level;
  level.width = 64;
  level.height = 48;
  return level;
}

TEST(OpeningFocus, TheMiddleOfTheGoalsAndTheHerosStart) {
  LevelDef level = emptyLevel();
  level.spawns = {{1, 8}, {1, 40}, {32, 1}};
  level.goals = {{62, 24}};
  EXPECT_EQ(openingFocus(level), sf::Vector2f(62.5f, 24.5f));
  level.hero = HeroPlacement{"", {54.5f, 33.5f}};
  EXPECT_EQ(openingFocus(level), sf::Vector2f(58.5f, 29.f));
  level.hero.reset();
  level.goals = {{29, 4}, {29, 15}, {20, 9}};
  EXPECT_EQ(openingFocus(level), sf::Vector2f(25.f, 10.f));
}

TEST(OpeningFocus, TheMiddleOfTheMapWithNeitherGoalNorHero) {
  EXPECT_EQ(openingFocus(emptyLevel()), sf::Vector2f(32.f, 24.f));
}

}  // namespace
}  // namespace td
