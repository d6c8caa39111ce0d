#pragma once

#include <cstdint>

#include "engine/level/LevelDef.h"

namespace td {

// Endless mode's waves after a level's own: the second half of the level's
// waves again and again, each pass with more enemies, sent closer together,
// and tougher (its health factor, WaveDef::health: the source wave's own,
// times 1.25 a pass).
// `wave` counts from 0 over the whole game and is at least the level's
// wave count `levelWaves`; the level's own waves are `waves[0, levelWaves)`.
WaveDef endlessWave(const std::vector<WaveDef>& waves, int32_t levelWaves, int32_t wave);

}  // namespace td
