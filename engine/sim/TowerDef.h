#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/sim/TowerAbilityDef.h"
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

// A tower's specialisation: at its top level a tower may become one of two, each with a role of its own
// (a long-range marksman or a volley of arrows). What it becomes is a level past the top, bought like an
// upgrade, with the same attack kind and its own figures and parameters.
struct TowerSpecDef {
  std::string id;       // e.g. "marksman", unique within its kind
  std::string name;     // shown to the player
  std::string summary;  // one line on what it does, shown on its button's card
  TowerLevelDef level;  // its cost is the price of specialising
  // The name and summary in other languages, by code ("pl"); else `name` and `summary`.
  std::map<std::string, std::string> names = {};
  std::map<std::string, std::string> summaries = {};
  // Its active ability, if its role has a moment to choose (engine/sim/TowerAbility.h).
  std::optional<TowerAbilityDef> ability = {};
};

// How many specialisations a kind offers at its top level: none, or two to choose between.
inline constexpr size_t kSpecialisationsPerKind = 2;

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
  // None, or kSpecialisationsPerKind to choose between once the top level is reached.
  std::vector<TowerSpecDef> specialisations = {};

  // The index of the specialisation with this id, or -1.
  int32_t specialisationIndex(std::string_view specId) const {
    for (size_t i = 0; i < specialisations.size(); ++i) {
      if (specialisations[i].id == specId) return static_cast<int32_t>(i);
    }
    return -1;
  }
};

}  // namespace td
