#include <gtest/gtest.h>

#include <SFML/Graphics/RenderTarget.hpp>
#include <cmath>

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

// The big campaign map in the default window's map area.
const sf::Vector2f kBigMap{64.f, 48.f};
const sf::FloatRect kArea{12.f, 58.f, 972.f, 566.f};
const sf::Vector2u kWindow{1280, 720};

Camera bigMap() {
  Camera camera;
  camera.fit(kBigMap, kArea, kWindow);
  return camera;
}

// The map covers the area along each axis where it is larger, and is
// centred along an axis where it is smaller.
void expectWithinLimits(const Camera& camera) {
  const sf::FloatRect map = camera.mapPixels();
  const sf::FloatRect& area = camera.area();
  if (map.width > area.width + 1.f) {
    EXPECT_LE(map.left, area.left + 0.5f);
    EXPECT_GE(map.left + map.width, area.left + area.width - 0.5f);
  } else {
    EXPECT_NEAR(map.left - area.left, area.left + area.width - (map.left + map.width), 1.f);
  }
  if (map.height > area.height + 1.f) {
    EXPECT_LE(map.top, area.top + 0.5f);
    EXPECT_GE(map.top + map.height, area.top + area.height - 0.5f);
  } else {
    EXPECT_NEAR(map.top - area.top, area.top + area.height - (map.top + map.height), 1.f);
  }
}

TEST(Camera, ZoomingKeepsTheWorldPointUnderTheCursor) {
  Camera camera = bigMap();
  const sf::Vector2f cursor(300.f, 200.f);
  const sf::Vector2f before = camera.toWorld(cursor);
  ASSERT_TRUE(camera.zoomAt(cursor, 2.f));
  EXPECT_GT(camera.pixelsPerCell(), camera.fitPixelsPerCell());
  const sf::Vector2f after = camera.toWorld(cursor);
  // Origins are whole pixels, so the point may move by up to half a pixel.
  EXPECT_NEAR(after.x, before.x, 0.5f / camera.pixelsPerCell() + 1e-4f);
  EXPECT_NEAR(after.y, before.y, 0.5f / camera.pixelsPerCell() + 1e-4f);
  expectWithinLimits(camera);
}

TEST(Camera, ZoomStaysBetweenTheWholeMapAndTheLargestCells) {
  Camera camera = bigMap();
  const float fit = camera.pixelsPerCell();
  EXPECT_FLOAT_EQ(camera.zoom(), 1.f);
  EXPECT_FALSE(camera.zoomAt({400.f, 300.f}, 0.5f));  // already the whole map
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), fit);
  for (int i = 0; i < 40; ++i) camera.zoomAt({400.f, 300.f}, 1.2f);
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), Camera::kMaxPixelsPerCell);
  EXPECT_FALSE(camera.zoomAt({400.f, 300.f}, 1.2f));
  expectWithinLimits(camera);
  for (int i = 0; i < 40; ++i) camera.zoomAt({400.f, 300.f}, 1.f / 1.2f);
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), fit);
  EXPECT_FALSE(camera.zoomed());
}

TEST(Camera, ZoomStepsKeepWholePixelsPerCell) {
  Camera camera = bigMap();
  for (int i = 0; i < 6; ++i) {
    ASSERT_TRUE(camera.zoomAt({500.f, 300.f}, 1.1f));
    EXPECT_FLOAT_EQ(camera.pixelsPerCell(), std::round(camera.pixelsPerCell()));
  }
}

TEST(Camera, AMapThatFitsWithLargeCellsDoesNotZoom) {
  Camera camera;
  camera.fit({10.f, 6.f}, {0.f, 0.f, 1200.f, 700.f}, {1200, 700});
  EXPECT_GT(camera.pixelsPerCell(), Camera::kMaxPixelsPerCell);
  EXPECT_FALSE(camera.zoomAt({600.f, 350.f}, 2.f));
  EXPECT_FALSE(camera.panBy({100.f, 0.f}));
}

TEST(Camera, TheWholeMapCannotBePanned) {
  Camera camera = bigMap();
  const sf::FloatRect before = camera.mapPixels();
  EXPECT_FALSE(camera.panBy({50.f, -80.f}));
  EXPECT_EQ(camera.mapPixels(), before);
}

TEST(Camera, PanningStopsAtTheMapsEdges) {
  Camera camera = bigMap();
  camera.zoomAt({500.f, 300.f}, 3.f);
  ASSERT_TRUE(camera.panBy({10.f, 10.f}) || camera.panBy({-10.f, -10.f}));
  camera.panBy({100000.f, 100000.f});
  EXPECT_FLOAT_EQ(camera.mapPixels().left, kArea.left);
  EXPECT_FLOAT_EQ(camera.mapPixels().top, kArea.top);
  EXPECT_EQ(camera.cellAt({static_cast<int>(kArea.left) + 1, static_cast<int>(kArea.top) + 1}), (Cell{0, 0}));
  camera.panBy({-100000.f, -100000.f});
  const sf::FloatRect map = camera.mapPixels();
  EXPECT_NEAR(map.left + map.width, kArea.left + kArea.width, 0.5f);
  EXPECT_NEAR(map.top + map.height, kArea.top + kArea.height, 0.5f);
  const sf::Vector2i farCorner(static_cast<int>(kArea.left + kArea.width) - 2,
                               static_cast<int>(kArea.top + kArea.height) - 2);
  EXPECT_EQ(camera.cellAt(farCorner), (Cell{63, 47}));
  // A small pan back moves it by exactly that much.
  ASSERT_TRUE(camera.panBy({7.f, 5.f}));
  EXPECT_FLOAT_EQ(camera.mapPixels().left, map.left + 7.f);
  EXPECT_FLOAT_EQ(camera.mapPixels().top, map.top + 5.f);
}

