#pragma once

#include <vector>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

// Waves for a level whose file has none, so that every level is playable:
// a steady ramp through the enemy kinds the definitions offer, from every
// spawn in turn. Levels with their own waves are left alone.
std::vector<WaveDef> practiceWaves(const LevelDef& level, const GameDefs& defs);

}  // namespace td
