#pragma once

#include <cstdint>
#include <string_view>

namespace td {

// When does a computed route length disagree with a benchmark's optimal
// length? Files print lengths with anything from 0 to 8 decimals, so the
// allowance is the larger of a relative 1e-4 (of at least one cell) and half a
// unit of the last printed decimal: "61.3259" allows 0.006, "7" allows 0.5.

// Digits after the decimal point as printed ("6.24264" -> 5, "7" -> 0).
int32_t printedDecimals(std::string_view text);

double mismatchTolerance(double optimal, int32_t decimals);

bool isLengthMismatch(double length, double optimal, int32_t decimals);

}  // namespace td
