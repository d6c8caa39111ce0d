#include <gtest/gtest.h>

#include "engine/geom/SweptCircle.h"

namespace td {
namespace {

TEST(SweptCircle, HandComputedTimeOfImpact) {
  // A moves right by 10 in the step; B sits still 5 ahead. Radii 0.5 + 0.5:
  // contact when the centres are 1 apart, at x = 4, i.e. t = 0.4.
  const SweepHit hit = sweepCircles({0, 0}, {10, 0}, 0.5f, {5, 0}, {5, 0}, 0.5f);
  ASSERT_TRUE(hit.hit);
  EXPECT_FLOAT_EQ(hit.t, 0.4f);
}

TEST(SweptCircle, BothMovingTowardEachOther) {
  // Closing speed 4 per step over a gap of 3 - 1 = 2: t = 0.5.
  const SweepHit hit = sweepCircles({0, 0}, {2, 0}, 0.5f, {3, 0}, {1, 0}, 0.5f);
  ASSERT_TRUE(hit.hit);
  EXPECT_FLOAT_EQ(hit.t, 0.5f);
}

TEST(SweptCircle, FastShotDoesNotTunnelThroughASmallTarget) {
  // The shot travels 50 units in one step past a target of diameter 0.4: the
  // end points are both far from it, yet the path crosses it.
  const SweepHit hit = sweepCircles({-25, 0.1f}, {25, 0.1f}, 0.05f, {0, 0}, {0, 0}, 0.2f);
  ASSERT_TRUE(hit.hit);
  EXPECT_NEAR(hit.t, 0.5f - 0.25f / 50.0f, 1e-3f);
}

TEST(SweptCircle, MissesAndPartingAndLateContacts) {
  EXPECT_FALSE(sweepCircles({0, 0}, {10, 0}, 0.5f, {5, 2}, {5, 2}, 0.5f).hit);  // passes by
  EXPECT_FALSE(sweepCircles({0, 0}, {-3, 0}, 0.5f, {5, 0}, {5, 0}, 0.5f).hit);  // moving away
  EXPECT_FALSE(sweepCircles({0, 0}, {3, 0}, 0.5f, {5, 0}, {5, 0}, 0.5f).hit);   // would touch after the step
  const SweepHit overlap = sweepCircles({0, 0}, {0, 0}, 0.5f, {0.5f, 0}, {0.5f, 0}, 0.5f);
  EXPECT_TRUE(overlap.hit);
  EXPECT_EQ(overlap.t, 0.0f);
}

TEST(SweptCircle, TargetRunningAcrossThePath) {
  // Target crosses the shot's line; the shot arrives as it passes.
  const SweepHit hit = sweepCircles({0, 0}, {4, 0}, 0.1f, {2, -2}, {2, 2}, 0.3f);
  ASSERT_TRUE(hit.hit);
  EXPECT_GT(hit.t, 0.3f);
  EXPECT_LT(hit.t, 0.5f);
}

}  // namespace
}  // namespace td
