#include "engine/nav/ConvexTriangulate.h"

#include <cmath>

namespace td {

namespace {

float signedArea(const std::vector<size_t>& ring, std::span<const Vec2> p) {
  float twice = 0.0f;
  for (size_t i = 0; i < ring.size(); ++i) twice += cross(p[ring[i]], p[ring[(i + 1) % ring.size()]]);
  return 0.5f * twice;
}

}  // namespace

bool triangulateConvex(std::span<const uint32_t> ids, std::span<const Vec2> points,
                       std::vector<std::array<uint32_t, 3>>& out) {
  const size_t n = ids.size();
  if (n < 3 || points.size() != n) return false;
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = i + 1; j < n; ++j) {
      if (ids[i] == ids[j] || points[i] == points[j]) return false;
    }
  }
  std::vector<size_t> ring(n);
  for (size_t i = 0; i < n; ++i) ring[i] = i;
  const float total = signedArea(ring, points);
  const float scale = std::fabs(total);
  if (scale <= 1e-9f) return false;
  const float sign = total > 0.0f ? 1.0f : -1.0f;
  // Convex: no corner turns the wrong way (straight corners are allowed).
  for (size_t i = 0; i < n; ++i) {
    const Vec2 a = points[(i + n - 1) % n];
    const Vec2 b = points[i];
    const Vec2 c = points[(i + 1) % n];
    if (sign * cross(b - a, c - b) < -1e-6f * scale) return false;
  }
  const size_t first = out.size();
  while (ring.size() > 3) {
    // The biggest ear whose removal leaves a polygon with area.
    size_t best = ring.size();
    float bestArea = 0.0f;
    for (size_t i = 0; i < ring.size(); ++i) {
      const Vec2 a = points[ring[(i + ring.size() - 1) % ring.size()]];
      const Vec2 b = points[ring[i]];
      const Vec2 c = points[ring[(i + 1) % ring.size()]];
      const float ear = sign * 0.5f * cross(b - a, c - a);
      if (ear <= 1e-6f * scale || ear <= bestArea) continue;
      std::vector<size_t> rest = ring;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      if (std::fabs(signedArea(rest, points)) <= 1e-6f * scale) continue;
      best = i;
      bestArea = ear;
    }
    if (best == ring.size()) {
      out.resize(first);
      return false;
    }
    const size_t a = ring[(best + ring.size() - 1) % ring.size()];
    const size_t c = ring[(best + 1) % ring.size()];
    out.push_back({ids[a], ids[ring[best]], ids[c]});
    ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(best));
  }
  if (sign * cross(points[ring[1]] - points[ring[0]], points[ring[2]] - points[ring[0]]) <= 1e-6f * scale) {
    out.resize(first);
    return false;
  }
  out.push_back({ids[ring[0]], ids[ring[1]], ids[ring[2]]});
  return true;
}

}  // namespace td
