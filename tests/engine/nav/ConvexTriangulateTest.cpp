#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "engine/nav/ConvexTriangulate.h"

namespace td {
namespace {

using Triangles = std::vector<std::array<uint32_t, 3>>;

// The rule written plainly, as the mesh was first built: cut the biggest ear whose removal leaves a polygon with
// area, scanning the corners in order and recomputing what is left from scratch each time.
double twiceRingArea(const std::vector<size_t>& ring, const std::vector<Vec2>& p) {
  double twice = 0.0;
  for (size_t i = 0; i < ring.size(); ++i) {
    const Vec2 a = p[ring[i]];
    const Vec2 b = p[ring[(i + 1) % ring.size()]];
    twice += static_cast<double>(a.x) * b.y - static_cast<double>(a.y) * b.x;
  }
  return twice;
}

bool plainTriangulation(const std::vector<uint32_t>& ids, const std::vector<Vec2>& p, Triangles& out) {
  std::vector<size_t> ring(ids.size());
  for (size_t i = 0; i < ring.size(); ++i) ring[i] = i;
  float summed = 0.0f;
  for (size_t i = 0; i < p.size(); ++i) summed += cross(p[i], p[(i + 1) % p.size()]);
  const float scale = std::fabs(0.5f * summed);
  const float sign = summed > 0.0f ? 1.0f : -1.0f;
  while (ring.size() > 3) {
    size_t best = ring.size();
    float bestArea = 0.0f;
    for (size_t i = 0; i < ring.size(); ++i) {
      const Vec2 a = p[ring[(i + ring.size() - 1) % ring.size()]];
      const Vec2 b = p[ring[i]];
      const Vec2 c = p[ring[(i + 1) % ring.size()]];
      const float ear = sign * 0.5f * cross(b - a, c - a);
      if (ear <= 1e-6f * scale || ear <= bestArea) continue;
      std::vector<size_t> rest = ring;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      if (std::fabs(0.5 * twiceRingArea(rest, p)) <= static_cast<double>(1e-6f * scale)) continue;
      best = i;
      bestArea = ear;
    }
    if (best == ring.size()) return false;
    out.push_back(
        {ids[ring[(best + ring.size() - 1) % ring.size()]], ids[ring[best]], ids[ring[(best + 1) % ring.size()]]});
    ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(best));
  }
  out.push_back({ids[ring[0]], ids[ring[1]], ids[ring[2]]});
  return true;
}

// A w x h rectangle at whole coordinates with corners added along its sides where `rng` says, as a piece of a
// level's mesh has where its neighbours' corners touch it; clockwise or not as `clockwise` says.
std::vector<Vec2> rectangleRing(int w, int h, std::mt19937& rng, double extra, bool clockwise) {
  std::bernoulli_distribution add(extra);
  std::vector<Vec2> ring;
  for (int x = 0; x < w; ++x) {
    if (x == 0 || add(rng)) ring.push_back({static_cast<float>(x), 0.f});
  }
  for (int y = 0; y < h; ++y) {
    if (y == 0 || add(rng)) ring.push_back({static_cast<float>(w), static_cast<float>(y)});
  }
  for (int x = w; x > 0; --x) {
    if (x == w || add(rng)) ring.push_back({static_cast<float>(x), static_cast<float>(h)});
  }
  for (int y = h; y > 0; --y) {
    if (y == h || add(rng)) ring.push_back({0.f, static_cast<float>(y)});
  }
  if (clockwise) std::reverse(ring.begin(), ring.end());
  return ring;
}

std::vector<uint32_t> idsFor(size_t n) {
  std::vector<uint32_t> ids(n);
  for (size_t i = 0; i < n; ++i) ids[i] = static_cast<uint32_t>(100 + 3 * i);
  return ids;
}

TEST(ConvexTriangulate, CutsTheSameEarsAsThePlainRule) {
  std::mt19937 rng(7);
  for (int round = 0; round < 300; ++round) {
    const int w = 1 + static_cast<int>(rng() % 12);
    const int h = 1 + static_cast<int>(rng() % 12);
    const std::vector<Vec2> ring = rectangleRing(w, h, rng, 0.5, round % 2 == 1);
    const std::vector<uint32_t> ids = idsFor(ring.size());
    Triangles fast;
    Triangles plain;
    const bool ok = triangulateConvex(ids, ring, fast);
    ASSERT_EQ(ok, plainTriangulation(ids, ring, plain)) << round;
    EXPECT_EQ(fast, plain) << "round " << round << ", " << w << " x " << h << ", " << ring.size() << " corners";
  }
}

TEST(ConvexTriangulate, AStripWithThousandsOfCornersUsesEveryCornerAndCoversItsArea) {
  // A row 1024 cells long touched by neighbours all along both sides, as the open rows of a large level are.
  std::mt19937 rng(3);
  const std::vector<Vec2> ring = rectangleRing(1024, 1, rng, 0.9, false);
  ASSERT_GT(ring.size(), 1800u);
  Triangles tris;
  ASSERT_TRUE(triangulateConvex(idsFor(ring.size()), ring, tris));
  EXPECT_EQ(tris.size(), ring.size() - 2);
  double area = 0.0;
  for (const auto& t : tris) {
    const Vec2 a = ring[(t[0] - 100) / 3];
    const Vec2 b = ring[(t[1] - 100) / 3];
    const Vec2 c = ring[(t[2] - 100) / 3];
    const double twice = std::fabs(static_cast<double>(cross(b - a, c - a)));
    EXPECT_GT(twice, 0.0);
    area += 0.5 * twice;
  }
  EXPECT_DOUBLE_EQ(area, 1024.0);
}

TEST(ConvexTriangulate, RefusesWhatIsNotAConvexPolygonWithArea) {
  Triangles tris;
  EXPECT_FALSE(triangulateConvex(idsFor(3), std::vector<Vec2>{{0, 0}, {1, 0}, {2, 0}}, tris));          // flat
  EXPECT_FALSE(triangulateConvex(idsFor(4), std::vector<Vec2>{{0, 0}, {2, 0}, {1, 1}, {2, 2}}, tris));  // dented
  EXPECT_FALSE(triangulateConvex(std::vector<uint32_t>{1, 2, 1}, std::vector<Vec2>{{0, 0}, {1, 0}, {0, 1}}, tris));
  EXPECT_FALSE(triangulateConvex(idsFor(4), std::vector<Vec2>{{0, 0}, {1, 0}, {1, 0}, {0, 1}}, tris));
  EXPECT_TRUE(tris.empty());
}

}  // namespace
}  // namespace td
