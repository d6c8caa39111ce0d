#pragma once

namespace td {

// The real roots of a t^2 + b t + c = 0, smallest first; returns how many
// (0, 1 or 2; a double root counts once). With a == 0 it is linear; with
// a == b == 0 it has no roots (a constant, zero or not, has no crossing).
// Computed without cancellation: q = -(b + sign(b) sqrt(D)) / 2, roots q / a
// and c / q, so a tiny root is not lost next to a large one.
int solveQuadratic(double a, double b, double c, double roots[2]);

}  // namespace td
