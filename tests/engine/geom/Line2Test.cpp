#include <gtest/gtest.h>

#include "engine/geom/Line2.h"

namespace td {
namespace {

TEST(Line2, TheNormalIsOnTheLeft) {
  const Wall w = wallLeftOf({0.0f, 0.0f}, {4.0f, 0.0f});
  EXPECT_FLOAT_EQ(w.normal.x, 0.0f);
  EXPECT_FLOAT_EQ(w.normal.y, 1.0f);
}

TEST(Line2, HalfSpace) {
  const Wall w = wallLeftOf({0.0f, 0.0f}, {4.0f, 0.0f});
  EXPECT_FLOAT_EQ(sideOf(w, {2.0f, 3.0f}), 3.0f);
  EXPECT_TRUE(inFront(w, {9.0f, 0.5f}));  // beyond the segment's end: the line counts
  EXPECT_TRUE(inFront(w, {1.0f, 0.0f}));  // on the line
  EXPECT_FALSE(inFront(w, {1.0f, -0.1f}));
}

TEST(Line2, SegmentLineHit) {
  // p -> q crosses the line x = 2 a quarter of the way along.
  const auto t = segmentLineHit({1.0f, 0.0f}, {5.0f, 4.0f}, {2.0f, -10.0f}, {2.0f, 10.0f});
  ASSERT_TRUE(t.has_value());
  EXPECT_FLOAT_EQ(*t, 0.25f);
  EXPECT_FALSE(segmentLineHit({3.0f, 0.0f}, {5.0f, 4.0f}, {2.0f, -10.0f}, {2.0f, 10.0f}).has_value());
  EXPECT_FALSE(segmentLineHit({0.0f, 0.0f}, {0.0f, 4.0f}, {2.0f, -10.0f}, {2.0f, 10.0f}).has_value());  // parallel
}

TEST(Line2, ReflectionKeepsTheAngleAndTheSpeed) {
  const Vec2 v{3.0f, -4.0f};
  const Vec2 r = reflect(v, {0.0f, 1.0f});
  EXPECT_FLOAT_EQ(r.x, 3.0f);
  EXPECT_FLOAT_EQ(r.y, 4.0f);
  EXPECT_FLOAT_EQ(length(r), length(v));
}

}  // namespace
}  // namespace td
