#pragma once

#include <cmath>
#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/core/Handle.h"
#include "engine/core/Vec2.h"
#include "engine/sim/move/MoveState.h"

namespace td {

// The enemy state machine. Spawning -> Walking <-> Slowed -> Dying (killed)
// or Escaped (reached a goal); both last ones end with removal.
enum class EnemyState : uint8_t { Spawning, Walking, Slowed, Dying, Escaped };

struct Enemy {
  uint32_t serial = 0;  // 1, 2, ... in spawn order: names it in traces and events
  uint16_t kind = 0;
  EnemyState state = EnemyState::Spawning;
  bool flying = false;
  float stateTime = 0.0f;  // seconds in the current state
  Vec2 pos;
  Vec2 prevPos;             // where it was at the start of this tick (swept hits)
  Vec2 velocity;            // cells per second over the last tick
  Vec2 facing{1.0f, 0.0f};  // the way it faces and moves, a unit vector
  float health = 1.0f;
  float maxHealth = 1.0f;
  float slowFactor = 1.0f;
  float slowTime = 0.0f;
  float stunTime = 0.0f;   // seconds it stands stunned (a Thunderclap's bolt), not moving
  MoveState move;          // the movement behaviour's own state
  Cell cell;               // the cell it stands in (kept in the occupancy counts)
  float remaining = 0.0f;  // route length to the goal, in cells (targeting "first")
  int32_t spawn = 0;
  uint8_t layer = 0;  // SimState::layers index of its movement class (ground enemies)
  int32_t wave = 0;
  bool engaged = false;  // held in a fight with the hero: it stands and strikes back
};

// The way an enemy faces, in radians: 0 is +x, pi/2 is +y.
inline float headingOf(const Enemy& e) { return std::atan2(e.facing.y, e.facing.x); }

struct EnemyTag;
using EnemyId = Handle<EnemyTag>;

}  // namespace td
