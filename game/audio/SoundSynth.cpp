#include "game/audio/SoundSynth.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/core/Random.h"

namespace td {
namespace {

constexpr double kTwoPi = 2.0 * std::numbers::pi;

// Musical notes used by the jingles (Hz, equal temperament).
constexpr float kC5 = 523.25f;
constexpr float kE5 = 659.26f;
constexpr float kG5 = 783.99f;
constexpr float kC6 = 1046.5f;
constexpr float kE6 = 1318.5f;
constexpr float kG6 = 1568.0f;
constexpr float kC7 = 2093.0f;

SoundLayer tone(Waveform wave, float start, float duration, float freqFrom, float freqTo, float gain, float decay,
                float attack = 0.002f) {
  return SoundLayer{wave, start, duration, freqFrom, freqTo, gain, attack, decay};
}

SoundLayer note(Waveform wave, float start, float duration, float freq, float gain, float decay) {
  return tone(wave, start, duration, freq, freq, gain, decay);
}

size_t toSamples(float seconds) {
  return seconds <= 0.0f ? 0 : static_cast<size_t>(std::lround(static_cast<double>(seconds) * kSampleRate));
}

// Linear attack, exponential decay, linear release into the layer's end.
double envelope(const SoundLayer& layer, double t) {
  const double duration = layer.duration;
  const double attack = std::min<double>(layer.attack, duration * 0.5);
  double level = 1.0;
  if (attack > 0.0 && t < attack) {
    level = t / attack;
  } else if (layer.decay > 0.0f) {
    level = std::exp(-static_cast<double>(layer.decay) * (t - attack));
  }
  const double release = std::min<double>(kLayerRelease, duration * 0.5);
  const double left = duration - t;
  if (release > 0.0 && left < release) level *= std::max(0.0, left / release);
  return level;
}

double oscillator(Waveform wave, double phase) {
  switch (wave) {
    case Waveform::Sine:
      return std::sin(kTwoPi * phase);
    case Waveform::Triangle:
      return 4.0 * std::abs(phase - 0.5) - 1.0;
    case Waveform::Square:
      return phase < 0.5 ? 1.0 : -1.0;
    case Waveform::Saw:
      return 2.0 * phase - 1.0;
    case Waveform::Noise:
    case Waveform::Crackle:
      break;
  }
  return 0.0;
}

// Adds one layer into `mix`. Each layer has its own random stream, so adding
// a layer to a recipe does not change the noise of the others.
void renderLayer(const SoundLayer& layer, Random& random, std::vector<float>& mix) {
  const size_t first = toSamples(layer.start);
  const size_t count = toSamples(layer.duration);
  if (count == 0) return;
  const double from = std::max(1.0f, layer.freqFrom);
  const double to = std::max(1.0f, layer.freqTo);
  const double ratio = to / from;
  double phase = 0.0;
  double filtered = 0.0;  // Noise: the low-pass state
  double spark = 0.0;     // Crackle: the current spark
  for (size_t i = 0; i < count && first + i < mix.size(); ++i) {
    const double t = static_cast<double>(i) / kSampleRate;
    const double freq = ratio == 1.0 ? from : from * std::pow(ratio, t / layer.duration);
    double value = 0.0;
    switch (layer.wave) {
      case Waveform::Noise: {
        const double white = 2.0 * random.unit() - 1.0;
        const double alpha = 1.0 - std::exp(-kTwoPi * freq / kSampleRate);
        filtered += alpha * (white - filtered);
        value = filtered;
        break;
      }
      case Waveform::Crackle: {
        if (random.unit() < freq / kSampleRate) {
          spark = 2.0 * random.unit() - 1.0;
        } else {
          spark *= 0.94;
        }
        value = spark;
        break;
      }
      default:
        value = oscillator(layer.wave, phase);
        phase += freq / kSampleRate;
        phase -= std::floor(phase);
        break;
    }
    mix[first + i] += static_cast<float>(value * layer.gain * envelope(layer, t));
  }
}

}  // namespace

SoundRecipe soundRecipe(SoundId id) {
  using W = Waveform;
  switch (id) {
    case SoundId::ShootArrow:  // a plucked string dropping in pitch, with the click of release
      return {{tone(W::Triangle, 0.0f, 0.16f, 420.0f, 300.0f, 0.8f, 22.0f),
               tone(W::Noise, 0.0f, 0.03f, 5000.0f, 2000.0f, 0.9f, 60.0f, 0.0005f)},
              0.45f};
    case SoundId::ShootCannon:  // a falling sine under a muffled noise blast
      return {{tone(W::Sine, 0.0f, 0.40f, 120.0f, 38.0f, 1.0f, 9.0f),
               tone(W::Noise, 0.0f, 0.30f, 900.0f, 120.0f, 2.5f, 12.0f)},
              0.7f};
    case SoundId::ShootFrost:  // three bell partials entering one after another
      return {{note(W::Sine, 0.00f, 0.55f, 1568.0f, 0.6f, 7.0f), note(W::Sine, 0.03f, 0.50f, 2349.3f, 0.45f, 8.0f),
               note(W::Sine, 0.06f, 0.40f, 3136.0f, 0.3f, 10.0f)},
              0.35f};
    case SoundId::ShootLightning:  // sparks over a low mains-like buzz
      return {{tone(W::Crackle, 0.0f, 0.32f, 900.0f, 300.0f, 1.0f, 6.0f),
               tone(W::Saw, 0.0f, 0.25f, 95.0f, 70.0f, 0.35f, 10.0f),
               tone(W::Noise, 0.0f, 0.08f, 8000.0f, 3000.0f, 0.6f, 30.0f, 0.0005f)},
              0.45f};
    case SoundId::Hit:
      return {{tone(W::Noise, 0.0f, 0.07f, 2500.0f, 800.0f, 1.2f, 40.0f, 0.0005f),
               tone(W::Sine, 0.0f, 0.09f, 260.0f, 140.0f, 0.7f, 30.0f)},
              0.35f};
    case SoundId::Burst:
      return {{tone(W::Noise, 0.0f, 0.60f, 1400.0f, 120.0f, 2.0f, 6.0f, 0.003f),
               tone(W::Sine, 0.0f, 0.45f, 75.0f, 32.0f, 0.8f, 8.0f)},
              0.65f};
    case SoundId::Death:  // a quick downward zap
      return {{tone(W::Square, 0.0f, 0.28f, 520.0f, 130.0f, 0.45f, 8.0f),
               tone(W::Noise, 0.0f, 0.12f, 3000.0f, 600.0f, 0.6f, 25.0f)},
              0.4f};
    case SoundId::Leak:  // two falling square notes: something went wrong
      return {{note(W::Square, 0.00f, 0.20f, 330.0f, 0.5f, 3.0f), note(W::Square, 0.22f, 0.28f, 233.1f, 0.5f, 3.0f)},
              0.5f};
    case SoundId::Build:  // a thud, then two rising notes
      return {
          {tone(W::Noise, 0.0f, 0.10f, 600.0f, 200.0f, 2.0f, 30.0f),
           note(W::Triangle, 0.04f, 0.10f, 392.0f, 0.6f, 10.0f), note(W::Triangle, 0.13f, 0.15f, 587.3f, 0.6f, 10.0f)},
          0.5f};
    case SoundId::Upgrade:  // a rising major arpeggio
      return {{note(W::Triangle, 0.00f, 0.10f, kC5, 0.6f, 8.0f), note(W::Triangle, 0.10f, 0.10f, kE5, 0.6f, 8.0f),
               note(W::Triangle, 0.20f, 0.16f, kG5, 0.6f, 8.0f)},
              0.5f};
    case SoundId::Specialise:
      // More than an upgrade, and heard as such: the arpeggio climbs on an octave higher and lands on a held major
      // chord, a bell partial shimmering over it and the root an octave below, about twice the upgrade's length.
      return {{note(W::Triangle, 0.00f, 0.10f, kG5, 0.5f, 8.0f), note(W::Triangle, 0.08f, 0.10f, kC6, 0.5f, 8.0f),
               note(W::Triangle, 0.16f, 0.70f, kC6, 0.5f, 3.5f), note(W::Triangle, 0.16f, 0.70f, kE6, 0.45f, 3.5f),
               note(W::Sine, 0.16f, 0.70f, kG6, 0.4f, 3.5f), note(W::Sine, 0.20f, 0.60f, kC7, 0.15f, 5.0f),
               note(W::Square, 0.16f, 0.60f, kC5, 0.1f, 3.0f)},
              0.55f};
    case SoundId::Sell:  // a coin: a short note and a longer one a fourth higher
      return {{note(W::Square, 0.00f, 0.08f, 987.8f, 0.4f, 5.0f), note(W::Square, 0.08f, 0.24f, 1318.5f, 0.4f, 9.0f)},
              0.4f};
    case SoundId::WaveStart:  // a horn call over a low drone
      return {{tone(W::Saw, 0.0f, 0.35f, 220.0f, 220.0f, 0.5f, 2.0f, 0.04f),
               tone(W::Saw, 0.3f, 0.50f, 330.0f, 330.0f, 0.5f, 3.0f, 0.04f),
               tone(W::Sine, 0.0f, 0.80f, 110.0f, 110.0f, 0.4f, 2.0f, 0.05f)},
              0.55f};
    case SoundId::Win:
      return {{note(W::Triangle, 0.00f, 0.30f, kC5, 0.6f, 3.0f), note(W::Triangle, 0.15f, 0.30f, kE5, 0.6f, 3.0f),
               note(W::Triangle, 0.30f, 0.30f, kG5, 0.6f, 3.0f), note(W::Triangle, 0.45f, 0.85f, kC6, 0.7f, 2.5f),
               note(W::Square, 0.45f, 0.85f, kC5, 0.15f, 2.5f)},
              0.6f};
    case SoundId::Lose:  // three sagging notes over a low hum
      return {{tone(W::Saw, 0.00f, 0.35f, 392.0f, 370.0f, 0.5f, 2.0f),
               tone(W::Saw, 0.35f, 0.35f, 349.2f, 330.0f, 0.5f, 2.0f),
               tone(W::Saw, 0.70f, 0.60f, 311.1f, 233.1f, 0.5f, 2.0f),
               tone(W::Sine, 0.00f, 1.30f, 98.0f, 98.0f, 0.4f, 1.5f, 0.05f)},
              0.6f};
    case SoundId::Click:
      return {{tone(W::Sine, 0.0f, 0.035f, 1900.0f, 1500.0f, 1.0f, 80.0f, 0.0005f),
               tone(W::Noise, 0.0f, 0.010f, 6000.0f, 6000.0f, 0.3f, 200.0f, 0.0005f)},
              0.3f};
    case SoundId::Refused:  // two pulses of a rough, beating buzz
      return {{note(W::Saw, 0.00f, 0.12f, 120.0f, 0.5f, 2.0f), note(W::Square, 0.00f, 0.12f, 127.0f, 0.35f, 2.0f),
               note(W::Saw, 0.16f, 0.12f, 120.0f, 0.5f, 2.0f), note(W::Square, 0.16f, 0.12f, 127.0f, 0.35f, 2.0f)},
              0.4f};
    case SoundId::Sword:  // steel on steel: inharmonic partials that ring briefly over a scrape
      return {{note(W::Sine, 0.0f, 0.22f, 1830.0f, 0.5f, 18.0f), note(W::Sine, 0.0f, 0.18f, 2710.0f, 0.35f, 22.0f),
               note(W::Sine, 0.0f, 0.14f, 4190.0f, 0.2f, 28.0f),
               tone(W::Noise, 0.0f, 0.05f, 7000.0f, 3000.0f, 0.8f, 70.0f, 0.0005f)},
              0.35f};
    case SoundId::HeroDown:  // a low, falling groan and a thud
      return {{tone(W::Triangle, 0.0f, 0.70f, 220.0f, 98.0f, 0.6f, 3.0f, 0.01f),
               tone(W::Triangle, 0.0f, 0.70f, 277.2f, 123.5f, 0.35f, 3.0f, 0.01f),
               tone(W::Noise, 0.45f, 0.20f, 500.0f, 150.0f, 1.5f, 18.0f)},
              0.55f};
    case SoundId::HeroBack:  // a bright fourth and octave rising, like a short call to arms
      return {{note(W::Square, 0.00f, 0.12f, 392.0f, 0.25f, 6.0f), note(W::Square, 0.12f, 0.12f, kC5, 0.25f, 6.0f),
               note(W::Triangle, 0.24f, 0.40f, 784.0f, 0.6f, 4.0f)},
              0.5f};
    case SoundId::HeroOrder:  // a quick upward two-note nod
      return {
          {note(W::Triangle, 0.00f, 0.06f, 660.0f, 0.6f, 20.0f), note(W::Triangle, 0.06f, 0.09f, 990.0f, 0.6f, 18.0f)},
          0.35f};
  }
  return {};
}

size_t recipeLength(const SoundRecipe& recipe) {
  size_t length = 0;
  for (const SoundLayer& layer : recipe.layers) {
    length = std::max(length, toSamples(layer.start) + toSamples(layer.duration));
  }
  return length;
}

std::vector<float> renderRecipe(const SoundRecipe& recipe, uint64_t seed) {
  std::vector<float> mix(recipeLength(recipe), 0.0f);
  for (size_t k = 0; k < recipe.layers.size(); ++k) {
    Random random(seed + 0x9E3779B97F4A7C15ull * (k + 1));
    renderLayer(recipe.layers[k], random, mix);
  }
  return mix;
}

std::vector<int16_t> toPcm16(std::span<const float> mix, float peak) {
  float loudest = 0.0f;
  for (const float v : mix) {
    if (std::isfinite(v)) loudest = std::max(loudest, std::abs(v));
  }
  std::vector<int16_t> out(mix.size(), 0);
  if (loudest <= 0.0f) return out;
  const double scale = std::clamp(static_cast<double>(peak), 0.0, 1.0) * 32767.0 / loudest;
  for (size_t i = 0; i < mix.size(); ++i) {
    if (!std::isfinite(mix[i])) continue;
    const double v = std::clamp(std::round(mix[i] * scale), -32767.0, 32767.0);
    out[i] = static_cast<int16_t>(v);
  }
  return out;
}

std::vector<int16_t> synthesize(SoundId id, uint64_t seed) {
  const SoundRecipe recipe = soundRecipe(id);
  const std::vector<float> mix = renderRecipe(recipe, seed);
  return toPcm16(mix, recipe.peak);
}

}  // namespace td
