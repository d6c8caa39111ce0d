#include <gtest/gtest.h>

#include "game/editor/Minimap.h"

namespace td::editorui {
namespace {

const sf::Vector2i kMap{64, 48};

MapView viewOf(sf::Vector2i cells) {
  MapView v;
  v.setMapSize(cells);
  v.setArea({200.f, 30.f, 700.f, 600.f}, {1280, 720});
  return v;
}

TEST(Minimap, HiddenWhileTheWholeMapIsInView) {
  const MapView v = viewOf(kMap);
  EXPECT_FALSE(Minimap(v, kMap).shown());
}

TEST(Minimap, ShownWhenZoomedInAndSitsInTheBottomRightCorner) {
  MapView v = viewOf(kMap);
  v.zoomAt({550.f, 330.f}, 4.f);
  const Minimap m(v, kMap);
  ASSERT_TRUE(m.shown());
  const sf::FloatRect r = m.rect();
  EXPECT_FLOAT_EQ(r.left + r.width, 900.f - Minimap::kMargin);
  EXPECT_FLOAT_EQ(r.top + r.height, 630.f - Minimap::kMargin);
  EXPECT_LE(std::max(r.width, r.height), Minimap::kMaxSide);
  EXPECT_NEAR(r.width / r.height, 64.f / 48.f, 1e-4f);  // the map's shape
}

TEST(Minimap, PixelsAndMapPointsRoundTrip) {
  MapView v = viewOf(kMap);
  v.zoomAt({550.f, 330.f}, 4.f);
  const Minimap m(v, kMap);
  const sf::Vector2f world(17.5f, 30.25f);
  const sf::Vector2f back = m.toWorld(m.toPixel(world));
  EXPECT_NEAR(back.x, world.x, 1e-3f);
  EXPECT_NEAR(back.y, world.y, 1e-3f);
  // The corners of the minimap are the corners of the map; beyond them, clamped.
  const sf::FloatRect r = m.rect();
  EXPECT_NEAR(m.toWorld({r.left, r.top}).x, 0.f, 1e-3f);
  EXPECT_NEAR(m.toWorld({r.left + r.width, r.top + r.height}).y, 48.f, 1e-3f);
  EXPECT_NEAR(m.toWorld({r.left - 50.f, r.top + r.height + 50.f}).x, 0.f, 1e-3f);
  EXPECT_NEAR(m.toWorld({r.left - 50.f, r.top + r.height + 50.f}).y, 48.f, 1e-3f);
}

TEST(Minimap, TheViewRectangleShowsWhatIsInViewAndFollowsAClick) {
  MapView v = viewOf(kMap);
  v.zoomAt({550.f, 330.f}, 4.f);
  const Minimap m(v, kMap);
  // The view shows area / pixelsPerCell cells; on the minimap that is scaled down.
  const sf::FloatRect seen = m.viewRect();
  EXPECT_NEAR(seen.width, 700.f / v.pixelsPerCell() * m.pixelsPerCell(), 0.5f);
  EXPECT_NEAR(seen.height, 600.f / v.pixelsPerCell() * m.pixelsPerCell(), 0.5f);
  // A click on the minimap centres the view on that point of the map.
  const sf::Vector2f click = m.toPixel({30.f, 22.f});
  v.centreOn(m.toWorld(click));
  const sf::Vector2f centre = v.toWorld({550.f, 330.f});
  EXPECT_NEAR(centre.x, 30.f, 0.01f);
  EXPECT_NEAR(centre.y, 22.f, 0.01f);
  const sf::FloatRect moved = Minimap(v, kMap).viewRect();
  EXPECT_NEAR(moved.left + moved.width * 0.5f, click.x, 0.5f);
  EXPECT_NEAR(moved.top + moved.height * 0.5f, click.y, 0.5f);
}

TEST(Minimap, SmallMapsGetAtMostAFewPixelsPerCell) {
  MapView v = viewOf({8, 6});
  v.zoomAt({550.f, 330.f}, 3.f);
  const Minimap m(v, {8, 6});
  EXPECT_FLOAT_EQ(m.pixelsPerCell(), Minimap::kMaxPixelsPerCell);
}

}  // namespace
}  // namespace td::editorui
