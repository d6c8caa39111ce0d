#pragma once

#include "engine/core/Vec2.h"
#include "engine/geom/Line2.h"

namespace td {

// A body's motion over one piece of a step, under constant acceleration:
// x(t) = p + v t + a t^2 / 2.
struct Motion {
  Vec2 p;
  Vec2 v;
  Vec2 a;

  Vec2 at(float t) const { return p + v * t + a * (0.5f * t * t); }
  Vec2 velocityAt(float t) const { return v + a * t; }
};

// The first contact of a moving disc with an obstacle within [0, tMax]:
// its time and the contact normal (a unit vector from the obstacle toward
// the disc's centre). A contact counts only while the disc moves into the
// obstacle: a disc that touches and moves away, or grazes at tangency, does
// not hit; a disc that already touches or overlaps at t = 0 and moves in
// hits at t = 0.
struct Contact {
  bool hit = false;
  float t = 0.0f;
  Vec2 normal;
};

// Against the wall's whole line, from its normal side: exact. The distance
// to the line, s(t) = s0 + (n.v) t + (n.a / 2) t^2 - r, is a quadratic;
// the contact is its smallest root in [0, tMax] at which s is falling. The
// root is not always (-b - sqrt(D)) / 2a: when the leading coefficient is
// negative (the disc accelerates toward the wall) that formula gives the
// later root.
Contact sweepDiscLine(const Motion& m, float radius, const Wall& wall, float tMax);
// Against the segment's inside only (its ends are corners, swept as points).
Contact sweepDiscSegment(const Motion& m, float radius, const Wall& wall, float tMax);
// Against a point: |x(t) - c| = r is a quartic under acceleration, solved by
// conservative advancement (the distance cannot shrink faster than the
// largest speed over the interval, so each step to the next guess is safe).
Contact sweepDiscPoint(const Motion& m, float radius, Vec2 c, float tMax);
// Against a circle of radius `rq` moving at constant velocity `w` from `q`:
// the same in the circle's frame.
Contact sweepDiscCircle(const Motion& m, float radius, Vec2 q, Vec2 w, float rq, float tMax);

}  // namespace td
