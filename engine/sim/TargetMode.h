#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace td {

// Which enemy in range a tower shoots at.
enum class TargetMode : uint8_t {
  First,      // nearest the goal along its route
  Last,       // farthest from the goal
  Strongest,  // most health left
  Closest,    // nearest the tower
};

inline constexpr TargetMode kTargetModes[] = {TargetMode::First, TargetMode::Last, TargetMode::Strongest,
                                              TargetMode::Closest};

constexpr std::string_view targetModeName(TargetMode m) {
  switch (m) {
    case TargetMode::First:
      return "first";
    case TargetMode::Last:
      return "last";
    case TargetMode::Strongest:
      return "strongest";
    case TargetMode::Closest:
      return "closest";
  }
  return "first";
}

constexpr std::optional<TargetMode> targetModeFromName(std::string_view name) {
  for (TargetMode m : kTargetModes) {
    if (targetModeName(m) == name) return m;
  }
  return std::nullopt;
}

}  // namespace td
