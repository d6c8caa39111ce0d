#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "engine/grid/MoverClass.h"
#include "engine/sim/move/MoveState.h"

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
  float attack = 0.0f;      // damage per second to the hero while it fights it
  float fleeRadius = 3.0f;  // flee: the hero this close sends it running
  float fleeSpeed = 2.0f;   // flee: cells per second on reference terrain while it runs
  float calm = 1.5f;        // flee: seconds the hero must stay away before it returns to its route
  int32_t flights = 3;      // flee: it runs this many times, then braves the hero (no stalemates)
  // wander, trace: seconds without getting nearer its goal before it walks its route instead
  float patience = 10.0f;
  MoverClass moverClass = MoverClass::Foot;  // whose terrain costs and routes it uses on the ground
  // Last, so that a def written in place by its first members ({"normal", "", 1, ...}) still reads.
  std::map<std::string, std::string> names = {};  // the name in other languages, by code ("pl"); else `name`
};

}  // namespace td
