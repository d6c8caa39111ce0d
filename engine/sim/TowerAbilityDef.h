#pragma once

#include <map>
#include <string>

namespace td {

// A specialisation's active ability: the player sets it off when it matters (the boss of a wave, a crowd at the
// maze's turn), and for `duration` seconds the tower fires `rate` times as often and hits `damage` times as hard;
// then it recharges for `cooldown` seconds. A decision of timing, so only specialisations whose role has a moment
// to choose carry one (towers.json, "ability").
struct TowerAbilityDef {
  std::string id;       // e.g. "barrage", unique within its kind
  std::string name;     // shown to the player
  std::string summary;  // one line on what it does
  float duration = 4.0f;
  float cooldown = 40.0f;  // from its use to the next, the surge included
  float rate = 1.0f;       // shots per second times this while it lasts
  float damage = 1.0f;     // damage per hit times this while it lasts
  // The name and summary in other languages, by code; else `name` and `summary`.
  std::map<std::string, std::string> names = {};
  std::map<std::string, std::string> summaries = {};

  bool operator==(const TowerAbilityDef&) const = default;
};

}  // namespace td
