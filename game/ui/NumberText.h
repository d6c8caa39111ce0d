#pragma once

#include <cstdio>
#include <string>

namespace td {

// A number with a fixed count of decimals for the HUD: fixedText(1.25f, 1) is "1.2".
inline std::string fixedText(float value, int digits) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", digits, static_cast<double>(value));
  return text;
}

}  // namespace td
