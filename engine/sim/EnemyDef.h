#pragma once

#include <cstdint>
#include <string>

#include "engine/sim/move/MovementKind.h"

namespace td {

// One kind of enemy, as read from assets/defs/enemies.json.
struct EnemyDef {
  std::string id;    // referenced by waves, e.g. "armoured"
  std::string name;  // shown to the player
  float health = 10.0f;
  float speed = 1.0f;   // cells per second on reference terrain
  float armour = 0.0f;  // fraction of every hit's damage absorbed, 0..0.9
  float radius = 0.3f;  // in cells, for hits
  int32_t bounty = 1;   // gold for a kill
  int32_t lives = 1;    // lives lost when it reaches a goal
  bool flying = false;  // in the air: only towers that hit air reach it, and it blocks no placement
  MovementKind movement = MovementKind::Route;
};

}  // namespace td
