#include <gtest/gtest.h>

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/View.hpp>
#include <vector>

#include "game/render/GridRenderer.h"

namespace td {
namespace {

Grid mixedGrid(int32_t side) {
  Grid grid(side, side, {{"grass", 2, true}, {"rock", kImpassableCost, false}, {"water", kImpassableCost, false}});
  for (int32_t y = 0; y < side; ++y) {
    for (int32_t x = 0; x < side; ++x) {
      if ((x * 7 + y * 13) % 11 == 0) grid.setTerrain({x, y}, 1);
      if ((x + y) % 17 == 0) grid.setTerrain({x, y}, 2);
    }
  }
  return grid;
}

// Draws the cells [x, x + w) x [y, y + h) into a small target.
void drawCells(GridRenderer& ground, sf::RenderTexture& target, float x, float y, float w, float h) {
  target.clear(sf::Color::Black);
  target.setView(sf::View({x, y, w, h}));
  ground.drawGround(target, {});
  target.display();
}

TEST(GridRenderer, ASmallMapIsBuiltWholeWhenItLoads) {
  GridRenderer ground;
  ground.buildGround(mixedGrid(60));
  EXPECT_EQ(ground.builtChunks(), 4u);  // 60 x 60 cells in chunks of 32
  sf::RenderTexture target;
  ASSERT_TRUE(target.create(64, 64));
  drawCells(ground, target, 0.f, 0.f, 60.f, 60.f);
  EXPECT_FALSE(ground.drewOverview());
  EXPECT_EQ(ground.builtChunks(), 4u);
}

TEST(GridRenderer, ABigMapBuildsOnlyWhatIsInSightAndDrawsTheWholeAsATexture) {
  GridRenderer ground;
  ground.buildGround(mixedGrid(1024));
  EXPECT_EQ(ground.builtChunks(), 0u);
  sf::RenderTexture target;
  ASSERT_TRUE(target.create(128, 128));
  // The whole map: far more cells in sight than are worth their detail.
  drawCells(ground, target, 0.f, 0.f, 1024.f, 1024.f);
  EXPECT_TRUE(ground.drewOverview());
  EXPECT_EQ(ground.builtChunks(), 0u);
  // A close view builds the chunks it shows: 40 x 40 cells from (100, 100) lie in chunks 3 and 4 both ways.
  drawCells(ground, target, 100.f, 100.f, 40.f, 40.f);
  EXPECT_FALSE(ground.drewOverview());
  EXPECT_EQ(ground.builtChunks(), 4u);
  const sf::Image close = target.getTexture().copyToImage();
  // Panned across the whole map, the chunks kept stay within the bound: a 1024 x 1024 map built whole would be
  // 1024 chunks.
  for (float y = 0.f; y < 1024.f; y += 200.f) {
    for (float x = 0.f; x < 1024.f; x += 200.f) drawCells(ground, target, x, y, 250.f, 250.f);
  }
  EXPECT_LT(ground.builtChunks(), 400u);
  EXPECT_GT(ground.builtChunks(), 64u);
  // Back to the first view: its chunks are built again if they went, and the picture is the same.
  drawCells(ground, target, 100.f, 100.f, 40.f, 40.f);
  const sf::Image again = target.getTexture().copyToImage();
  ASSERT_EQ(close.getSize(), again.getSize());
  for (unsigned py = 0; py < close.getSize().y; py += 7) {
    for (unsigned px = 0; px < close.getSize().x; px += 7) ASSERT_EQ(close.getPixel(px, py), again.getPixel(px, py));
  }
}

TEST(GridRenderer, TheOverviewShowsEachCellsGroundColour) {
  GridRenderer ground;
  Grid grid(512, 512, {{"grass", 2, true}, {"water", kImpassableCost, false}});
  for (int32_t y = 0; y < 512; ++y) {
    for (int32_t x = 256; x < 512; ++x) grid.setTerrain({x, y}, 1);
  }
  ground.buildGround(grid);
  sf::RenderTexture target;
  ASSERT_TRUE(target.create(64, 64));
  drawCells(ground, target, 0.f, 0.f, 512.f, 512.f);
  ASSERT_TRUE(ground.drewOverview());
  const sf::Image image = target.getTexture().copyToImage();
  const sf::Color left = image.getPixel(8, 32);
  const sf::Color right = image.getPixel(56, 32);
  EXPECT_GT(left.g, left.b);    // grass
  EXPECT_GT(right.b, right.r);  // water
}

}  // namespace
}  // namespace td
