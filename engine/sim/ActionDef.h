#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/sim/Command.h"
#include "engine/sim/TargetMode.h"
#include "engine/sim/World.h"

namespace td {

enum class ActionKind : uint8_t { Build, Upgrade, Sell, Target, NextWave, Hero, HeroUpgrade };

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
  }
  return "build";
}

// One player command of a scripted game (a replay, a test, a solution to a
// level), applied at the start of tick `tick`, before that tick's step.
struct ActionDef {
  uint64_t tick = 0;
  ActionKind kind = ActionKind::NextWave;
  std::string tower;                    // Build: a tower kind id from the game's definitions
  Cell cell;                            // Build, Upgrade, Sell, Target
  TargetMode mode = TargetMode::First;  // Target
  Vec2 point;                           // Hero: where to send it, in cell units
};

// Sends the action to the world as the matching command. A tower id the
// world's definitions do not know is refused as UnknownTower.
inline CommandResult applyAction(World& world, const ActionDef& action) {
  switch (action.kind) {
    case ActionKind::Build: {
      const int32_t kind = world.defs().towerIndex(action.tower);
      if (kind < 0) {
        CommandResult r;
        r.status = CommandStatus::UnknownTower;
        return r;
      }
      return world.build(static_cast<uint16_t>(kind), action.cell);
    }
    case ActionKind::Upgrade:
      return world.upgrade(action.cell);
    case ActionKind::Sell:
      return world.sell(action.cell);
    case ActionKind::Target:
      return world.setTargetMode(action.cell, action.mode);
    case ActionKind::NextWave:
      return world.callNextWave();
    case ActionKind::Hero:
      return world.orderHero(action.point);
    case ActionKind::HeroUpgrade:
      return world.upgradeHero();
  }
  return {};
}

}  // namespace td
