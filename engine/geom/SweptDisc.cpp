#include "engine/geom/SweptDisc.h"

#include <algorithm>
#include <cmath>

#include "engine/geom/Quadratic.h"

namespace td {

namespace {

// Contact tolerance, in cells: a disc this close counts as touching.
constexpr double kTouch = 1e-6;
constexpr int kAdvanceSteps = 200;

}  // namespace

Contact sweepDiscLine(const Motion& m, float radius, const Wall& wall, float tMax) {
  Contact c;
  const Vec2 n = wall.normal;
  const double s0 = static_cast<double>(dot(n, m.p - wall.a)) - radius;
  const double b = dot(n, m.v);
  const double a = 0.5 * static_cast<double>(dot(n, m.a));
  if (s0 <= kTouch) {
    // Touching or overlapping already: a hit now if it moves in. (A disc far
    // behind the wall is on the wall's other side and ignores it.)
    if (s0 < -2.0 * radius) return c;
    if (b < 0.0 || (b == 0.0 && a < 0.0)) {
      c.hit = true;
      c.t = 0.0f;
      c.normal = n;
    }
    return c;
  }
  double roots[2];
  const int count = solveQuadratic(a, b, s0, roots);
  for (int k = 0; k < count; ++k) {
    const double t = roots[k];
    if (t < 0.0 || t > tMax) continue;
    // Falling through zero, not touching at tangency.
    if (b + 2.0 * a * t >= 0.0) continue;
    c.hit = true;
    c.t = static_cast<float>(t);
    c.normal = n;
    return c;
  }
  return c;
}

Contact sweepDiscSegment(const Motion& m, float radius, const Wall& wall, float tMax) {
  Contact c = sweepDiscLine(m, radius, wall, tMax);
  if (!c.hit) return c;
  const Vec2 along = wall.b - wall.a;
  const float u = dot(m.at(c.t) - wall.a, along) / lengthSquared(along);
  if (u < 0.0f || u > 1.0f) c.hit = false;
  return c;
}

Contact sweepDiscPoint(const Motion& m, float radius, Vec2 centre, float tMax) {
  Contact c;
  auto gapAt = [&](double t) { return static_cast<double>(distance(m.at(static_cast<float>(t)), centre)) - radius; };
  auto contactAt = [&](double t) {
    const Vec2 d = m.at(static_cast<float>(t)) - centre;
    const Vec2 v = m.velocityAt(static_cast<float>(t));
    if (dot(d, v) >= 0.0f) return false;  // moving away, or tangent
    c.hit = true;
    c.t = static_cast<float>(t);
    c.normal = lengthSquared(d) > 0.0f ? normalized(d) : normalized(v * -1.0f);
    return true;
  };
  const double maxSpeed = static_cast<double>(length(m.v)) + static_cast<double>(length(m.a)) * tMax;
  double t = 0.0;
  for (int k = 0; k < kAdvanceSteps; ++k) {
    const double gap = gapAt(t);
    if (gap <= kTouch) {
      contactAt(t);
      return c;
    }
    if (maxSpeed <= 0.0) return c;
    // Where the gap would close at the present rate of approach: when the
    // gap there has turned negative, the contact lies in between and
    // bisection finds it; otherwise the safe step goes on.
    const Vec2 d = normalized(m.at(static_cast<float>(t)) - centre);
    const double approach = -static_cast<double>(dot(d, m.velocityAt(static_cast<float>(t))));
    if (approach > 0.0) {
      double hi = std::min(static_cast<double>(tMax), t + gap / approach);
      if (gapAt(hi) < 0.0) {
        double lo = t;
        for (int b = 0; b < 48; ++b) {
          const double mid = 0.5 * (lo + hi);
          (gapAt(mid) > 0.0 ? lo : hi) = mid;
        }
        contactAt(lo);
        return c;
      }
    }
    t += gap / maxSpeed;
    if (t > tMax) return c;
  }
  return c;  // a graze that never closed the gap: no contact
}

Contact sweepDiscCircle(const Motion& m, float radius, Vec2 q, Vec2 w, float rq, float tMax) {
  const Motion relative{m.p - q, m.v - w, m.a};
  return sweepDiscPoint(relative, radius + rq, {0.0f, 0.0f}, tMax);
}

}  // namespace td
