#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "game/audio/SoundId.h"

namespace td {

// Sound effects are made in code at start-up rather than shipped as files:
// a sound is a sum of layers, each one oscillator or noise source with its
// own pitch sweep and envelope. Everything here is a pure function of its
// arguments (noise comes from the seeded td::Random), so the same seed gives
// the same samples on every machine.

inline constexpr uint32_t kSampleRate = 44100;  // mono
inline constexpr uint64_t kDefaultSoundSeed = 0x7D5A11D5EEDull;

enum class Waveform : uint8_t {
  Sine,
  Triangle,
  Square,
  Saw,
  Noise,    // white noise through a low-pass filter whose cut-off is the layer's frequency
  Crackle,  // random sparks that die away quickly; the frequency is the mean spark rate
};

struct SoundLayer {
  Waveform wave = Waveform::Sine;
  float start = 0.0f;       // seconds after the sound begins
  float duration = 0.1f;    // seconds
  float freqFrom = 440.0f;  // Hz at the layer's start ...
  float freqTo = 440.0f;    // ... and at its end, swept exponentially (even steps in pitch)
  float gain = 1.0f;        // relative to the other layers of the sound
  float attack = 0.002f;    // seconds of linear rise; a ramp from zero avoids a click
  float decay = 0.0f;       // exponential decay rate in 1/s after the attack; 0 holds the level
};

struct SoundRecipe {
  std::vector<SoundLayer> layers;
  // The loudest sample as a fraction of full scale: the mix is normalised to
  // it, which both sets how loud the effect is against the others and leaves
  // headroom so that several voices playing at once do not clip as badly.
  float peak = 0.5f;
};

// Seconds of fade at the end of every layer, so no layer stops with a click.
inline constexpr float kLayerRelease = 0.004f;

SoundRecipe soundRecipe(SoundId id);

// Samples from the start of the sound to the end of its last layer.
size_t recipeLength(const SoundRecipe& recipe);

// The layers summed as floats, before normalisation.
std::vector<float> renderRecipe(const SoundRecipe& recipe, uint64_t seed);

// Scales `mix` so its loudest sample reaches `peak` (0..1) of full scale and
// converts to 16 bits, saturating rather than wrapping. Silence stays silent.
std::vector<int16_t> toPcm16(std::span<const float> mix, float peak);

// The finished effect: 16-bit mono at kSampleRate.
std::vector<int16_t> synthesize(SoundId id, uint64_t seed = kDefaultSoundSeed);

}  // namespace td
