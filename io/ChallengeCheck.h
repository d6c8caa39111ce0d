#pragma once

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

class JsonCheck;

// The rules for a level's challenges: at most kMaxChallenges, each with a plain id no other has and a one-line name;
// "towers" known kinds (with `defs`), none twice, and among the level's own when the level lists them
// (`towersKnown`: the level's list could be read); "lives" 1..kMaxLives; "gold" 0..kMaxGold; "waveHealth"
// 0.1..10; "forbid" names of kForbiddableActions, none twice. Reported at the challenge's path, e.g.
// "challenges[1].lives".
void checkChallenges(const LevelDef& level, bool towersKnown, const GameDefs* defs, JsonCheck& check);

}  // namespace td
