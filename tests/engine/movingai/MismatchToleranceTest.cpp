#include <gtest/gtest.h>

#include "engine/movingai/MismatchTolerance.h"

namespace td {
namespace {

TEST(MismatchTolerance, CountsPrintedDecimals) {
  EXPECT_EQ(printedDecimals("7"), 0);
  EXPECT_EQ(printedDecimals("4786"), 0);
  EXPECT_EQ(printedDecimals("61.33"), 2);
  EXPECT_EQ(printedDecimals("6.24264"), 5);
  EXPECT_EQ(printedDecimals("2.00000000"), 8);
  EXPECT_EQ(printedDecimals("368.70057678"), 8);
}

TEST(MismatchTolerance, HalfTheLastDecimalWhenCoarser) {
  EXPECT_DOUBLE_EQ(mismatchTolerance(7.0, 0), 0.5);
  EXPECT_DOUBLE_EQ(mismatchTolerance(4786.0, 0), 0.5);
  EXPECT_DOUBLE_EQ(mismatchTolerance(3.41, 2), 0.005);
}

TEST(MismatchTolerance, RelativeWhenFinerAndAtLeastOneCell) {
  EXPECT_DOUBLE_EQ(mismatchTolerance(61.3259, 4), 61.3259e-4);
  EXPECT_DOUBLE_EQ(mismatchTolerance(1.41421, 5), 1.41421e-4);  // not 5e-6
  EXPECT_DOUBLE_EQ(mismatchTolerance(368.70057678, 8), 368.70057678e-4);
  EXPECT_DOUBLE_EQ(mismatchTolerance(0.0, 8), 1e-4);
  EXPECT_DOUBLE_EQ(mismatchTolerance(0.5, 8), 1e-4);
}

TEST(MismatchTolerance, MismatchOnlyBeyondTheTolerance) {
  const double optimal = 61.3259;
  const double tolerance = mismatchTolerance(optimal, printedDecimals("61.3259"));
  EXPECT_FALSE(isLengthMismatch(optimal, optimal, 4));
  EXPECT_FALSE(isLengthMismatch(optimal + 0.99 * tolerance, optimal, 4));
  EXPECT_FALSE(isLengthMismatch(optimal - 0.99 * tolerance, optimal, 4));
  EXPECT_TRUE(isLengthMismatch(optimal + 1.01 * tolerance, optimal, 4));
  EXPECT_TRUE(isLengthMismatch(optimal - 1.01 * tolerance, optimal, 4));
  // The same error passes or fails depending on how coarsely the file printed.
  EXPECT_FALSE(isLengthMismatch(7.3, 7.0, 0));
  EXPECT_TRUE(isLengthMismatch(7.3, 7.0, 2));
  // One diagonal too many is always caught.
  EXPECT_TRUE(isLengthMismatch(100.0 + 1.41421356, 100.0, 0));
}

}  // namespace
}  // namespace td
