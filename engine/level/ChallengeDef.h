#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace td {

// A challenge: a level, once won, played again under rules of its own (an Iron challenge allows only a few tower
// kinds, a Heroic one gives one life against tougher waves; a level's author may write others). Applied by
// challengeLevel() (engine/level/ChallengeLevel.h) and challengeRules() (engine/sim/ChallengeRules.h).
struct ChallengeDef {
  std::string id;    // a plain id, unique in its level: "iron", "heroic", or the author's own
  std::string name;  // shown to the player
  // The only tower kinds it allows, from the level's; empty: the level's.
  std::vector<std::string> towers;
  std::optional<int32_t> lives;  // to start with; none: the level's
  std::optional<int32_t> gold;   // to start with; none: the level's
  float waveHealth = 1.0f;       // every wave's health factor times this
  // Player actions it refuses, by their names in actions files: "sell", "upgrade", "specialise", "next_wave".
  std::vector<std::string> forbid;
  std::map<std::string, std::string> names = {};  // the name in other languages, by code

  bool operator==(const ChallengeDef&) const = default;
};

// The actions a challenge may forbid, as actions files name them.
inline constexpr const char* kForbiddableActions[] = {"sell", "upgrade", "specialise", "next_wave"};

}  // namespace td
