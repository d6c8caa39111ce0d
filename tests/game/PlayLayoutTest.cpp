#include <gtest/gtest.h>

#include <string>

#include "game/play/PlayLayout.h"

namespace td {
namespace {

bool inside(const sf::FloatRect& inner, const sf::FloatRect& outer) {
  return inner.left >= outer.left && inner.top >= outer.top && inner.left + inner.width <= outer.left + outer.width &&
         inner.top + inner.height <= outer.top + outer.height;
}

TEST(PlayLayoutTest, PartsDoNotOverlapAndStayOnScreen) {
  for (const sf::Vector2u size : {sf::Vector2u{1280, 720}, sf::Vector2u{800, 600}, sf::Vector2u{1920, 1080}}) {
    const PlayLayout l = layoutPlay(size, 4);
    const sf::FloatRect screen(0.f, 0.f, static_cast<float>(size.x), static_cast<float>(size.y));
    EXPECT_TRUE(inside(l.map, screen));
    EXPECT_FALSE(l.map.intersects(l.side));
    EXPECT_FALSE(l.map.intersects(l.bottomBar));
    EXPECT_FALSE(l.map.intersects(l.topBar));
    ASSERT_EQ(l.buildSlots.size(), 4u);
    for (const auto& slot : l.buildSlots) EXPECT_TRUE(inside(slot, l.bottomBar));
    for (const auto& r : {l.nextWave, l.speeds[0], l.speeds[2], l.pause, l.upgrade, l.sell, l.target}) {
      EXPECT_TRUE(inside(r, l.side)) << size.x << "x" << size.y;
    }
    // Every speed has its own button, in a row with the pause button.
    for (size_t i = 0; i < PlayLayout::kSpeedButtons; ++i) {
      EXPECT_TRUE(inside(l.speeds[i], l.side)) << i;
      EXPECT_FALSE(l.speeds[i].intersects(l.pause)) << i;
      if (i > 0) {
        EXPECT_FALSE(l.speeds[i].intersects(l.speeds[i - 1])) << i;
      }
      EXPECT_GE(l.speeds[i].width, 26.f) << size.x << "x" << size.y;  // "16x" fits
    }
    EXPECT_FALSE(l.upgrade.intersects(l.sell));
    EXPECT_FALSE(l.sell.intersects(l.target));
    EXPECT_FALSE(l.buildSlots[3].intersects(l.message));
    // No hero: no card.
    EXPECT_EQ(l.heroCard.width, 0.f);
  }
}

TEST(PlayLayoutTest, TheSpecialisationsSitSideBySideWhereTheUpgradeIsOrAtTheFootOfTheDetails) {
  // 1280x720 stacks the tower's buttons; 854x480 (the smallest logical size) and 1280x600 put them in a row.
  for (const sf::Vector2u size :
       {sf::Vector2u{1280, 720}, sf::Vector2u{1920, 1080}, sf::Vector2u{854, 480}, sf::Vector2u{1280, 600}}) {
    for (const bool hero : {false, true}) {
      const PlayLayout l = layoutPlay(size, 9, hero);
      const std::string where = std::to_string(size.x) + "x" + std::to_string(size.y) + (hero ? ", hero" : "");
      const sf::FloatRect& left = l.specialise[0];
      const sf::FloatRect& right = l.specialise[1];
      EXPECT_FALSE(left.intersects(right)) << where;
      EXPECT_LT(left.left + left.width, right.left) << where;
      EXPECT_EQ(left.top, right.top) << where;
      EXPECT_EQ(left.width, right.width) << where;
      // Room for a name ("Cluster Shells") and its price.
      EXPECT_GE(left.width, 100.f) << where;
      EXPECT_GE(left.height, 28.f) << where;
      for (const sf::FloatRect& r : {left, right}) {
        EXPECT_TRUE(inside(r, l.side)) << where;
        EXPECT_FALSE(r.intersects(l.sell)) << where;
        EXPECT_FALSE(r.intersects(l.target)) << where;
        if (l.compact) {
          // Below the name and level, which keep their room above the row.
          EXPECT_TRUE(inside(r, l.towerInfo)) << where;
          EXPECT_FALSE(r.intersects(l.upgrade)) << where;
          EXPECT_GE(r.top - l.towerInfo.top, 28.f) << where;
        } else {
          EXPECT_TRUE(inside(r, l.upgrade)) << where;
        }
      }
      if (!l.compact) {
        // Together they fill the upgrade button's place.
        EXPECT_FLOAT_EQ(left.left, l.upgrade.left) << where;
        EXPECT_FLOAT_EQ(right.left + right.width, l.upgrade.left + l.upgrade.width) << where;
      }
    }
  }
  EXPECT_TRUE(layoutPlay({854, 480}, 9, true).compact);
  EXPECT_FALSE(layoutPlay({1280, 720}, 9, true).compact);
}

TEST(PlayLayoutTest, TheHeroCardSitsBetweenTheSpeedsAndTheDetails) {
  for (const sf::Vector2u size : {sf::Vector2u{1280, 720}, sf::Vector2u{800, 600}, sf::Vector2u{1920, 1080}}) {
    const PlayLayout plain = layoutPlay(size, 4);
    const PlayLayout l = layoutPlay(size, 4, true);
    EXPECT_TRUE(inside(l.heroCard, l.side)) << size.x << "x" << size.y;
    EXPECT_TRUE(inside(l.heroPortrait, l.heroCard));
    EXPECT_TRUE(inside(l.heroUpgrade, l.heroCard));
    EXPECT_FALSE(l.heroPortrait.intersects(l.heroUpgrade));
    for (const auto& r : {l.nextWave, l.speeds[0], l.pause, l.towerInfo, l.upgrade, l.sell, l.target}) {
      EXPECT_FALSE(l.heroCard.intersects(r)) << size.x << "x" << size.y;
    }
    EXPECT_GT(l.towerInfo.top, l.heroCard.top + l.heroCard.height);
    // The tower buttons stay where they were; only the details area gives way.
    EXPECT_EQ(l.upgrade, plain.upgrade);
    EXPECT_LT(l.towerInfo.height, plain.towerInfo.height);
    EXPECT_GT(l.towerInfo.height, 0.f) << size.x << "x" << size.y;
  }
}

}  // namespace
}  // namespace td
