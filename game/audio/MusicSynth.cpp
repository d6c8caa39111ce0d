#include "game/audio/MusicSynth.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <span>

#include "game/audio/SoundSynth.h"

namespace td {
namespace {

// MIDI note numbers: 57 is the A below middle C.
float hertz(int note) { return 440.0f * std::exp2(static_cast<float>(note - 69) / 12.0f); }

struct Chord {
  int root;      // bass note
  int tones[3];  // pad and arpeggio notes
};

// i - VI - III - VII in A minor, voiced close together so the pad barely moves.
constexpr Chord kChords[4] = {
    {45, {57, 60, 64}},  // Am
    {41, {57, 60, 65}},  // F
    {48, {55, 60, 64}},  // C
    {43, {55, 59, 62}},  // G
};

// Which chord tone (0..2, 3 = the root an octave up) each eighth of a bar plays.
constexpr int kArpeggio[8] = {0, 1, 2, 3, 2, 1, 2, 1};

// Adds a note to `mix`, wrapping past the end back to the start. `shape`
// gives the level (0..1) at t seconds into the note; `partials` adds
// overtones at whole multiples of the pitch with the given gains.
template <typename Shape>
void addNote(std::vector<float>& mix, uint32_t rate, double start, float seconds, float freq, float gain,
             std::span<const float> partials, Shape shape) {
  const size_t n = mix.size();
  const auto first = static_cast<size_t>(std::llround(start * rate));
  const auto count = static_cast<size_t>(seconds * static_cast<float>(rate));
  // Each partial is a phasor turned by a fixed rotation per sample: a
  // multiply-add instead of a sine, exact enough in doubles for a few seconds.
  constexpr size_t kMaxPartials = 8;
  double re[kMaxPartials];
  double im[kMaxPartials];
  double turnRe[kMaxPartials];
  double turnIm[kMaxPartials];
  const size_t used = std::min(partials.size(), kMaxPartials);
  for (size_t p = 0; p < used; ++p) {
    const double step = 2.0 * std::numbers::pi * freq * static_cast<double>(p + 1) / rate;
    re[p] = 1.0;
    im[p] = 0.0;
    turnRe[p] = std::cos(step);
    turnIm[p] = std::sin(step);
  }
  for (size_t i = 0; i < count; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(rate);
    double v = 0.0;
    for (size_t p = 0; p < used; ++p) {
      v += partials[p] * im[p];
      const double r = re[p] * turnRe[p] - im[p] * turnIm[p];
      im[p] = re[p] * turnIm[p] + im[p] * turnRe[p];
      re[p] = r;
    }
    mix[(first + i) % n] += gain * shape(t) * static_cast<float>(v);
  }
}

// A linear rise, then a fall that reaches zero at `length`: no clicks.
float swell(float t, float rise, float length) {
  if (t < rise) return t / rise;
  return std::max(0.0f, 1.0f - (t - rise) / (length - rise));
}

}  // namespace

size_t musicLength(const MusicPlan& plan) {
  const double seconds = static_cast<double>(plan.bars) * 4.0 * 60.0 / static_cast<double>(plan.tempo);
  return static_cast<size_t>(std::llround(seconds * plan.sampleRate));
}

std::vector<int16_t> synthesizeMusic(const MusicPlan& plan) {
  const size_t length = musicLength(plan);
  if (length == 0) return {};
  std::vector<float> mix(length, 0.0f);
  const uint32_t rate = plan.sampleRate;
  const double beat = 60.0 / static_cast<double>(plan.tempo);
  const double bar = 4.0 * beat;
  static constexpr float kPad[] = {1.0f, 0.25f, 0.08f};
  static constexpr float kBass[] = {1.0f, 0.35f, 0.1f};
  static constexpr float kBell[] = {1.0f, 0.0f, 0.22f, 0.0f, 0.06f};

  for (int32_t b = 0; b < plan.bars; ++b) {
    const Chord& chord = kChords[b % 4];
    const double at = static_cast<double>(b) * bar;
    // The pad swells in and overlaps the next bar a little, so chords blend.
    const auto padLength = static_cast<float>(bar * 1.3);
    for (const int note : chord.tones) {
      addNote(mix, rate, at, padLength, hertz(note), 0.10f, kPad,
              [padLength](float t) { return swell(t, 0.8f, padLength); });
    }
    // Bass on beats one and three, plucked and fading.
    for (int beatIndex : {0, 2}) {
      const auto len = static_cast<float>(beat * 2.0);
      addNote(mix, rate, at + beat * beatIndex, len, hertz(chord.root), beatIndex == 0 ? 0.30f : 0.2f, kBass,
              [len](float t) { return std::min(1.0f, t / 0.01f) * std::exp(-2.2f * t) * swell(t, 0.0f, len); });
    }
    // A bell arpeggio in eighths, quieter on the off-beats; the last bar of
    // every four rests on its first notes to let the phrase breathe.
    const int eighths = b % 4 == 3 ? 4 : 8;
    for (int e = 0; e < eighths; ++e) {
      const int which = kArpeggio[e];
      const int note = which == 3 ? chord.tones[0] + 12 : chord.tones[which] + 12;
      const auto len = static_cast<float>(beat * 1.5);
      addNote(mix, rate, at + beat * 0.5 * e, len, hertz(note), e % 2 == 0 ? 0.12f : 0.08f, kBell,
              [len](float t) { return std::min(1.0f, t / 0.004f) * std::exp(-4.0f * t) * swell(t, 0.0f, len); });
    }
  }
  return toPcm16(mix, plan.peak);
}

}  // namespace td
