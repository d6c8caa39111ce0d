#include "game/audio/MusicSynth.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <span>

namespace td {
namespace {

// MIDI note numbers: 57 is the A below middle C.
float hertz(int note) { return 440.0f * std::exp2(static_cast<float>(note - 69) / 12.0f); }

struct Chord {
  int root;      // bass note
  int tones[3];  // pad and arpeggio notes, voiced close together so the pad barely moves
};

constexpr Chord kAm{45, {57, 60, 64}};
constexpr Chord kF{41, {57, 60, 65}};
constexpr Chord kC{48, {55, 60, 64}};
constexpr Chord kG{43, {55, 59, 62}};
constexpr Chord kDm{50, {57, 62, 65}};
constexpr Chord kEm{40, {55, 59, 64}};
constexpr Chord kE{40, {56, 59, 64}};  // the major dominant: its G sharp leads home to A

// One chord a bar. The first is the theme (i - VI - III - VII); the others
// move differently so that sections are told apart, each ending on a chord
// that leads back to A minor, where every one starts.
constexpr std::array<std::array<Chord, 8>, kProgressions> kProgressionTable{{
    {kAm, kF, kC, kG, kAm, kF, kC, kG},
    {kAm, kDm, kG, kC, kAm, kDm, kE, kE},
    {kAm, kF, kG, kEm, kF, kG, kAm, kE},
    {kAm, kC, kG, kF, kAm, kC, kG, kG},
    {kAm, kEm, kF, kC, kDm, kAm, kF, kE},
    {kAm, kG, kF, kG, kAm, kG, kF, kE},
}};

// Which chord tone (0..2, 3 = the lowest an octave up, -1 = rest) each eighth
// of a bar plays.
constexpr std::array<std::array<int, 8>, kPatterns> kPatternTable{{
    {0, 1, 2, 3, 2, 1, 2, 1},
    {0, 1, 2, 3, 0, 1, 2, 3},
    {3, 2, 1, 0, 1, 2, 1, 2},
    {0, -1, 2, -1, 1, -1, 3, -1},
    {0, 2, -1, 1, 3, -1, 2, -1},
}};

// The tune's notes: A minor pentatonic over an octave and a half.
constexpr std::array<int, 8> kTuneScale{69, 72, 74, 76, 79, 81, 84, 86};

// Adds a note to `mix`. `shape` gives the level (0..1) at t seconds into the
// note; `partials` adds overtones at whole multiples of the pitch with the
// given gains. The note must end within `mix`.
template <typename Shape>
void addNote(std::vector<float>& mix, uint32_t rate, double start, float seconds, float freq, float gain,
             std::span<const float> partials, Shape shape) {
  const auto first = static_cast<size_t>(std::llround(start * rate));
  const size_t count = std::min(static_cast<size_t>(seconds * static_cast<float>(rate)), mix.size() - first);
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
    mix[first + i] += gain * shape(t) * static_cast<float>(v);
  }
}

// A linear rise, then a fall that reaches zero at `length`: no clicks.
float swell(float t, float rise, float length) {
  if (t < rise) return t / rise;
  return std::max(0.0f, 1.0f - (t - rise) / (length - rise));
}

constexpr float kPad[] = {1.0f, 0.25f, 0.08f};
constexpr float kBass[] = {1.0f, 0.35f, 0.1f};
constexpr float kBell[] = {1.0f, 0.0f, 0.22f, 0.0f, 0.06f};
constexpr float kFlute[] = {1.0f, 0.12f, 0.04f};

// Raw mix to full scale: the fullest sections peak at about nine tenths of
// the plan's peak through the limiter, about as loud as when each pass was
// normalised on its own.
constexpr float kMixGain = 1.3f;

// A bar's tune: a note on beat one, and on beat three or held through it.
void addTune(std::vector<float>& mix, uint32_t rate, double at, double beat, const Chord& chord, Random& random) {
  const bool held = random.below(3) == 0;
  for (int half = 0; half < (held ? 1 : 2); ++half) {
    // Mostly a chord tone an octave up, sometimes a step of the scale beside it.
    int note = chord.tones[random.below(3)] + 12;
    if (random.below(3) == 0) {
      const auto* near = std::lower_bound(kTuneScale.begin(), kTuneScale.end(), note);
      if (near != kTuneScale.end() && near + 1 != kTuneScale.end()) note = *(near + 1);
    }
    const auto len = static_cast<float>(beat * (held ? 3.8 : 2.2));
    addNote(mix, rate, at + beat * 2.0 * half, len, hertz(note), 0.09f, kFlute,
            [len](float t) { return swell(t, 0.12f, len); });
  }
}

}  // namespace

