#include <gtest/gtest.h>

#include "game/editor/MapView.h"

namespace td::editorui {
namespace {

MapView fitted(sf::Vector2i cells = {24, 16}) {
  MapView v;
  v.setMapSize(cells);
  v.setArea({200.f, 30.f, 700.f, 600.f}, {1280, 720});
  return v;
}

TEST(MapView, FitsTheWholeMapCentredInTheArea) {
  const MapView v = fitted();
  const sf::Vector2f topLeft = v.toPixel({0.f, 0.f});
  const sf::Vector2f bottomRight = v.toPixel({24.f, 16.f});
  EXPECT_GE(topLeft.x, 200.f);
  EXPECT_GE(topLeft.y, 30.f);
  EXPECT_LE(bottomRight.x, 900.f);
  EXPECT_LE(bottomRight.y, 630.f);
  // Centred to within a pixel of rounding.
  EXPECT_NEAR(topLeft.x - 200.f, 900.f - bottomRight.x, 1.f);
  EXPECT_NEAR(topLeft.y - 30.f, 630.f - bottomRight.y, 1.f);
  EXPECT_FLOAT_EQ(v.pixelsPerCell(), 27.f);  // floor((700 - 32) / 24)
}

TEST(MapView, CellsAndPixelsRoundTrip) {
  const MapView v = fitted();
  const Cell c{5, 7};
  const sf::Vector2f centre = v.toPixel({5.5f, 7.5f});
  EXPECT_EQ(v.cellAt(centre), c);
  EXPECT_EQ(v.cellAt(v.toPixel({0.f, 0.f}) - sf::Vector2f(1.f, 1.f)), (Cell{-1, -1}));
}

TEST(MapView, ZoomKeepsThePointUnderTheMouse) {
  MapView v = fitted();
  const sf::Vector2f mouse(420.f, 300.f);
  const sf::Vector2f before = v.toWorld(mouse);
  const float scale = v.pixelsPerCell();
  v.zoomAt(mouse, 2.f);
  EXPECT_NEAR(v.pixelsPerCell(), scale * MapView::kZoomStep * MapView::kZoomStep, 1e-3f);
  const sf::Vector2f after = v.toWorld(mouse);
  EXPECT_NEAR(after.x, before.x, 1e-3f);
  EXPECT_NEAR(after.y, before.y, 1e-3f);
}

TEST(MapView, ZoomIsBounded) {
  MapView v = fitted();
  v.zoomAt({400.f, 300.f}, 100.f);
  EXPECT_FLOAT_EQ(v.pixelsPerCell(), MapView::kMaxPixelsPerCell);
  v.zoomAt({400.f, 300.f}, -200.f);
  EXPECT_FLOAT_EQ(v.pixelsPerCell(), v.minPixelsPerCell());
  EXPECT_GT(v.minPixelsPerCell(), 0.f);
}

TEST(MapView, PanMovesTheMapButNeverLosesIt) {
  MapView v = fitted();
  const sf::Vector2f start = v.toPixel({0.f, 0.f});
  v.panBy({30.f, -20.f});
  const sf::Vector2f moved = v.toPixel({0.f, 0.f});
  EXPECT_FLOAT_EQ(moved.x - start.x, 30.f);
  EXPECT_FLOAT_EQ(moved.y - start.y, -20.f);
  v.panBy({100000.f, 100000.f});
  // Part of the map still lies inside the area.
  const sf::Vector2f topLeft = v.toPixel({0.f, 0.f});
  EXPECT_LT(topLeft.x, 900.f);
  EXPECT_LT(topLeft.y, 630.f);
  v.panBy({-300000.f, -300000.f});
  const sf::Vector2f bottomRight = v.toPixel({24.f, 16.f});
  EXPECT_GT(bottomRight.x, 200.f);
  EXPECT_GT(bottomRight.y, 30.f);
}

TEST(MapView, CentreOnBringsAPointToTheMiddleAndZoomsIn) {
  MapView v = fitted({200, 150});
  const float before = v.pixelsPerCell();
  v.centreOn({150.5f, 20.5f}, 24.f);
  EXPECT_GE(v.pixelsPerCell(), 24.f);
  EXPECT_GT(v.pixelsPerCell(), before);
  const sf::Vector2f p = v.toPixel({150.5f, 20.5f});
  EXPECT_NEAR(p.x, 550.f, 0.5f);
  EXPECT_NEAR(p.y, 330.f, 0.5f);
}

TEST(MapView, ViewDrawsIntoTheAreaOnly) {
  const MapView v = fitted();
  const sf::View view = v.view();
  const sf::FloatRect port = view.getViewport();
  EXPECT_FLOAT_EQ(port.left, 200.f / 1280.f);
  EXPECT_FLOAT_EQ(port.width, 700.f / 1280.f);
  EXPECT_FLOAT_EQ(port.top, 30.f / 720.f);
  // The view's size in world units is the area over the scale.
  EXPECT_FLOAT_EQ(view.getSize().x, 700.f / v.pixelsPerCell());
  // The area's top left corner is the view's top left corner.
  const sf::Vector2f corner = v.toWorld({200.f, 30.f});
  EXPECT_NEAR(view.getCenter().x - view.getSize().x * 0.5f, corner.x, 1e-4f);
}

TEST(MapView, ResizingKeepsZoomAndCentre) {
  MapView v = fitted();
  v.zoomAt({550.f, 330.f}, 3.f);
  const float scale = v.pixelsPerCell();
  const sf::Vector2f centre = v.toWorld({550.f, 330.f});
  v.setArea({200.f, 30.f, 900.f, 800.f}, {1600, 900});
  EXPECT_FLOAT_EQ(v.pixelsPerCell(), scale);
  const sf::Vector2f c = v.toWorld({650.f, 430.f});
  EXPECT_NEAR(c.x, centre.x, 1e-3f);
  EXPECT_NEAR(c.y, centre.y, 1e-3f);
}

}  // namespace
}  // namespace td::editorui
