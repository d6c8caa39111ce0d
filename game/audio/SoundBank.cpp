#include "game/audio/SoundBank.h"

#include <vector>

namespace td {

bool SoundBank::load(uint64_t seed) {
  for (const SoundId id : kAllSounds) {
    const std::vector<int16_t> samples = synthesize(id, seed);
    // SFML copies the samples into its own buffer.
    if (!buffers_[soundIndex(id)].loadFromSamples(samples.data(), samples.size(), 1, kSampleRate)) return false;
  }
  return true;
}

}  // namespace td
