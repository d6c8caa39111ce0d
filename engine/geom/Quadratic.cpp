#include "engine/geom/Quadratic.h"

#include <cmath>
#include <utility>

namespace td {

int solveQuadratic(double a, double b, double c, double roots[2]) {
  // Relative to the other coefficients, a leading coefficient this small is
  // rounding noise: the equation is linear.
  const double scale = std::fabs(b) + std::fabs(c);
  if (std::fabs(a) <= 1e-12 * scale || a == 0.0) {
    if (b == 0.0) return 0;
    roots[0] = -c / b;
    return 1;
  }
  const double d = b * b - 4.0 * a * c;
  if (d < 0.0) return 0;
  if (d == 0.0) {
    roots[0] = -b / (2.0 * a);
    return 1;
  }
  const double q = -0.5 * (b + std::copysign(std::sqrt(d), b));
  double r0 = q / a;
  double r1 = q != 0.0 ? c / q : -r0;
  if (r1 < r0) std::swap(r0, r1);
  roots[0] = r0;
  roots[1] = r1;
  return 2;
}

}  // namespace td
