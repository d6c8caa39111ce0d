#include <gtest/gtest.h>

#include "game/ui/UiScale.h"

namespace td {
namespace {

TEST(UiScaleTest, TheInterfaceKeepsItsSizeOnScreenFrom720pTo4K) {
  for (const sf::Vector2u window : {sf::Vector2u{1280, 720}, sf::Vector2u{1920, 1080}, sf::Vector2u{3840, 2160}}) {
    const UiScale s = UiScale::forWindow(window, 1.f);
    EXPECT_EQ(s.logical, sf::Vector2u(1280, 720)) << window.x;
    EXPECT_FLOAT_EQ(s.scaleX(), static_cast<float>(window.x) / 1280.f);
  }
}

TEST(UiScaleTest, TheSettingMultipliesTheScale) {
  EXPECT_EQ(UiScale::forWindow({1920, 1080}, 0.75f).logical, sf::Vector2u(1706, 960));
  EXPECT_EQ(UiScale::forWindow({3840, 2160}, 1.5f).logical, sf::Vector2u(854, 480));
}

TEST(UiScaleTest, SmallWindowsKeepTextReadableAndLargeSettingsLeaveTheSmallestLayout) {
  // 640x360 at 100 % would halve the text: it stays at three quarters.
  const UiScale small = UiScale::forWindow({640, 360}, 1.f);
  EXPECT_GE(small.scaleY(), 0.74f);
  EXPECT_GE(small.logical.x, 854u);
  EXPECT_GE(small.logical.y, 480u);
  // 200 % of 720p would leave 640x360 units: the scale stops at the smallest layout.
  const UiScale large = UiScale::forWindow({1280, 720}, 2.f);
  EXPECT_GE(large.logical.x, 854u);
  EXPECT_GE(large.logical.y, 480u);
  EXPECT_GT(large.scaleY(), 1.4f);
  // A window too small for both shrinks the smallest layout to fit.
  const UiScale tiny = UiScale::forWindow({320, 240}, 1.f);
  EXPECT_GE(tiny.logical.x, 854u);
  EXPECT_GE(tiny.logical.y, 480u);
  EXPECT_LT(tiny.scaleX(), 0.75f);
}

TEST(UiScaleTest, MousePositionsMapToLogicalUnitsAndTheViewFillsTheWindow) {
  const UiScale s = UiScale::forWindow({3840, 2160}, 1.f);
  EXPECT_EQ(s.toLogical(0, 0), sf::Vector2i(0, 0));
  EXPECT_EQ(s.toLogical(1920, 1080), sf::Vector2i(640, 360));
  EXPECT_EQ(s.toLogical(3839, 2159), sf::Vector2i(1279, 719));
  EXPECT_EQ(s.view().getSize(), sf::Vector2f(1280.f, 720.f));
  EXPECT_EQ(s.view().getCenter(), sf::Vector2f(640.f, 360.f));
}

}  // namespace
}  // namespace td
