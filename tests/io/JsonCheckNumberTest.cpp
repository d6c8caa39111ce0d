#include <gtest/gtest.h>

#include <limits>

#include "io/JsonCheck.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

TEST(JsonCheckNumber, AcceptsIntegersAndFractions) {
  JsonCheck check("x.json");
  EXPECT_EQ(check.number(Json(3), "a"), 3.0);
  EXPECT_EQ(check.number(Json(2.5), "a"), 2.5);
  EXPECT_EQ(check.number(Json(18446744073709551615ull), "a"), 18446744073709551615.0);
  EXPECT_EQ(check.numberIn(Json(0.05), "a", 0.05, 60.0), 0.05);
  EXPECT_EQ(check.numberIn(Json(60), "a", 0.05, 60.0), 60.0);
  EXPECT_EQ(check.errorCount(), 0u);
}

TEST(JsonCheckNumber, ReportsWhatItExpected) {
  JsonCheck check("x.json");
  EXPECT_FALSE(check.number(Json("1"), "a"));
  EXPECT_FALSE(check.number(Json(true), "b"));
  EXPECT_FALSE(check.numberIn(Json(0.01), "c", 0.05, 60.0));
  EXPECT_FALSE(check.numberIn(Json(-3), "d", 0.0, 1.5));
  EXPECT_FALSE(check.number(Json(std::numeric_limits<double>::infinity()), "e"));
  const auto errors = check.takeErrors();
  ASSERT_EQ(errors.size(), 5u);
  EXPECT_EQ(errors[0].text(), "x.json: a: expected a number, found a string");
  EXPECT_EQ(errors[1].text(), "x.json: b: expected a number, found true");
  EXPECT_EQ(errors[2].text(), "x.json: c: expected a number in 0.05..60, found 0.01");
  EXPECT_EQ(errors[3].text(), "x.json: d: expected a number in 0..1.5, found -3");
  EXPECT_EQ(errors[4].text(), "x.json: e: expected a finite number");
}

TEST(JsonCheckNumber, AnOverflowingLiteralIsASyntaxProblem) {
  JsonCheck check("x.json");
  EXPECT_FALSE(check.parse("[1e999]"));
  const auto errors = check.takeErrors();
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].text(), "x.json: invalid JSON: number overflow parsing '1e999'");
}

TEST(JsonCheckNumber, FormatsNumbersShortly) {
  EXPECT_EQ(JsonCheck::formatNumber(60.0), "60");
  EXPECT_EQ(JsonCheck::formatNumber(-3.0), "-3");
  EXPECT_EQ(JsonCheck::formatNumber(0.05), "0.05");
  EXPECT_EQ(JsonCheck::formatNumber(1e20), "1e+20");
}

}  // namespace
}  // namespace td
