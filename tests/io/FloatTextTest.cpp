#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>

#include "io/FloatText.h"

namespace td {
namespace {

TEST(FloatText, IsShortAndAlwaysHasAFraction) {
  EXPECT_EQ(floatText(1.0f), "1.0");
  EXPECT_EQ(floatText(0.0f), "0.0");
  EXPECT_EQ(floatText(20.0f), "20.0");
  EXPECT_EQ(floatText(0.05f), "0.05");
  EXPECT_EQ(floatText(12.5f), "12.5");
  EXPECT_EQ(floatText(0.1f), "0.1");
  EXPECT_EQ(floatText(1.0f / 3.0f), "0.33333334");
  EXPECT_EQ(floatText(1e-7f), "1e-07");
}

// The way every loader reads it: JSON number -> double -> float.
float readBack(const std::string& text) { return static_cast<float>(nlohmann::json::parse(text).get<double>()); }

TEST(FloatText, ReadsBackAsTheSameFloatThroughADouble) {
  std::mt19937 rng(12345);
  std::uniform_int_distribution<uint32_t> bits;
  int checked = 0;
  while (checked < 200000) {
    const uint32_t b = bits(rng);
    float f;
    std::memcpy(&f, &b, sizeof f);
    if (!std::isfinite(f)) continue;
    ++checked;
    const std::string text = floatText(f);
    ASSERT_EQ(readBack(text), f) << text;
  }
  for (float f : {std::numeric_limits<float>::max(), std::numeric_limits<float>::min(),
                  std::numeric_limits<float>::denorm_min(), -0.0f, 3600.0f, 0.3f}) {
    EXPECT_EQ(readBack(floatText(f)), f) << floatText(f);
  }
}

}  // namespace
}  // namespace td
