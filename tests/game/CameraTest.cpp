#include <gtest/gtest.h>

#include "game/render/Camera.h"

namespace td {
namespace {

TEST(Camera, FitsTheMapIntoTheAreaKeepingItsShape) {
  Camera camera;
  camera.fit({24.f, 16.f}, {16.f, 68.f, 1248.f, 604.f}, {1280, 720});
  // Height limits: 604 / 16 = 37.75, rounded down to whole pixels per cell.
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), 37.f);
  const sf::FloatRect map = camera.mapPixels();
  EXPECT_FLOAT_EQ(map.width, 24.f * 37.f);
  EXPECT_FLOAT_EQ(map.height, 16.f * 37.f);
  // Centred in the area: equal bars left and right.
  EXPECT_NEAR(map.left - 16.f, (16.f + 1248.f) - (map.left + map.width), 1.f);
  EXPECT_GE(map.top, 68.f);
  EXPECT_LE(map.top + map.height, 68.f + 604.f);
}

TEST(Camera, AWideMapIsLimitedByWidth) {
  Camera camera;
  camera.fit({100.f, 10.f}, {0.f, 0.f, 800.f, 600.f}, {800, 600});
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), 8.f);
  EXPECT_FLOAT_EQ(camera.mapPixels().left, 0.f);
  EXPECT_FLOAT_EQ(camera.mapPixels().top, 260.f);
}

TEST(Camera, PixelsMapBackToCells) {
  Camera camera;
  camera.fit({24.f, 16.f}, {16.f, 68.f, 1248.f, 604.f}, {1280, 720});
  const sf::FloatRect map = camera.mapPixels();
  const auto at = [&](float cx, float cy) {
    return sf::Vector2i(static_cast<int>(map.left + cx * 37.f), static_cast<int>(map.top + cy * 37.f));
  };
  EXPECT_EQ(camera.cellAt(at(0.5f, 0.5f)), (Cell{0, 0}));
  EXPECT_EQ(camera.cellAt(at(23.9f, 15.9f)), (Cell{23, 15}));
  EXPECT_EQ(camera.cellAt(at(7.2f, 3.8f)), (Cell{7, 3}));
  // Left of and above the map are negative cells, not cell 0.
  EXPECT_EQ(camera.cellAt(at(-0.5f, -0.5f)), (Cell{-1, -1}));
}

TEST(Camera, TheViewShowsTheMapWhereThePixelsSayItIs) {
  Camera camera;
  camera.fit({24.f, 16.f}, {16.f, 68.f, 1248.f, 604.f}, {1280, 720});
  const sf::View& view = camera.view();
  // World (0,0) must land on the map's top-left pixel.
  const sf::Vector2f topLeft = view.getCenter() - view.getSize() * 0.5f;
  EXPECT_NEAR(-topLeft.x * camera.pixelsPerCell(), camera.mapPixels().left, 0.01f);
  EXPECT_NEAR(-topLeft.y * camera.pixelsPerCell(), camera.mapPixels().top, 0.01f);
  EXPECT_NEAR(view.getSize().x * camera.pixelsPerCell(), 1280.f, 0.01f);
}

}  // namespace
}  // namespace td
