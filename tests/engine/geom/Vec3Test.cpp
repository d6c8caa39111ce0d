#include <gtest/gtest.h>

#include "engine/geom/Vec3.h"

namespace td {
namespace {

TEST(Plane, ThroughThreePoints) {
  // The ground y = 2, seen from above: a -> b -> c counter-clockwise about +y.
  const auto plane = planeThrough({0, 2, 0}, {0, 2, 1}, {1, 2, 0});
  ASSERT_TRUE(plane.has_value());
  EXPECT_NEAR(plane->normal.y, 1.0f, 1e-6f);
  EXPECT_NEAR(plane->d, 2.0f, 1e-6f);
  EXPECT_NEAR(plane->signedDistance({5, 7, -3}), 5.0f, 1e-5f);
  EXPECT_TRUE(plane->inFront({0, 3, 0}));
  EXPECT_FALSE(plane->inFront({0, 1, 0}));
  EXPECT_FALSE(planeThrough({0, 0, 0}, {1, 1, 1}, {2, 2, 2}).has_value());
}

TEST(Plane, LineHit) {
  const Plane ground{{0, 1, 0}, 0.0f};
  const auto t = linePlaneHit(ground, {0, 4, 0}, {0, 2, 0});
  ASSERT_TRUE(t.has_value());
  EXPECT_FLOAT_EQ(*t, 2.0f);  // beyond q: the line, not the segment
  EXPECT_FALSE(linePlaneHit(ground, {0, 1, 0}, {5, 1, 3}).has_value());
}

TEST(Vec3, CrossFollowsTheRightHand) {
  EXPECT_EQ(cross(Vec3{1, 0, 0}, Vec3{0, 1, 0}), (Vec3{0, 0, 1}));
  EXPECT_FLOAT_EQ(length(Vec3{2, 3, 6}), 7.0f);
}

}  // namespace
}  // namespace td
