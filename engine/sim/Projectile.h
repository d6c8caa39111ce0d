#pragma once

#include <cstdint>

#include "engine/core/Handle.h"
#include "engine/core/Vec2.h"
#include "engine/sim/Enemy.h"
#include "engine/sim/Tower.h"
#include "engine/sim/attack/AttackKind.h"

namespace td {

// A shot in flight. Homing shots (Arrow, Frost) chase their target and hit by
// swept collision; ballistic ones (shells) fly to the point they were aimed at
// and land. What a hit or a landing does beyond the hit is the kind's
// (AttackRow::land).
struct Projectile {
  uint32_t serial = 0;  // 1, 2, ... in launch order
  AttackKind kind = AttackKind::Arrow;
  Vec2 pos;
  Vec2 prevPos;
  Vec2 origin;
  Vec2 aim;  // shells: the landing point; homing: the last known target position
  EnemyId target;
  TowerId source;
  float speed = 8.0f;
  float damage = 1.0f;
  float splash = 0.0f;
  float slowFactor = 1.0f;
  float slowDuration = 0.0f;
  float radius = 0.1f;
  float flight = 0.0f;      // seconds in the air
  float flightTime = 0.0f;  // shells: seconds from origin to landing
  bool ballistic = false;   // flies to `aim` and lands there (a shell), rather than chasing its target
};

struct ProjectileTag;
using ProjectileId = Handle<ProjectileTag>;

}  // namespace td
