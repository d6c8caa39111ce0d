#pragma once

#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/core/Handle.h"
#include "engine/core/Vec2.h"
#include "engine/sim/Enemy.h"
#include "engine/sim/TargetMode.h"
#include "engine/sim/TowerDef.h"

namespace td {

// The tower state machine: Idle (nothing in range) -> Aiming (turning toward
// a target) -> Firing (the tick a shot leaves) -> Cooldown (reloading; keeps
// tracking) -> Aiming or Idle.
enum class TowerState : uint8_t { Idle, Aiming, Firing, Cooldown };

struct Tower {
  uint16_t kind = 0;
  uint8_t level = 0;  // 0, 1, 2
  int8_t spec = -1;   // the specialisation chosen at the top level (TowerDef::specialisations), or -1
  TargetMode mode = TargetMode::First;
  TowerState state = TowerState::Idle;
  Cell cell;
  Vec2 pos;
  float angle = 0.0f;     // turret heading, radians
  float cooldown = 0.0f;  // seconds until it may fire again
  // Its specialisation's ability (TowerAbilityDef): seconds of its surge left, and until it may be used again.
  float surge = 0.0f;
  float abilityCooldown = 0.0f;
  EnemyId target;
  int32_t spent = 0;  // gold put into it, for the sell refund
  // Of `spent`, the gold put in during the countdown before wave `freshWave` (0-based) while no enemy was
  // out: sold before that wave starts, it comes back in full (a misplaced tower costs nothing to undo).
  // The state hash leaves these out: they act only through the gold a sell returns, which it covers.
  int32_t freshSpent = 0;
  int32_t freshWave = -1;
  int32_t kills = 0;
  // Statistics for the player (the tower's card): no rule reads them, so the state hash leaves them out.
  float dealt = 0.0f;  // damage done to enemies, after armour, not past their health
  int32_t shots = 0;   // times it fired
  uint64_t builtTick = 0;
  float dealtAtWave = 0.0f;  // `dealt` when the latest wave started (or it was built, if later)
  uint64_t waveTick = 0;     // that moment's tick
};

// What a tower fires with now: its specialisation's figures once it has one, else its level's.
inline const TowerLevelDef& towerStats(const TowerDef& def, const Tower& t) {
  return t.spec >= 0 ? def.specialisations[static_cast<size_t>(t.spec)].level : def.levels[t.level];
}

// May it specialise now: at its kind's top level, with none chosen yet, and its kind offers some.
inline bool canSpecialise(const TowerDef& def, const Tower& t) {
  return t.spec < 0 && !def.specialisations.empty() && static_cast<size_t>(t.level) + 1 == def.levels.size();
}

struct TowerTag;
using TowerId = Handle<TowerTag>;

}  // namespace td
