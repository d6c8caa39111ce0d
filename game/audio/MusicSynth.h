#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace td {

// The background music, made in code like the effects: a calm loop in A
// minor (Am, F, C, G, one chord a bar) of a soft pad, a plucked bass and a
// bell-like arpeggio. Notes that ring past the end of the loop are folded
// back onto its start, so the loop repeats without a seam. A pure function
// of its arguments: the same samples on every machine.
struct MusicPlan {
  float tempo = 72.0f;  // beats a minute
  int32_t bars = 8;     // of four beats
  uint32_t sampleRate = 44100;
  float peak = 0.5f;  // loudest sample as a fraction of full scale; the music sits under the effects
};

// Samples in one pass of the loop.
size_t musicLength(const MusicPlan& plan);

// 16-bit mono, musicLength(plan) samples, ready to loop.
std::vector<int16_t> synthesizeMusic(const MusicPlan& plan = {});

}  // namespace td
