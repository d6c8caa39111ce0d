#include <gtest/gtest.h>

#include "engine/geom/Quadratic.h"

namespace td {
namespace {

TEST(Quadratic, TwoRootsSmallestFirst) {
  double r[2];
  ASSERT_EQ(solveQuadratic(1.0, -3.0, 2.0, r), 2);
  EXPECT_DOUBLE_EQ(r[0], 1.0);
  EXPECT_DOUBLE_EQ(r[1], 2.0);
  // A negative leading coefficient: still smallest first.
  ASSERT_EQ(solveQuadratic(-1.0, 3.0, -2.0, r), 2);
  EXPECT_DOUBLE_EQ(r[0], 1.0);
  EXPECT_DOUBLE_EQ(r[1], 2.0);
}

TEST(Quadratic, DoubleRootNoRootLinear) {
  double r[2];
  ASSERT_EQ(solveQuadratic(1.0, -2.0, 1.0, r), 1);
  EXPECT_DOUBLE_EQ(r[0], 1.0);
  EXPECT_EQ(solveQuadratic(1.0, 0.0, 1.0, r), 0);
  ASSERT_EQ(solveQuadratic(0.0, 2.0, -1.0, r), 1);
  EXPECT_DOUBLE_EQ(r[0], 0.5);
  EXPECT_EQ(solveQuadratic(0.0, 0.0, 1.0, r), 0);
}

TEST(Quadratic, KeepsATinyRootBesideAHugeOne) {
  // Roots 1e-8 and 1e8: the textbook formula loses the small one to cancellation.
  double r[2];
  ASSERT_EQ(solveQuadratic(1.0, -(1e8 + 1e-8), 1.0, r), 2);
  EXPECT_NEAR(r[0], 1e-8, 1e-20);
  EXPECT_NEAR(r[1], 1e8, 1e-4);
}

}  // namespace
}  // namespace td
