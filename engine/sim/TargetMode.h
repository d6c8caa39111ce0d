#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/core/MessageMark.h"

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

// The name in files and traces, and on the tower's Target button (marked for the game's catalogue).
constexpr std::string_view targetModeName(TargetMode m) {
  switch (m) {
    case TargetMode::First:
      // TRANSLATORS: a tower's target mode: the enemy nearest the goal along its route.
      return N_("first");
    case TargetMode::Last:
      // TRANSLATORS: a tower's target mode: the enemy farthest from the goal.
      return N_("last");
    case TargetMode::Strongest:
      // TRANSLATORS: a tower's target mode: the enemy with the most health left.
      return N_("strongest");
    case TargetMode::Closest:
      // TRANSLATORS: a tower's target mode: the enemy nearest the tower.
      return N_("closest");
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
