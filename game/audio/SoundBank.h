#pragma once

#include <SFML/Audio/SoundBuffer.hpp>
#include <array>
#include <cstdint>

#include "game/audio/SoundId.h"
#include "game/audio/SoundSynth.h"

namespace td {

// One SFML buffer per sound effect, filled from SoundSynth. Constructing a
// bank opens the audio device (SFML does so with the first buffer), so only
// AudioPlayer makes one, after deciding that audio is wanted.
class SoundBank {
 public:
  SoundBank() = default;
  SoundBank(const SoundBank&) = delete;
  SoundBank& operator=(const SoundBank&) = delete;

  // Synthesises and uploads every sound; false if SFML refused one.
  bool load(uint64_t seed = kDefaultSoundSeed);

  const sf::SoundBuffer& buffer(SoundId id) const { return buffers_[soundIndex(id)]; }

 private:
  std::array<sf::SoundBuffer, kSoundCount> buffers_;
};

}  // namespace td
