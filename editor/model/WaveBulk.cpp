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

}  // namespace

EditResult scaleCountsFrom(EditorDoc& doc, size_t fromWave, int32_t percent) {
  if (EditResult r = checkFrom(doc, fromWave, percent); r.refused()) return r;
  const std::string label = "Counts " + percentText(percent) + " from wave " + std::to_string(fromWave + 1);
  return doc.editSettings(label, [&](LevelDef& level) {
    bool changed = false;
    for (size_t w = fromWave; w < level.waves.size(); ++w) {
      for (WaveGroupDef& g : level.waves[w].groups) {
        const int32_t now = scaled(g.count, percent, 1);
        changed = changed || now != g.count;
        g.count = now;
      }
    }
    return changed ? EditResult::done() : EditResult::unchanged();
  });
}

EditResult scaleBonusesFrom(EditorDoc& doc, size_t fromWave, int32_t percent) {
  if (EditResult r = checkFrom(doc, fromWave, percent); r.refused()) return r;
  const std::string label = "Bonuses " + percentText(percent) + " from wave " + std::to_string(fromWave + 1);
  return doc.editSettings(label, [&](LevelDef& level) {
    bool changed = false;
    for (size_t w = fromWave; w < level.waves.size(); ++w) {
      const int32_t now = scaled(level.waves[w].bonus, percent, 0);
      changed = changed || now != level.waves[w].bonus;
      level.waves[w].bonus = now;
    }
    return changed ? EditResult::done() : EditResult::unchanged();
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
