#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace td {

enum class AttackKind : uint8_t {
  Arrow,      // homing single-target shot
  Shell,      // ballistic shell to a point, splash damage on landing
  Frost,      // homing shot that slows what it hits (and a small splash)
  Lightning,  // instant bolt that chains to nearby enemies
  Disc,       // a sliding disc that bounces off walls and hits every ground enemy it passes
  None,       // no attack: a wall, whose whole use is the cell it blocks (the maze)
};

// The most tower kinds a level offers: the build bar's slots, one for each number key 1 to 9. The first ones
// the level allows, in definition order, are offered; the player and the automatic player see the same list.
inline constexpr size_t kMaxOfferedTowerKinds = 9;

// One upgrade level of a tower kind.
struct TowerLevelDef {
  int32_t cost = 10;          // to build (level 1) or to upgrade to this level
  float range = 3.0f;         // cells
  float fireInterval = 1.0f;  // seconds between shots
  float damage = 5.0f;
  float projectileSpeed = 8.0f;  // cells per second (unused by Lightning)
  float splashRadius = 0.0f;     // cells; 0 = single target
  float slowFactor = 1.0f;       // speed multiplier while slowed (Frost)
  float slowDuration = 0.0f;     // seconds
  int32_t chain = 0;             // extra targets a bolt jumps to (Lightning)
  // Disc: rolling friction (cells per second squared) and the speed kept
  // at each bounce; projectileSpeed is the throw's speed.
  float friction = 2.0f;
  float restitution = 0.8f;
};

struct TowerDef {
  std::string id;    // e.g. "arrow"
  std::string name;  // shown to the player
  AttackKind attack = AttackKind::Arrow;
  bool hitsGround = true;
  bool hitsAir = false;
  float turnRate = 6.0f;              // turret radians per second
  std::vector<TowerLevelDef> levels;  // three levels; one for a wall (AttackKind::None)

  bool attacks() const { return attack != AttackKind::None; }
};

}  // namespace td
