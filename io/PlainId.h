#pragma once

#include <string_view>

namespace td {

// Ids are written in level files, in messages and on command lines: tower,
// enemy and hero ids and terrain names are 1 to 64 lowercase letters,
// digits, '_' or '-'.
inline bool isPlainId(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
  }
  return true;
}

inline constexpr std::string_view kPlainIdRule = "1..64 lowercase letters, digits, '_' or '-'";

}  // namespace td
