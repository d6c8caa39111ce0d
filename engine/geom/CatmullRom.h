#pragma once

#include "engine/core/Vec2.h"

namespace td {

// The weights of the four control points at one parameter t. They sum to 1
// for every t; at t = 0 they pick p1 and at t = 1 p2.
struct CatmullRomWeights {
  float w0 = 0.0f;
  float w1 = 1.0f;
  float w2 = 0.0f;
  float w3 = 0.0f;
};

inline CatmullRomWeights catmullRomWeights(float t) {
  const float t2 = t * t;
  const float t3 = t2 * t;
  return {-0.5f * t3 + t2 - 0.5f * t, 1.5f * t3 - 2.5f * t2 + 1.0f, -1.5f * t3 + 2.0f * t2 + 0.5f * t,
          0.5f * t3 - 0.5f * t2};
}

// The point the weights give. Every caller sums in this one order, so a point
// from tabulated weights (CatmullRomTable.h) is the formula's to the last bit.
inline Vec2 catmullRomPoint(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3, const CatmullRomWeights& w) {
  return p0 * w.w0 + p1 * w.w1 + p2 * w.w2 + p3 * w.w3;
}

// The uniform Catmull-Rom spline between p1 (t = 0) and p2 (t = 1), with p0
// and p3 setting the tangents. It passes through its control points, so a
// route smoothed through cell centres still visits every cell of the route.
inline Vec2 catmullRom(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3, float t) {
  return catmullRomPoint(p0, p1, p2, p3, catmullRomWeights(t));
}

// dP/dt of the same spline: its direction is the heading, its length the
// distance covered per unit of t.
inline Vec2 catmullRomTangent(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3, float t) {
  const float t2 = t * t;
  const float w0 = -1.5f * t2 + 2.0f * t - 0.5f;
  const float w1 = 4.5f * t2 - 5.0f * t;
  const float w2 = -4.5f * t2 + 4.0f * t + 0.5f;
  const float w3 = 1.5f * t2 - t;
  return p0 * w0 + p1 * w1 + p2 * w2 + p3 * w3;
}

}  // namespace td
