#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "engine/sim/attack/AttackParams.h"

namespace td {

// The most tower kinds a level offers: the build bar's slots, one for each number key 1 to 9. The first ones
// the level allows, in definition order, are offered; the player and the automatic player see the same list.
inline constexpr size_t kMaxOfferedTowerKinds = 9;

// One upgrade level of a tower kind: what every attack has, and its kind's own parameters.
struct TowerLevelDef {
  int32_t cost = 10;          // to build (level 1) or to upgrade to this level
  float range = 3.0f;         // cells
  float fireInterval = 1.0f;  // seconds between shots
  float damage = 5.0f;
  float projectileSpeed = 8.0f;  // cells per second (unused by Lightning)
  AttackParams params;           // the alternative of the tower's AttackKind

  // The kind's parameters; the tower's kind must be P's (io builds them so, TowerDef::paramsMatch checks).
  template <class P>
  const P& kindParams() const {
    return std::get<P>(params);
  }
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
  // Every level holds the parameters of the tower's kind.
  bool paramsMatch() const {
    for (const TowerLevelDef& level : levels) {
      if (attackKindOf(level.params) != attack) return false;
    }
    return true;
  }
  // Last, so that a def written in place by its first members ({"normal", "", 1, ...}) still reads.
  std::map<std::string, std::string> names = {};  // the name in other languages, by code ("pl"); else `name`
};

}  // namespace td
