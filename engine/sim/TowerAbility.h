#pragma once

#include "engine/core/Cell.h"
#include "engine/sim/Command.h"
#include "engine/sim/Tower.h"
#include "engine/sim/TowerDef.h"

namespace td {

struct SimState;

// The ability of the tower's specialisation (TowerAbilityDef), or null: none before it specialises, and not
// every choice has one.
inline const TowerAbilityDef* towerAbility(const TowerDef& def, const Tower& t) {
  if (t.spec < 0 || static_cast<size_t>(t.spec) >= def.specialisations.size()) return nullptr;
  const auto& ability = def.specialisations[static_cast<size_t>(t.spec)].ability;
  return ability ? &*ability : nullptr;
}

// Sets off the ability of the tower on `cell`: free, then recharging for its cooldown.
CommandResult useTowerAbility(SimState& s, Cell cell);

// One step of the tower's ability clocks.
inline void tickAbility(Tower& t, float dt) {
  if (t.surge > 0.0f) t.surge = t.surge > dt ? t.surge - dt : 0.0f;
  if (t.abilityCooldown > 0.0f) t.abilityCooldown = t.abilityCooldown > dt ? t.abilityCooldown - dt : 0.0f;
}

// What the tower fires with during a surge: `stats` with its ability's rate and damage.
TowerLevelDef surged(const TowerLevelDef& stats, const TowerAbilityDef& ability);

}  // namespace td
