#pragma once

#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "io/JsonCheck.h"

namespace td {

// The optional "challenges" member of a level file: the level played again under rules of its own once won.
//   "challenges": [{"id": "iron", "name": "Iron", "towers": ["arrow", "wall"]},
//                  {"id": "heroic", "name": "Heroic", "lives": 1, "waveHealth": 1.3, "forbid": ["sell"]}]
// Each has an id and a name (with "translations" of the name as kinds have them) and any of: "towers" (the only
// kinds allowed), "lives" and "gold" (to start with), "waveHealth" (every wave's health times it) and "forbid"
// (actions refused, as actions files name them). Only shapes and types are read here; io/ChallengeCheck.h judges
// the values, for loaded and edited levels alike.

// Fills `level.challenges` when the member is there; false when it was malformed (reported at its path).
bool readLevelChallenges(JsonCheck& check, const JsonCheck::Json& root, LevelDef& level);

// The member's canonical text, `"challenges": [...]`, one challenge a line, with the given indentation of the
// member itself, without a trailing comma.
std::string levelChallengesJson(const std::vector<ChallengeDef>& challenges, const std::string& indent);

}  // namespace td
