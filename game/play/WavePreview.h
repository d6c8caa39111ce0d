#pragma once

#include <cstdint>
#include <vector>

#include "engine/level/WaveDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

// One line of the "wave n brings" list: an enemy kind and how many of it.
struct WavePreviewLine {
  uint16_t kind = 0;  // index into GameDefs::enemies
  int32_t count = 0;
};

// What a wave sends, one line per enemy kind however many groups share it
// (two spawns each sending grunts are one line of grunts), in the order the
// kinds first appear in the wave. Kinds the definitions do not know are left out.
std::vector<WavePreviewLine> wavePreview(const WaveDef& wave, const GameDefs& defs);

}  // namespace td
