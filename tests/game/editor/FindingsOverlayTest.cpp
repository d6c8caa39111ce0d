#include <gtest/gtest.h>

#include <SFML/Graphics/RenderTexture.hpp>

#include "game/editor/FindingsOverlay.h"
#include "tests/engine/support/TestDefs.h"

namespace td::editorui {
namespace {

RatingFindings smallFindings() {
  RatingFindings f;
  f.width = 4;
  f.height = 3;
  f.damage.assign(12, 0.f);
  f.leaks.assign(12, 0);
  return f;
}

TEST(FindingsOverlay, HotterCellsAreRedderAndMoreOpaque) {
  const sf::Color cool = FindingsOverlay::heatColor(0.05f);
  const sf::Color warm = FindingsOverlay::heatColor(0.5f);
  const sf::Color hot = FindingsOverlay::heatColor(1.f);
  EXPECT_LT(cool.a, warm.a);
  EXPECT_LT(warm.a, hot.a);
  EXPECT_GT(cool.g, hot.g);  // yellow toward red
  EXPECT_EQ(FindingsOverlay::heatColor(2.f), hot);
}

// The overlay drawn into a small texture at one pixel a cell: what each cell shows.
sf::Image drawn(const FindingsOverlay& overlay) {
  sf::RenderTexture texture;
  EXPECT_TRUE(texture.create(4, 3));
  texture.clear(sf::Color::Black);
  overlay.draw(texture);
  texture.display();
  return texture.getTexture().copyToImage();
}

TEST(FindingsOverlay, TheHeatMapColoursOnlyCellsThatTookDamage) {
  const GameDefs defs = test::testDefs();
  RatingFindings f = smallFindings();
  f.damage[f.cellIndex({2, 1})] = 40.f;
  f.maxDamage = 40.f;
  FindingsOverlay overlay;
  overlay.build(f, 0, defs, {true, false, false});
  const sf::Image image = drawn(overlay);
  EXPECT_GT(image.getPixel(2, 1).r, 100);
  EXPECT_EQ(image.getPixel(0, 0), sf::Color::Black);
  EXPECT_EQ(image.getPixel(3, 2), sf::Color::Black);
}

TEST(FindingsOverlay, TowersStandAsTheChangesUpToTheStepLeftThem) {
  const GameDefs defs = test::testDefs();
  RatingFindings f = smallFindings();
  f.changes = {{10, {1, 1}, 0, 0, false}, {20, {1, 1}, 0, 0, true}};
  FindingsOverlay overlay;
  overlay.build(f, 1, defs, {false, false, true});
  EXPECT_NE(drawn(overlay).getPixel(1, 1), sf::Color::Black);
  // After the second change the tower is sold: nothing is left.
  overlay.build(f, 2, defs, {false, false, true});
  EXPECT_EQ(drawn(overlay).getPixel(1, 1), sf::Color::Black);
  // Step 0 is the map before any tower.
  overlay.build(f, 0, defs, {false, false, true});
  EXPECT_EQ(drawn(overlay).getPixel(1, 1), sf::Color::Black);
}

}  // namespace
}  // namespace td::editorui
