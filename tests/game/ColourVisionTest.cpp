#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <utility>

#include "game/render/ColourVision.h"
#include "game/render/Palette.h"

namespace td {
namespace {

constexpr std::array kDeficiencies = {ColourVision::Protanopia, ColourVision::Deuteranopia, ColourVision::Tritanopia};

TEST(ColourVision, GreysStayGreyAndNormalVisionChangesNothing) {
  const sf::Color c(200, 40, 90, 77);
  EXPECT_EQ(seenAs(c, ColourVision::Normal), c);
  for (const ColourVision v : kDeficiencies) {
    for (const int level : {0, 60, 128, 255}) {
      const auto g = static_cast<uint8_t>(level);
      const sf::Color seen = seenAs(sf::Color(g, g, g), v);
      EXPECT_NEAR(seen.r, g, 1) << colourVisionName(v);
      EXPECT_NEAR(seen.g, g, 1);
      EXPECT_NEAR(seen.b, g, 1);
    }
    EXPECT_EQ(seenAs(c, v).a, 77);
  }
}

TEST(ColourVision, RedAndGreenComeTogetherForTheRedGreenDeficienciesOnly) {
  const sf::Color red(220, 40, 40);
  const sf::Color green(40, 180, 40);
  const float normal = colourDistance(red, green);
  EXPECT_LT(colourDistance(seenAs(red, ColourVision::Deuteranopia), seenAs(green, ColourVision::Deuteranopia)),
            normal * 0.5f);
  EXPECT_LT(colourDistance(seenAs(red, ColourVision::Protanopia), seenAs(green, ColourVision::Protanopia)),
            normal * 0.5f);
  EXPECT_GT(colourDistance(seenAs(red, ColourVision::Tritanopia), seenAs(green, ColourVision::Tritanopia)),
            normal * 0.5f);
  EXPECT_EQ(colourVisionNamed("deuteranopia"), ColourVision::Deuteranopia);
  EXPECT_FALSE(colourVisionNamed("colourblind"));
}

// The colours that carry meaning stay apart at a glance for players with each deficiency (a CIE76 distance of 15;
// 2.3 is barely noticeable). Placement also crosses a refused cell out, so it never rests on colour alone.
TEST(ColourVision, TheMeaningfulColoursStayApartForEveryDeficiency) {
  const std::pair<sf::Color, sf::Color> pairs[] = {
      {colors::accept(), colors::refuse()}, {colors::kGoal, colors::kSpawn}, {colors::kGold, colors::kLives},
      {routeColor(0), routeColor(1)},       {routeColor(0), routeColor(2)},  {routeColor(1), routeColor(2)},
      {routeColor(0), routeColor(3)},       {routeColor(1), routeColor(3)},  {routeColor(2), routeColor(3)},
  };
  for (const ColourVision v : kDeficiencies) {
    for (const auto& [a, b] : pairs) {
      EXPECT_GE(colourDistance(seenAs(a, v), seenAs(b, v)), 15.f) << colourVisionName(v);
    }
  }
}

// Each deficiency's own palette keeps its meanings much further apart for that deficiency than the standard one:
// allowed against refused, and the first four routes.
TEST(ColourVision, EachDeficiencysPaletteKeepsItsMeaningsFurtherApart) {
  const auto closest = [](ColourVision v) {
    float least = colourDistance(seenAs(colors::accept(), v), seenAs(colors::refuse(), v));
    for (size_t a = 0; a < 4; ++a) {
      for (size_t b = a + 1; b < 4; ++b) {
        least = std::min(least, colourDistance(seenAs(routeColor(a), v), seenAs(routeColor(b), v)));
      }
    }
    return least;
  };
  for (const ColourVision v : kDeficiencies) {
    setColourPalette(ColourVision::Normal);
    const float standard = closest(v);
    setColourPalette(v);
    EXPECT_EQ(colourPalette(), v);
    EXPECT_GE(closest(v), 35.f) << colourVisionName(v);
    EXPECT_GT(closest(v), standard) << colourVisionName(v);
    // And it still reads for everyone else.
    EXPECT_GE(closest(ColourVision::Normal), 30.f) << colourVisionName(v);
  }
  setColourPalette(ColourVision::Normal);
}

}  // namespace
}  // namespace td
