#include "editor/model/WaveSchedule.h"

#include <algorithm>
#include <cmath>

#include "engine/sim/SimStep.h"

namespace td::editor {
namespace {

// A value a designer may have typed wrong (negative, not a number) counts as nothing, so the timeline of an
// unfinished level still draws; validation names the value.
float sane(float seconds) { return std::isfinite(seconds) && seconds > 0.f ? seconds : 0.f; }

// Gives each group of one wave the first line of its spawn's row that is free by the time it starts, taking the
// groups by their start: the fewest lines that keep overlapping groups apart.
void assignLanes(std::vector<GroupSpan>& wave) {
  std::vector<GroupSpan*> order;
  order.reserve(wave.size());
  for (GroupSpan& g : wave) order.push_back(&g);
  std::stable_sort(order.begin(), order.end(), [](const GroupSpan* a, const GroupSpan* b) {
    return a->spawn != b->spawn ? a->spawn < b->spawn : a->first < b->first;
  });
  std::vector<float> laneEnds;  // of the spawn being laid out
  for (size_t i = 0; i < order.size(); ++i) {
    if (i == 0 || order[i]->spawn != order[i - 1]->spawn) laneEnds.clear();
    GroupSpan& g = *order[i];
    // Strictly after: a group whose first enemy leaves with another's last would overlap it.
    const auto free = std::find_if(laneEnds.begin(), laneEnds.end(), [&](float end) { return g.first > end; });
    g.lane = static_cast<size_t>(free - laneEnds.begin());
    if (free == laneEnds.end()) {
      laneEnds.push_back(g.last);
    } else {
      *free = g.last;
    }
  }
}

}  // namespace

size_t WaveSchedule::lanes(size_t wave, int32_t spawn) const {
  size_t n = 1;
  for (const GroupSpan& g : groups) {
    if (g.wave == wave && g.spawn == spawn) n = std::max(n, g.lane + 1);
  }
  return n;
}

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
    std::vector<GroupSpan> wave;
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
      wave.push_back(group);
    }
    assignLanes(wave);
    s.groups.insert(s.groups.end(), wave.begin(), wave.end());
    s.waves.push_back(span);
    start += span.length + sane(level.waveBreak);
  }
  return s;
}

}  // namespace td::editor