TEST(Camera, AnAxisNarrowerThanTheAreaStaysCentred) {
  Camera camera;
  camera.fit({100.f, 10.f}, {0.f, 0.f, 800.f, 600.f}, {800, 600});
  ASSERT_TRUE(camera.zoomAt({400.f, 300.f}, 2.f));
  // 10 cells at 16 or so pixels are still far less than 600: centred, and
  // vertical pans do nothing, while horizontal ones work.
  expectWithinLimits(camera);
  const float top = camera.mapPixels().top;
  EXPECT_FALSE(camera.panBy({0.f, 200.f}));
  EXPECT_FLOAT_EQ(camera.mapPixels().top, top);
  EXPECT_TRUE(camera.panBy({200.f, 0.f}));
}

TEST(Camera, ResetShowsTheWholeMapAgain) {
  Camera camera = bigMap();
  const sf::FloatRect whole = camera.mapPixels();
  camera.zoomAt({200.f, 500.f}, 4.f);
  camera.panBy({-300.f, 120.f});
  camera.reset();
  EXPECT_EQ(camera.mapPixels(), whole);
}

TEST(Camera, AResizeKeepsTheZoomAndWhatIsInTheMiddle) {
  Camera camera = bigMap();
  camera.look({20.f, 30.f}, 3.f);
  const float zoom = camera.zoom();
  ASSERT_GT(zoom, 2.5f);
  const sf::FloatRect bigger{12.f, 58.f, 1636.f, 854.f};
  camera.setArea(bigger, {1920, 1080});
  EXPECT_NEAR(camera.zoom(), zoom, 0.1f);
  const sf::Vector2f middle =
      camera.toWorld(sf::Vector2f(bigger.left + bigger.width * 0.5f, bigger.top + bigger.height * 0.5f));
  EXPECT_NEAR(middle.x, 20.f, 0.1f);
  EXPECT_NEAR(middle.y, 30.f, 0.1f);
  expectWithinLimits(camera);
  // Shrinking until the whole map fits at that zoom ends at the whole map.
  camera.setArea({0.f, 0.f, 320.f, 240.f}, {320, 240});
  expectWithinLimits(camera);
  EXPECT_GE(camera.zoom(), 1.f);
}

TEST(Camera, LookingAtAnEdgeStopsAtTheEdge) {
  Camera camera = bigMap();
  camera.look({0.f, 0.f}, 4.f);
  EXPECT_FLOAT_EQ(camera.mapPixels().left, kArea.left);
  EXPECT_FLOAT_EQ(camera.mapPixels().top, kArea.top);
}

TEST(Camera, CellsAndPixelsAgreeWhenZoomedAndPanned) {
  Camera camera = bigMap();
  camera.zoomAt({321.f, 234.f}, 2.5f);
  camera.panBy({-137.f, -59.f});
  for (const Cell c : {Cell{20, 14}, Cell{33, 25}, Cell{41, 30}}) {
    EXPECT_EQ(camera.cellAt(camera.pixelOf(c)), c);
  }
}

// The big map's goal and hero start, as openingFocus gives them.
const sf::Vector2f kFocus{58.5f, 29.f};

// Whether a world point is in the part of the area the map is drawn over.
bool inView(const Camera& camera, sf::Vector2f world) {
  const sf::Vector2f p = camera.toPixel(world);
  const sf::FloatRect& a = camera.area();
  return p.x >= a.left && p.y >= a.top && p.x <= a.left + a.width && p.y <= a.top + a.height;
}

TEST(Camera, ABigMapOpensWithReadableCellsOnItsFocus) {
  Camera camera = bigMap();
  ASSERT_LT(camera.pixelsPerCell(), 12.f);  // whole, the campaign map's cells are too small to play on
  camera.open(kFocus);
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), Camera::kReadablePixelsPerCell);
  EXPECT_TRUE(camera.zoomed());
  EXPECT_TRUE(inView(camera, kFocus));
  // The focus lies near the map's right edge: the view stops at that edge
  // rather than showing the background past it.
  const sf::FloatRect map = camera.mapPixels();
  EXPECT_NEAR(map.left + map.width, kArea.left + kArea.width, 0.5f);
  expectWithinLimits(camera);
  // Away from the edges, the focus is in the middle.
  camera.open({30.f, 20.f});
  const sf::Vector2f middle =
      camera.toWorld(sf::Vector2f(kArea.left + kArea.width * 0.5f, kArea.top + kArea.height * 0.5f));
  EXPECT_NEAR(middle.x, 30.f, 0.1f);
  EXPECT_NEAR(middle.y, 20.f, 0.1f);
}

