#pragma once

#include "engine/sim/Action.h"
#include "engine/sim/Command.h"
#include "engine/sim/World.h"

namespace td {

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
    case ActionKind::Specialise:
      return world.specialise(action.cell, action.tower);
    case ActionKind::Ability:
      return world.useAbility(action.cell);
  }
  return {};
}

}  // namespace td
