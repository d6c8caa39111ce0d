#include "engine/movingai/MismatchTolerance.h"

#include <algorithm>
#include <cmath>

namespace td {

int32_t printedDecimals(std::string_view text) {
  const size_t point = text.find('.');
  if (point == std::string_view::npos) return 0;
  int32_t decimals = 0;
  for (size_t i = point + 1; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) ++decimals;
  return decimals;
}

double mismatchTolerance(double optimal, int32_t decimals) {
  const double relative = 1e-4 * std::max(1.0, optimal);
  const double halfLastDecimal = 0.5 * std::pow(10.0, -static_cast<double>(decimals));
  return std::max(relative, halfLastDecimal);
}

bool isLengthMismatch(double length, double optimal, int32_t decimals) {
  return std::abs(length - optimal) > mismatchTolerance(optimal, decimals);
}

}  // namespace td
