#pragma once

#include <cmath>

#include "engine/core/Vec2.h"

namespace td {

// Is p in the triangle abc (its edges and corners included)? The area-sum
// test: p is inside exactly when the three triangles it makes with the edges
// add up to the whole; `tolerance` is the slack allowed, relative to the
// triangle's area, so that points on an edge count as inside despite
// rounding.
inline bool triangleContains(Vec2 a, Vec2 b, Vec2 c, Vec2 p, float tolerance = 1e-5f) {
  const float whole = std::fabs(cross(b - a, c - a));
  const float parts = std::fabs(cross(a - p, b - p)) + std::fabs(cross(b - p, c - p)) + std::fabs(cross(c - p, a - p));
  return parts <= whole * (1.0f + tolerance) + 1e-7f;
}

// The point of segment ab nearest to p.
inline Vec2 nearestOnSegment(Vec2 a, Vec2 b, Vec2 p) {
  const Vec2 ab = b - a;
  const float len2 = lengthSquared(ab);
  if (len2 <= 0.0f) return a;
  float t = dot(p - a, ab) / len2;
  t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
  return a + ab * t;
}

// The point of triangle abc nearest to p (p itself when inside).
inline Vec2 nearestOnTriangle(Vec2 a, Vec2 b, Vec2 c, Vec2 p) {
  if (triangleContains(a, b, c, p)) return p;
  Vec2 best = nearestOnSegment(a, b, p);
  for (const Vec2 q : {nearestOnSegment(b, c, p), nearestOnSegment(c, a, p)}) {
    if (lengthSquared(q - p) < lengthSquared(best - p)) best = q;
  }
  return best;
}

}  // namespace td
