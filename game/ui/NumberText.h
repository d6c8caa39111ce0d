#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace td {

// A number with a fixed count of decimals for the HUD: fixedText(1.25f, 1) is "1.2".
inline std::string fixedText(float value, int digits) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", digits, static_cast<double>(value));
  return text;
}

// "4,210": thousands grouped for reading.
inline std::string groupedNumber(int64_t n) {
  const std::string digits = std::to_string(n < 0 ? -n : n);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? "-" + out : out;
}

}  // namespace td
