#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/sim/TargetMode.h"

namespace td {

enum class ActionKind : uint8_t { Build, Upgrade, Sell, Target, NextWave, Hero, HeroUpgrade, Specialise, Ability };

constexpr std::string_view actionKindName(ActionKind kind) {
  switch (kind) {
    case ActionKind::Build:
      return "build";
    case ActionKind::Upgrade:
      return "upgrade";
    case ActionKind::Sell:
      return "sell";
    case ActionKind::Target:
      return "target";
    case ActionKind::NextWave:
      return "next_wave";
    case ActionKind::Hero:
      return "hero";
    case ActionKind::HeroUpgrade:
      return "hero_upgrade";
    case ActionKind::Specialise:
      return "specialise";
    case ActionKind::Ability:
      return "ability";
  }
  return "build";
}

// One player command of a scripted game (a replay, a test, a solution to a
// level), applied at the start of tick `tick`, before that tick's step.
struct ActionDef {
  uint64_t tick = 0;
  ActionKind kind = ActionKind::NextWave;
  std::string tower;                    // Build: a tower kind id; Specialise: the specialisation's id
  Cell cell;                            // Build, Upgrade, Sell, Target, Specialise, Ability
  TargetMode mode = TargetMode::First;  // Target
  Vec2 point;                           // Hero: where to send it, in cell units

  bool operator==(const ActionDef&) const = default;
};

}  // namespace td
