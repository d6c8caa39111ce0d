#include <gtest/gtest.h>

#include <cmath>

#include "engine/geom/SweptDisc.h"

namespace td {
namespace {

// The wall x = 10, facing -x (the disc comes from the left).
const Wall kWall{{10.0f, -100.0f}, {10.0f, 100.0f}, {-1.0f, 0.0f}};

TEST(SweptDisc, HeadOnAtConstantVelocity) {
  // Centre at x = 0, radius 1, speed 3: touches when the centre is at 9, t = 3.
  const Contact c = sweepDiscLine({{0, 0}, {3, 0}, {0, 0}}, 1.0f, kWall, 10.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_NEAR(c.t, 3.0f, 1e-5f);
  EXPECT_EQ(c.normal, (Vec2{-1.0f, 0.0f}));
  EXPECT_FALSE(sweepDiscLine({{0, 0}, {3, 0}, {0, 0}}, 1.0f, kWall, 2.9f).hit);
}

TEST(SweptDisc, Glancing) {
  // Velocity (3, 4): only the x part closes the gap of 9, t = 3 again.
  const Contact c = sweepDiscLine({{0, 0}, {3, 4}, {0, 0}}, 1.0f, kWall, 10.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_NEAR(c.t, 3.0f, 1e-5f);
}

TEST(SweptDisc, DeceleratingStopsShortOfTheWall) {
  // v = 4, a = -1: it stops after 8 cells at x = 8, short of 9.
  EXPECT_FALSE(sweepDiscLine({{0, 0}, {4, 0}, {-1, 0}}, 1.0f, kWall, 4.0f).hit);
  // v = 5, a = -1: x(t) = 5t - t^2/2 = 9 at t = 5 - sqrt(7) (the first root).
  const Contact c = sweepDiscLine({{0, 0}, {5, 0}, {-1, 0}}, 1.0f, kWall, 5.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_NEAR(c.t, 5.0f - std::sqrt(7.0f), 1e-4f);
}

TEST(SweptDisc, AcceleratingTowardTheWallTakesThePositiveRoot) {
  // Here the leading coefficient n.a/2 is negative (n = -x, a = +x): the
  // textbook (-b - sqrt(D)) / 2a is the later root. Starting at rest at x = 1:
  // x(t) = 1 + t^2 = 9 at t = sqrt(8).
  const Contact c = sweepDiscLine({{1, 0}, {0, 0}, {2, 0}}, 1.0f, kWall, 10.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_NEAR(c.t, std::sqrt(8.0f), 1e-4f);
  // Moving away first, then pulled back: x(t) = 1 - 2t + t^2 = 9 at t = 4
  // (the other root, -2, is in the past).
  const Contact back = sweepDiscLine({{1, 0}, {-2, 0}, {2, 0}}, 1.0f, kWall, 10.0f);
  ASSERT_TRUE(back.hit);
  EXPECT_NEAR(back.t, 4.0f, 1e-4f);
}

TEST(SweptDisc, StartingInContactOrOverlapping) {
  // Touching and moving in: a hit at once; touching and moving away: none.
  Contact c = sweepDiscLine({{9, 0}, {1, 0}, {0, 0}}, 1.0f, kWall, 1.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_EQ(c.t, 0.0f);
  EXPECT_FALSE(sweepDiscLine({{9, 0}, {-1, 0}, {0, 0}}, 1.0f, kWall, 1.0f).hit);
  c = sweepDiscLine({{9.5f, 0}, {1, 0}, {0, 0}}, 1.0f, kWall, 1.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_EQ(c.t, 0.0f);
}

TEST(SweptDisc, TangencyIsNoHit) {
  // Decelerating to rest exactly at contact: touches with zero normal speed.
  // v = 4, a = -1 stops after 8 cells; from x = 1 it rests at 9 = touching.
  EXPECT_FALSE(sweepDiscLine({{1, 0}, {4, 0}, {-1, 0}}, 1.0f, kWall, 4.0f).hit);
  // A point grazed at exactly its radius.
  EXPECT_FALSE(sweepDiscPoint({{0, 1}, {1, 0}, {0, 0}}, 1.0f, {5, 0}, 10.0f).hit);
}

TEST(SweptDisc, SegmentEndsAreLeftToTheCorners) {
  const Wall shortWall{{10.0f, -1.0f}, {10.0f, 1.0f}, {-1.0f, 0.0f}};
  EXPECT_TRUE(sweepDiscSegment({{0, 0}, {3, 0}, {0, 0}}, 0.5f, shortWall, 10.0f).hit);
  EXPECT_FALSE(sweepDiscSegment({{0, 3}, {3, 0}, {0, 0}}, 0.5f, shortWall, 10.0f).hit);
}

TEST(SweptDisc, IntoACorner) {
  // A disc of radius 1 heading straight at the point (10, 0) from (0, 0): contact at t = 9 / 3.
  Contact c = sweepDiscPoint({{0, 0}, {3, 0}, {0, 0}}, 1.0f, {10, 0}, 10.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_NEAR(c.t, 3.0f, 1e-4f);
  EXPECT_NEAR(c.normal.x, -1.0f, 1e-5f);
  // Off centre by 0.6: contact when the gap along x is sqrt(1 - 0.36) = 0.8.
  c = sweepDiscPoint({{0, 0.6f}, {3, 0}, {0, 0}}, 1.0f, {10, 0}, 10.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_NEAR(c.t, (10.0f - 0.8f) / 3.0f, 1e-4f);
  EXPECT_NEAR(c.normal.x, -0.8f, 1e-4f);
  EXPECT_NEAR(c.normal.y, 0.6f, 1e-4f);
  // Decelerating under acceleration: stops at 8, short of the corner at 9.
  EXPECT_FALSE(sweepDiscPoint({{0, 0}, {4, 0}, {-1, 0}}, 1.0f, {10, 0}, 4.0f).hit);
}

TEST(SweptDisc, AgainstAMovingCircle) {
  // Both move toward each other at 1 and 2: the gap of 10 - 2 closes at t = 8 / 3.
  const Contact c = sweepDiscCircle({{0, 0}, {1, 0}, {0, 0}}, 1.0f, {10, 0}, {-2, 0}, 1.0f, 10.0f);
  ASSERT_TRUE(c.hit);
  EXPECT_NEAR(c.t, 8.0f / 3.0f, 1e-4f);
  // Running away as fast: never.
  EXPECT_FALSE(sweepDiscCircle({{0, 0}, {1, 0}, {0, 0}}, 1.0f, {10, 0}, {1, 0}, 1.0f, 10.0f).hit);
}

}  // namespace
}  // namespace td
