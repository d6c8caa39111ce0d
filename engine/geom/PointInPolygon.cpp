#include "engine/geom/PointInPolygon.h"

#include <cmath>
#include <numbers>

namespace td {

bool insideByAngles(std::span<const Vec2> polygon, Vec2 p) {
  if (polygon.size() < 3) return false;
  double total = 0.0;
  for (size_t i = 0; i < polygon.size(); ++i) {
    const Vec2 a = polygon[i] - p;
    const Vec2 b = polygon[(i + 1) % polygon.size()] - p;
    // The signed angle from a to b, in (-pi, pi].
    total += std::atan2(static_cast<double>(cross(a, b)), static_cast<double>(dot(a, b)));
  }
  // A full turn inside, zero outside: half a turn is the fair dividing line.
  return std::fabs(total) > std::numbers::pi;
}

bool insideByCrossings(std::span<const Vec2> polygon, Vec2 p) {
  bool inside = false;
  for (size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Vec2 a = polygon[i];
    const Vec2 b = polygon[j];
    // Edges that straddle the horizontal through p, counted where they cross
    // it to the right of p; the half-open test counts a vertex on the line once.
    if ((a.y > p.y) != (b.y > p.y)) {
      const float x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

}  // namespace td
