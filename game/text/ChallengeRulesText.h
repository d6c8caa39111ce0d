#pragma once

#include <string>
#include <vector>

#include "engine/level/ChallengeDef.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

// What a challenge changes in `level` (the level as written), one short line a rule, in the player's language:
// "Only Archer, Wall", "1 life", "110 gold", "Enemies 20% tougher", "No selling". Rules that change nothing (a
// wave health of 1, the level's own lives) are left out; a challenge that changes nothing says so.
std::vector<std::string> challengeRuleLines(const ChallengeDef& challenge, const LevelDef& level, const GameDefs& defs);

}  // namespace td
