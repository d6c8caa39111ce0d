#pragma once

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

class JsonCheck;

// The rules for what a level sends: at most kMaxWaves waves, each with a bonus and a health factor in range and
// one to kMaxWaveGroups groups; a group names an enemy kind (one of `defs`' when given), has a count, interval
// and delay in range and leaves from a spawn the level has (judged only when `spawnsKnown`: the spawns were
// read). Problems are reported at the value's path, e.g. "waves[2].groups[0].count".
void checkWaves(const LevelDef& level, bool spawnsKnown, const GameDefs* defs, JsonCheck& check);

// firstWaveDelay, waveBreak and earlyBonusPerSecond in range.
void checkWaveTiming(const LevelDef& level, JsonCheck& check);

}  // namespace td
