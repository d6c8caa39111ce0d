#pragma once

#include <optional>

#include "engine/core/Vec2.h"

namespace td {

// A wall in 2D: the segment from `a` to `b`, facing `normal` (a unit vector,
// the side a body may be on). Lines are walls without ends.
struct Wall {
  Vec2 a;
  Vec2 b;
  Vec2 normal;
};

// The wall from a to b with its normal on the left of a -> b.
inline Wall wallLeftOf(Vec2 a, Vec2 b) {
  const Vec2 d = normalized(b - a);
  return {a, b, {-d.y, d.x}};
}

// Signed distance from the wall's line: > 0 on the side the normal points to.
inline float sideOf(const Wall& w, Vec2 p) { return dot(w.normal, p - w.a); }

// The half-space test: is p on the free side of the wall's line (or on it)?
inline bool inFront(const Wall& w, Vec2 p) { return sideOf(w, p) >= 0.0f; }

// Where the segment p -> q crosses the line through a and b, as a fraction of
// p -> q in [0, 1]; nothing when it does not reach the line or runs along it.
inline std::optional<float> segmentLineHit(Vec2 p, Vec2 q, Vec2 a, Vec2 b) {
  const Vec2 d = q - p;
  const Vec2 e = b - a;
  const float denom = cross(d, e);
  if (denom == 0.0f) return std::nullopt;
  const float t = cross(a - p, e) / denom;
  if (t < 0.0f || t > 1.0f) return std::nullopt;
  return t;
}

// The velocity reflected about a surface with this unit normal: the angle of
// incidence equals the angle of reflection.
inline Vec2 reflect(Vec2 v, Vec2 normal) { return v - normal * (2.0f * dot(v, normal)); }

}  // namespace td
