#pragma once

#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"

namespace td {

// What happened during a tick, for sounds and HUD messages. The list is
// rebuilt every tick.
enum class SimEventKind : uint8_t {
  EnemySpawned,
  EnemySlowed,
  EnemyKilled,   // value = bounty
  EnemyEscaped,  // value = lives lost
  TowerFired,    // kind = tower kind
  ProjectileHit,
  ShellBurst,
  WaveStarted,  // value = wave number (1-based)
  WaveCleared,  // value = bonus paid, serial = how many of the wave got through
  TowerBuilt,
  TowerUpgraded,
  TowerSold,   // value = refund
  Rerouted,    // the routes changed
  HeroStruck,  // the hero hit an enemy; serial = the enemy
  HeroDied,
  HeroRespawned,
  HeroUpgraded,  // value = gold paid
  Won,
  Lost,
  TowerSpecialised,  // value = price, serial = the specialisation's index
  EnemyStunned,      // serial = the enemy
  AbilityUsed,       // a tower's ability set off; subKind = its kind
};

struct SimEvent {
  SimEventKind kind = SimEventKind::EnemySpawned;
  uint16_t subKind = 0;  // enemy or tower kind where it applies
  Vec2 pos;
  int32_t value = 0;
  uint32_t serial = 0;  // the enemy concerned (EnemySpawned, EnemySlowed, EnemyKilled, EnemyEscaped); see WaveCleared
};

}  // namespace td
