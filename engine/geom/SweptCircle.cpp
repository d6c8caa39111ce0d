#include "engine/geom/SweptCircle.h"

#include <cmath>

namespace td {

SweepHit sweepCircles(Vec2 a0, Vec2 a1, float ra, Vec2 b0, Vec2 b1, float rb) {
  const Vec2 p = a0 - b0;
  const Vec2 v = (a1 - a0) - (b1 - b0);
  const float r = ra + rb;
  const float c = dot(p, p) - r * r;
  if (c <= 0.0f) return {true, 0.0f};  // touching already at the start
  const float a = dot(v, v);
  const float b = dot(p, v);
  // Not closing in (or not moving relative to each other): no contact.
  if (a <= 0.0f || b >= 0.0f) return {};
  const float discriminant = b * b - a * c;
  if (discriminant < 0.0f) return {};
  const float t = (-b - std::sqrt(discriminant)) / a;
  if (t > 1.0f) return {};
  return {true, t < 0.0f ? 0.0f : t};
}

}  // namespace td