size_t musicLength(const MusicPlan& plan) {
  const double seconds = static_cast<double>(plan.bars) * 4.0 * 60.0 / static_cast<double>(plan.tempo);
  return static_cast<size_t>(std::llround(seconds * plan.sampleRate));
}

std::vector<int16_t> MusicSynth::render(const MusicSection& section) {
  const size_t length = musicLength(plan_);
  if (length == 0) return {};
  const uint32_t rate = plan_.sampleRate;
  const double beat = 60.0 / static_cast<double>(plan_.tempo);
  const double bar = 4.0 * beat;
  // Room past the end for the longest note begun in the last bar to ring out.
  std::vector<float> mix(length + static_cast<size_t>(std::ceil(bar * rate)), 0.0f);
  std::copy(carry_.begin(), carry_.end(), mix.begin());
  Random tune(section.motif);

  const auto& chords = kProgressionTable[section.progression % kProgressions];
  const auto& pattern = kPatternTable[section.pattern % kPatterns];
  for (int32_t b = 0; b < plan_.bars; ++b) {
    const Chord& chord = chords[static_cast<size_t>(b) % chords.size()];
    const double at = static_cast<double>(b) * bar;
    // The pad swells in and overlaps the next bar a little, so chords blend;
    // softer in a breath.
    const auto padLength = static_cast<float>(bar * 1.3);
    for (const int note : chord.tones) {
      addNote(mix, rate, at, padLength, hertz(note), section.sparse ? 0.075f : 0.10f, kPad,
              [padLength](float t) { return swell(t, 0.8f, padLength); });
    }
    if (!section.sparse) {
      // Bass on beats one and three, plucked and fading.
      for (int beatIndex : {0, 2}) {
        const auto len = static_cast<float>(beat * 2.0);
        addNote(mix, rate, at + beat * beatIndex, len, hertz(chord.root), beatIndex == 0 ? 0.30f : 0.2f, kBass,
                [len](float t) { return std::min(1.0f, t / 0.01f) * std::exp(-2.2f * t) * swell(t, 0.0f, len); });
      }
    }
    // Bells in eighths, quieter on the off-beats; the last bar of every four
    // rests on its first notes to let the phrase breathe. A sparse section
    // rings only the first bell of each half bar, softly.
    const int eighths = b % 4 == 3 ? 4 : 8;
    for (int e = 0; e < eighths; ++e) {
      const int which =
          section.sparse ? (e % 4 == 0 ? pattern[static_cast<size_t>(e)] : -1) : pattern[static_cast<size_t>(e)];
      if (which < 0) continue;
      const int note = which == 3 ? chord.tones[0] + 12 : chord.tones[which] + 12;
      const auto len = static_cast<float>(beat * 1.5);
      const float gain = (e % 2 == 0 ? 0.12f : 0.08f) * (section.sparse ? 0.7f : 1.0f);
      addNote(mix, rate, at + beat * 0.5 * e, len, hertz(note), gain, kBell,
              [len](float t) { return std::min(1.0f, t / 0.004f) * std::exp(-4.0f * t) * swell(t, 0.0f, len); });
    }
    if (section.lead) addTune(mix, rate, at, beat, chord, tune);
  }

  carry_.assign(mix.begin() + static_cast<std::ptrdiff_t>(length), mix.end());
  const float peak = std::clamp(plan_.peak, 0.0f, 1.0f);
  std::vector<int16_t> out(length, 0);
  if (peak <= 0.0f) return out;
  for (size_t i = 0; i < length; ++i) {
    const double v = peak * std::tanh(kMixGain * mix[i] / peak);
    out[i] = static_cast<int16_t>(std::lround(v * 32767.0));
  }
  return out;
}

}  // namespace td
