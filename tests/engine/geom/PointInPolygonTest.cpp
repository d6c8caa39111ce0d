#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/geom/PointInPolygon.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

TEST(PointInPolygon, ASquareBothWaysRound) {
  std::vector<Vec2> square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  for (int pass = 0; pass < 2; ++pass) {
    EXPECT_TRUE(insideByAngles(square, {1.0f, 1.0f}));
    EXPECT_TRUE(insideByCrossings(square, {1.0f, 1.0f}));
    EXPECT_FALSE(insideByAngles(square, {3.0f, 1.0f}));
    EXPECT_FALSE(insideByCrossings(square, {3.0f, 1.0f}));
    std::reverse(square.begin(), square.end());
  }
}

TEST(PointInPolygon, AConcaveNotch) {
  // A U shape: the notch's inside is outside the polygon.
  const std::vector<Vec2> u{{0, 0}, {3, 0}, {3, 3}, {2, 3}, {2, 1}, {1, 1}, {1, 3}, {0, 3}};
  EXPECT_FALSE(insideByAngles(u, {1.5f, 2.0f}));
  EXPECT_FALSE(insideByCrossings(u, {1.5f, 2.0f}));
  EXPECT_TRUE(insideByAngles(u, {0.5f, 2.0f}));
  EXPECT_TRUE(insideByCrossings(u, {0.5f, 2.0f}));
}

float distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const float t = std::clamp(dot(p - a, d) / lengthSquared(d), 0.0f, 1.0f);
  return distance(p, a + d * t);
}

// Random star-shaped polygons (simple by construction) and random points away
// from their edges: both methods agree.
TEST(PointInPolygon, BothMethodsAgreeOnRandomPolygons) {
  test::Rng rng(11);
  int inside = 0;
  int checked = 0;
  for (int round = 0; round < 500; ++round) {
    const int n = 3 + rng.below(12);
    std::vector<Vec2> poly;
    for (int k = 0; k < n; ++k) {
      const float angle = 6.2831853f * (static_cast<float>(k) + 0.8f * static_cast<float>(rng.below(100)) / 100.0f) /
                          static_cast<float>(n);
      const float radius = 1.0f + 4.0f * static_cast<float>(rng.below(1000)) / 1000.0f;
      poly.push_back({5.0f + radius * std::cos(angle), 5.0f + radius * std::sin(angle)});
    }
    for (int q = 0; q < 100; ++q) {
      const Vec2 p{static_cast<float>(rng.below(1000)) / 100.0f, static_cast<float>(rng.below(1000)) / 100.0f};
      float nearest = 1e9f;
      for (int k = 0; k < n; ++k) nearest = std::min(nearest, distanceToSegment(p, poly[k], poly[(k + 1) % n]));
      if (nearest < 1e-3f) continue;
      const bool a = insideByAngles(poly, p);
      EXPECT_EQ(a, insideByCrossings(poly, p));
      inside += a ? 1 : 0;
      ++checked;
    }
  }
  EXPECT_GT(inside, 1000);
  EXPECT_GT(checked - inside, 1000);
}

}  // namespace
}  // namespace td
