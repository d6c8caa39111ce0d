#pragma once

#include <string_view>

#include "engine/level/ChallengeDef.h"
#include "engine/level/LevelDef.h"

namespace td {

// The level as `challenge` plays it: its tower kinds, lives and starting gold where the challenge sets them, every
// wave's health times the challenge's. Everything else (the map, the waves' enemies and times) is the level's, so a
// challenge's game is the level's game with those rules and no other difference.
LevelDef challengeLevel(const LevelDef& level, const ChallengeDef& challenge);

// The level's challenge with this id, or null.
const ChallengeDef* findChallenge(const LevelDef& level, std::string_view id);

}  // namespace td