TEST(Camera, AMapThatFitsWithReadableCellsOpensWhole) {
  Camera camera;
  camera.fit({24.f, 16.f}, {16.f, 68.f, 1248.f, 604.f}, {1280, 720});
  const sf::FloatRect whole = camera.mapPixels();
  camera.open({20.f, 3.f});
  EXPECT_FALSE(camera.zoomed());
  EXPECT_EQ(camera.mapPixels(), whole);
}

TEST(Camera, ReadableCellsAreWindowPixelsWhateverTheInterfaceSize) {
  // 24 x 16 cells in an area of 480 x 320 units: 20 units a cell, under the readable 24 at 100 %...
  Camera camera;
  camera.fit({24.f, 16.f}, {0.f, 0.f, 480.f, 320.f}, {480, 320});
  camera.open({20.f, 3.f});
  EXPECT_TRUE(camera.zoomed());
  // ...but 30 window pixels a cell at 150 %: readable, so the map opens whole.
  camera.setPixelsPerUnit(1.5f);
  camera.reset();
  camera.open({20.f, 3.f});
  EXPECT_FALSE(camera.zoomed());
}

TEST(Camera, HomeAfterOpeningShowsTheWholeMap) {
  Camera camera = bigMap();
  const sf::FloatRect whole = camera.mapPixels();
  camera.open(kFocus);
  ASSERT_NE(camera.mapPixels(), whole);
  camera.reset();
  EXPECT_EQ(camera.mapPixels(), whole);
}

TEST(Camera, ALargerWindowOpensOnTheSameFocusWithTheSameCells) {
  Camera camera = bigMap();
  camera.open({30.f, 20.f});
  // The screen is made for one window and then given the real one.
  const sf::FloatRect bigger{12.f, 58.f, 1636.f, 854.f};
  camera.setArea(bigger, {1920, 1080});
  EXPECT_FLOAT_EQ(camera.pixelsPerCell(), Camera::kReadablePixelsPerCell);
  const sf::Vector2f middle =
      camera.toWorld(sf::Vector2f(bigger.left + bigger.width * 0.5f, bigger.top + bigger.height * 0.5f));
  // 64 cells of 24 pixels fit across this area: centred that way.
  EXPECT_NEAR(middle.x, 32.f, 0.1f);
  EXPECT_NEAR(middle.y, 20.f, 0.1f);
  // In a window where the whole map has readable cells, it is shown whole.
  camera.setArea({0.f, 0.f, 1600.f, 1200.f}, {1600, 1200});
  EXPECT_FALSE(camera.zoomed());
}

TEST(Camera, OnceThePlayerMovesTheViewAResizeKeepsTheirZoom) {
  Camera camera = bigMap();
  camera.open({30.f, 20.f});
  ASSERT_TRUE(camera.panBy({-40.f, 0.f}));
  const float zoom = camera.zoom();
  camera.setArea({12.f, 58.f, 1636.f, 854.f}, {1920, 1080});
  EXPECT_NEAR(camera.zoom(), zoom, 0.1f);
  EXPECT_GT(camera.pixelsPerCell(), Camera::kReadablePixelsPerCell + 8.f);
}

// A target with no pixels, to ask views where things land.
class NullTarget : public sf::RenderTarget {
 public:
  NullTarget() { initialize(); }
  sf::Vector2u getSize() const override { return kWindow; }
};

TEST(Camera, BothViewsPutTheWorldWhereThePixelsSayItIs) {
  Camera camera = bigMap();
  camera.zoomAt({321.f, 234.f}, 2.5f);
  camera.panBy({-137.f, -59.f});
  NullTarget target;
  const sf::FloatRect clip(0.f, 46.f, 996.f, 590.f);
  const sf::View clipped = camera.clippedView(clip);
  for (const sf::Vector2f world : {sf::Vector2f(20.5f, 14.5f), sf::Vector2f(31.f, 22.f)}) {
    const sf::Vector2f expected = camera.toPixel(world);
    const sf::Vector2i whole = target.mapCoordsToPixel(world, camera.view());
    const sf::Vector2i inClip = target.mapCoordsToPixel(world, clipped);
    EXPECT_NEAR(static_cast<float>(whole.x), expected.x, 1.f);
    EXPECT_NEAR(static_cast<float>(whole.y), expected.y, 1.f);
    EXPECT_NEAR(static_cast<float>(inClip.x), expected.x, 1.f);
    EXPECT_NEAR(static_cast<float>(inClip.y), expected.y, 1.f);
  }
  const sf::IntRect viewport = target.getViewport(clipped);
  EXPECT_EQ(viewport, sf::IntRect(0, 46, 996, 590));
}

}  // namespace
}  // namespace td
