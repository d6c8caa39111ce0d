#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/sim/Enemy.h"
#include "engine/sim/hero/Trail.h"

namespace td {

// The hero's state machine: Idle <-> Moving (an order), Idle <-> Fighting
// (an enemy within reach), any -> Dead (health gone) -> Idle at its start
// after the respawn time. The decision tree (HeroMind) picks the state.
enum class HeroState : uint8_t { Idle, Moving, Fighting, Dead };

const char* heroStateName(HeroState state);

struct Hero {
  uint16_t kind = 0;
  int32_t level = 0;  // into HeroDef::levels
  HeroState state = HeroState::Idle;
  float stateTime = 0.0f;
  Vec2 start;  // where it stands at the start and after each respawn
  Vec2 pos;
  Vec2 prevPos;
  Vec2 facing{0.0f, -1.0f};  // a unit vector
  float health = 1.0f;
  float cooldown = 0.0f;  // seconds until its next blow
  float respawnIn = 0.0f;
  Vec2 rally;              // where it goes back to after a fight: its last destination
  bool ordered = false;    // a move order not yet carried out
  Vec2 destination;        // the order's point, snapped to where it can stand
  std::vector<Vec2> path;  // the planned corners from where it set out (capacity kept)
  uint32_t pathNext = 0;   // the corner it walks to
  Vec2 pathEnd;            // where the path leads
  float stuck = 0.0f;      // seconds without headway toward the corner
  int32_t stuckPlans = 0;  // plans made since it last got anywhere
  uint64_t plannedOn = 0;  // the mesh revision the path was planned on
  EnemyId target;
  static constexpr int32_t kMaxHeld = 8;
  std::array<EnemyId, kMaxHeld> held{};  // the enemies it holds in the fight this tick
  int32_t heldCount = 0;
  Cell cell;
  Trail trail;
};

}  // namespace td
