#include "engine/sim/EndlessWaves.h"

#include <algorithm>
#include <cmath>

namespace td {

WaveDef endlessWave(const std::vector<WaveDef>& waves, int32_t levelWaves, int32_t wave) {
  // The second half holds a level's hardest waves: repeating only those
  // keeps every pass a step up from the last rather than a breather.
  const int32_t half = levelWaves / 2;
  const int32_t cycle = levelWaves - half;
  const int32_t beyond = wave - levelWaves;
  const int32_t pass = beyond / cycle + 1;
  const WaveDef& source = waves[static_cast<size_t>(half + beyond % cycle)];
  WaveDef out = source;
  const float more = 1.0f + 0.2f * static_cast<float>(pass);
  for (WaveGroupDef& g : out.groups) {
    g.count = static_cast<int32_t>(std::ceil(static_cast<float>(g.count) * more));
    g.interval /= 1.0f + 0.1f * static_cast<float>(pass);
  }
  out.health = source.health * std::pow(1.25f, static_cast<float>(pass));
  return out;
}

}  // namespace td
