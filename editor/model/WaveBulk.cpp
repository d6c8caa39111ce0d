#include "editor/model/WaveBulk.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace td::editor {
namespace {

// `value` times 1 + percent / 100, rounded, within [least, int32 max]: a count of a billion grown by 10 % stays a
// number a file holds rather than wrapping round.
int32_t scaled(int32_t value, int32_t percent, int32_t least) {
  const double v = std::round(static_cast<double>(value) * (100.0 + static_cast<double>(percent)) / 100.0);
  const double most = static_cast<double>(std::numeric_limits<int32_t>::max());
  return static_cast<int32_t>(std::clamp(v, static_cast<double>(least), most));
}

EditResult checkFrom(const EditorDoc& doc, size_t fromWave, int32_t percent) {
  if (fromWave >= doc.level().waves.size())
    return EditResult::refuse("there is no wave " + std::to_string(fromWave + 1));
  if (percent <= -100) return EditResult::refuse("a change of -100 % or less would leave nothing");
  return EditResult::unchanged();
}

std::string percentText(int32_t percent) { return (percent >= 0 ? "+" : "") + std::to_string(percent) + " %"; }

// Applies `change` to every wave from `fromWave` on as one undo step named `what` and the percentage; `change`
// says whether it changed anything, so a change that changes nothing leaves no step. 0 % is no change even where
// rounding would tidy a value (an interval of 0.333 s), which the designer did not ask for.
template <typename Change>
EditResult scaleFrom(EditorDoc& doc, size_t fromWave, int32_t percent, const char* what, Change change) {
  if (EditResult r = checkFrom(doc, fromWave, percent); r.refused()) return r;
  if (percent == 0) return EditResult::unchanged();
  const std::string label =
      std::string(what) + " " + percentText(percent) + " from wave " + std::to_string(fromWave + 1);
  return doc.editSettings(label, [&](LevelDef& level) {
    bool changed = false;
    for (size_t w = fromWave; w < level.waves.size(); ++w) changed = change(level.waves[w]) || changed;
    return changed ? EditResult::done() : EditResult::unchanged();
  });
}

}  // namespace

EditResult scaleCountsFrom(EditorDoc& doc, size_t fromWave, int32_t percent) {
  return scaleFrom(doc, fromWave, percent, "Counts", [percent](WaveDef& wave) {
    bool changed = false;
    for (WaveGroupDef& g : wave.groups) {
      const int32_t now = scaled(g.count, percent, 1);
      changed = changed || now != g.count;
      g.count = now;
    }
    return changed;
  });
}

EditResult scaleBonusesFrom(EditorDoc& doc, size_t fromWave, int32_t percent) {
  return scaleFrom(doc, fromWave, percent, "Bonuses", [percent](WaveDef& wave) {
    const int32_t now = scaled(wave.bonus, percent, 0);
    const bool changed = now != wave.bonus;
    wave.bonus = now;
    return changed;
  });
}

EditResult scaleIntervalsFrom(EditorDoc& doc, size_t fromWave, int32_t percent) {
  return scaleFrom(doc, fromWave, percent, "Intervals", [percent](WaveDef& wave) {
    bool changed = false;
    for (WaveGroupDef& g : wave.groups) {
      if (!(g.interval > 0.f) || !std::isfinite(g.interval)) continue;
      const double hundredths = std::round(static_cast<double>(g.interval) * (100.0 + percent));
      const auto now = static_cast<float>(std::max(hundredths, 1.0) / 100.0);
      changed = changed || now != g.interval;
      g.interval = now;
    }
    return changed;
  });
}

EditResult copyGroupToWaves(EditorDoc& doc, size_t wave, size_t group, size_t first, size_t last) {
  const LevelDef& level = doc.level();
  if (wave >= level.waves.size()) return EditResult::refuse("there is no wave " + std::to_string(wave + 1));
  if (group >= level.waves[wave].groups.size()) {
    return EditResult::refuse("wave " + std::to_string(wave + 1) + " has no group " + std::to_string(group + 1));
  }
  if (first > last || last >= level.waves.size()) {
    return EditResult::refuse("waves " + std::to_string(first + 1) + " to " + std::to_string(last + 1) +
                              " are not all in the level");
  }
  const WaveGroupDef copy = level.waves[wave].groups[group];
  const std::string label = "Copy group " + std::to_string(group + 1) + " of wave " + std::to_string(wave + 1) +
                            " to waves " + std::to_string(first + 1) + "-" + std::to_string(last + 1);
  return doc.editSettings(label, [&](LevelDef& l) {
    bool changed = false;
    for (size_t w = first; w <= last; ++w) {
      if (w == wave) continue;
      l.waves[w].groups.push_back(copy);
      changed = true;
    }
    return changed ? EditResult::done() : EditResult::unchanged();
  });
}

}  // namespace td::editor
