#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "game/audio/MusicScore.h"

namespace td {

// The background music, made in code like the effects: calm sections in A
// minor of a soft pad, a plucked bass, a bell-like arpeggio and now and then
// a slow tune, one section after another as MusicScore orders them. A pure
// function of the sections asked for: the same samples on every machine.
struct MusicPlan {
  float tempo = 72.0f;  // beats a minute
  int32_t bars = 8;     // of four beats, a section
  uint32_t sampleRate = 44100;
  float peak = 0.5f;  // loudest sample as a fraction of full scale; the music sits under the effects
};

// Samples in one section.
size_t musicLength(const MusicPlan& plan);

// Renders sections in order. Notes still ringing at a section's end are kept
// and sound on into the next, so the sections join without a seam. The level
// is fixed rather than normalised per section, through a soft limiter that
// never passes the plan's peak, so a quiet section stays quiet.
class MusicSynth {
 public:
  explicit MusicSynth(MusicPlan plan = {}) : plan_(plan) {}

  // 16-bit mono, musicLength(plan) samples.
  std::vector<int16_t> render(const MusicSection& section);

 private:
  MusicPlan plan_;
  std::vector<float> carry_;  // the ringing past the last section's end
};

}  // namespace td
