#include "editor/model/WaveSchedule.h"

#include <algorithm>
#include <cmath>

#include "engine/sim/SimStep.h"

namespace td::editor {
namespace {

// A value a designer may have typed wrong (negative, not a number) counts as nothing, so the timeline of an
// unfinished level still draws; validation names the value.
float sane(float seconds) { return std::isfinite(seconds) && seconds > 0.f ? seconds : 0.f; }

}  // namespace

std::vector<GroupSpan> WaveSchedule::groupsOf(size_t wave) const {
  std::vector<GroupSpan> out;
  for (const GroupSpan& g : groups) {
    if (g.wave == wave) out.push_back(g);
  }
  return out;
}

WaveSchedule waveSchedule(const LevelDef& level) {
  WaveSchedule s;
  float start = sane(level.firstWaveDelay);
  for (size_t w = 0; w < level.waves.size(); ++w) {
    WaveSpan span;
    span.start = start;
    for (size_t g = 0; g < level.waves[w].groups.size(); ++g) {
      const WaveGroupDef& def = level.waves[w].groups[g];
      if (def.count <= 0) continue;  // the game sends nothing for it, and the wave does not wait for it
      GroupSpan group;
      group.wave = w;
      group.group = g;
      group.spawn = def.spawn;
      group.first = sane(def.delay);
      // As engine/sim/WaveSystem.cpp does: at most one enemy a step however short the interval.
      group.last = group.first + static_cast<float>(def.count - 1) * std::max(sane(def.interval), kSimStep);
      span.length = std::max(span.length, group.last);
      s.groups.push_back(group);
    }
    s.waves.push_back(span);
    start += span.length + sane(level.waveBreak);
  }
  return s;
}

}  // namespace td::editor
