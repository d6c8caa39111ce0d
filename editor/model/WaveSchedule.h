#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/level/LevelDef.h"

namespace td::editor {

// When a level's waves arrive, for the editor's timeline: each group from its first enemy to its last, in seconds
// from its wave's start, and each wave's start in seconds from the game's when every wave comes on its own (the
// first after firstWaveDelay, each next one waveBreak after the last enemy of the one before; a player who calls
// waves early brings them sooner). Nominal times: the game spaces a group's enemies by its interval give or take a
// tenth (engine/sim/WaveSystem.cpp), so the last one of a long group comes a little earlier or later. A group of no
// enemies sends nothing and has no span.
struct GroupSpan {
  size_t wave = 0;
  size_t group = 0;
  int32_t spawn = 0;
  float first = 0.f;  // seconds from the wave's start to the group's first enemy (its delay)
  float last = 0.f;   // ... to its last
  // Its line within its spawn's row of the timeline: groups of one spawn whose times overlap get lines of their own,
  // so neither hides the other; groups one after another share one.
  size_t lane = 0;
};

struct WaveSpan {
  float start = 0.f;   // seconds from the game's start
  float length = 0.f;  // from the wave's start to its last enemy out
};

struct WaveSchedule {
  std::vector<WaveSpan> waves;
  std::vector<GroupSpan> groups;  // wave by wave, groups in order

  // The spans of wave `wave`'s groups, in order.
  std::vector<GroupSpan> groupsOf(size_t wave) const;
  // How many lines spawn `spawn`'s row needs in wave `wave` (1 when it sends nothing, for an empty row).
  size_t lanes(size_t wave, int32_t spawn) const;
};

WaveSchedule waveSchedule(const LevelDef& level);

}  // namespace td::editor
