#include <gtest/gtest.h>

#include <bit>
#include <cstdint>

#include "engine/core/Random.h"
#include "engine/geom/CatmullRomTable.h"

namespace td {
namespace {

// Equal to the last bit: the simulation's hashes depend on it.
void expectSameBits(Vec2 a, Vec2 b) {
  EXPECT_EQ(std::bit_cast<uint32_t>(a.x), std::bit_cast<uint32_t>(b.x)) << a.x << " against " << b.x;
  EXPECT_EQ(std::bit_cast<uint32_t>(a.y), std::bit_cast<uint32_t>(b.y)) << a.y << " against " << b.y;
}

TEST(CatmullRomTable, GivesTheFormulasPointsBitForBit) {
  Random rng(2024);
  const auto coordinate = [&] { return (rng.unit() - 0.5f) * 200.0f; };
  CatmullRomTable table;
  for (const int32_t steps : {1, 2, 3, 7, 10, 48, 64, 100}) {
    table.reset(steps);
    ASSERT_EQ(table.steps(), steps);
    for (int round = 0; round < 50; ++round) {
      const Vec2 p0{coordinate(), coordinate()};
      const Vec2 p1{coordinate(), coordinate()};
      const Vec2 p2{coordinate(), coordinate()};
      const Vec2 p3{coordinate(), coordinate()};
      for (int32_t i = 0; i <= steps; ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(steps);
        expectSameBits(table.at(p0, p1, p2, p3, i), catmullRom(p0, p1, p2, p3, t));
      }
    }
  }
}

// The weights of the uniform spline: they sum to one everywhere (a curve through
// points moved together moves with them) and pick p1 at t = 0 and p2 at t = 1, so
// the curve passes through its control points. The weights printed in article 002
// get two signs wrong and sum to 7 at t = 1.
TEST(CatmullRomTable, WeightsSumToOneAndPassThroughTheControlPoints) {
  const CatmullRomTable table(16);
  for (int32_t i = 0; i <= 16; ++i) {
    const CatmullRomWeights& w = table.weights(i);
    EXPECT_NEAR(w.w0 + w.w1 + w.w2 + w.w3, 1.0f, 1e-6f) << i;
  }
  const CatmullRomWeights& start = table.weights(0);
  EXPECT_EQ(start.w0, 0.0f);
  EXPECT_EQ(start.w1, 1.0f);
  EXPECT_EQ(start.w2, 0.0f);
  EXPECT_EQ(start.w3, 0.0f);
  const CatmullRomWeights& end = table.weights(16);
  EXPECT_EQ(end.w0, 0.0f);
  EXPECT_EQ(end.w1, 0.0f);
  EXPECT_EQ(end.w2, 1.0f);
  EXPECT_EQ(end.w3, 0.0f);
  // Halfway, the tangent weights pull a sixteenth each way.
  const CatmullRomWeights& half = table.weights(8);
  EXPECT_FLOAT_EQ(half.w0, -0.0625f);
  EXPECT_FLOAT_EQ(half.w1, 0.5625f);
  EXPECT_FLOAT_EQ(half.w2, 0.5625f);
  EXPECT_FLOAT_EQ(half.w3, -0.0625f);
}

TEST(CatmullRomTable, ResetKeepsItsStorage) {
  CatmullRomTable table(64);
  const CatmullRomWeights* storage = &table.weights(0);
  table.reset(10);
  EXPECT_EQ(&table.weights(0), storage);
  EXPECT_EQ(table.steps(), 10);
  EXPECT_FLOAT_EQ(table.weights(10).w2, 1.0f);
}

}  // namespace
}  // namespace td
