#pragma once

#include "engine/core/Vec2.h"

namespace td {

struct SweepHit {
  bool hit = false;
  float t = 0.0f;  // fraction of the step at first contact, in [0, 1]
};

// First contact of two circles that both move in a straight line during one
// step: circle A from a0 to a1, circle B from b0 to b1. In B's frame A moves
// by v = (a1 - a0) - (b1 - b0), and contact is |p + v t| = ra + rb with
// p = a0 - b0: a quadratic in t, whose smaller root is the time of impact.
// Testing the whole swept motion, not the end positions, means a shot faster
// than its target's diameter per step cannot pass through it unseen.
SweepHit sweepCircles(Vec2 a0, Vec2 a1, float ra, Vec2 b0, Vec2 b1, float rb);

}  // namespace td
