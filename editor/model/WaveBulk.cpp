#include "editor/model/WaveBulk.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "engine/core/MessageMark.h"

namespace td::editor {
namespace {

// `value` times 1 + percent / 100, rounded, within [least, int32 max]: a count of a billion grown by 10 % stays a
// number a file holds rather than wrapping round.
int32_t scaled(int32_t value, int32_t percent, int32_t least) {
  const double v = std::round(static_cast<double>(value) * (100.0 + static_cast<double>(percent)) / 100.0);
  const double most = static_cast<double>(std::numeric_limits<int32_t>::max());
  return static_cast<int32_t>(std::clamp(v, static_cast<double>(least), most));
}

Phrase noWave(size_t wave) { return phrase(N_("there is no wave {0}"), wave + 1); }

EditResult checkFrom(const EditorDoc& doc, size_t fromWave, int32_t percent) {
  if (fromWave >= doc.level().waves.size()) return EditResult::refuse(noWave(fromWave));
  // xgettext:no-c-format
  if (percent <= -100) return EditResult::refuse(phrase(N_("a change of -100 % or less would leave nothing")));
  return EditResult::unchanged();
}

// The change with its sign and unit, "+10 %" or "-20 %", for a label's place.
std::string percentText(int32_t percent) { return (percent >= 0 ? "+" : "") + std::to_string(percent) + " %"; }

// Applies `change` to every wave from `fromWave` on as one undo step named by `label`, a pattern whose {0} is the
// percentage and {1} the first wave's number; `change` says whether it changed anything, so a change that
// changes nothing leaves no step. 0 % is no change even where rounding would tidy a value (an interval of
// 0.333 s), which the designer did not ask for.
template <typename Change>
EditResult scaleFrom(EditorDoc& doc, size_t fromWave, int32_t percent, const char* label, Change change) {
  if (EditResult r = checkFrom(doc, fromWave, percent); r.refused()) return r;
  if (percent == 0) return EditResult::unchanged();
  return doc.editSettings(phrase(label, percentText(percent), fromWave + 1), [&](LevelDef& level) {
    bool changed = false;
    for (size_t w = fromWave; w < level.waves.size(); ++w) changed = change(level.waves[w]) || changed;
    return changed ? EditResult::done() : EditResult::unchanged();
  });
}

}  // namespace

EditResult scaleCountsFrom(EditorDoc& doc, size_t fromWave, int32_t percent) {
  // TRANSLATORS: an undo step's name, as in "Undo {0}": the groups' counts from wave {1} on changed by {0}, a signed
  // percentage ("+10 %", "-20 %").
  return scaleFrom(doc, fromWave, percent, N_("Counts {0} from wave {1}"), [percent](WaveDef& wave) {
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
  // TRANSLATORS: an undo step's name, as in "Undo {0}": the waves' bonuses from wave {1} on changed by {0}, a signed
  // percentage ("+10 %", "-20 %").
  return scaleFrom(doc, fromWave, percent, N_("Bonuses {0} from wave {1}"), [percent](WaveDef& wave) {
    const int32_t now = scaled(wave.bonus, percent, 0);
    const bool changed = now != wave.bonus;
    wave.bonus = now;
    return changed;
  });
}

EditResult scaleIntervalsFrom(EditorDoc& doc, size_t fromWave, int32_t percent) {
  // TRANSLATORS: an undo step's name, as in "Undo {0}": the groups' intervals from wave {1} on changed by {0}, a signed
  // percentage ("+10 %", "-20 %").
  return scaleFrom(doc, fromWave, percent, N_("Intervals {0} from wave {1}"), [percent](WaveDef& wave) {
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
  if (wave >= level.waves.size()) return EditResult::refuse(noWave(wave));
  if (group >= level.waves[wave].groups.size()) {
    // TRANSLATORS: {0} is a wave's number, {1} the number of a group of enemies within it.
    return EditResult::refuse(phrase(N_("wave {0} has no group {1}"), wave + 1, group + 1));
  }
  if (first > last || last >= level.waves.size()) {
    // TRANSLATORS: {0} and {1} are the numbers of the first and the last wave of a range.
    return EditResult::refuse(phrase(N_("waves {0} to {1} are not all in the level"), first + 1, last + 1));
  }
  const WaveGroupDef copy = level.waves[wave].groups[group];
  // TRANSLATORS: an undo step's name, as in "Undo {0}": {0} is a group's number, {1} its wave's, {2} and {3} the
  // first and the last wave it was copied to.
  const char* label = N_("Copy group {0} of wave {1} to waves {2}-{3}");
  return doc.editSettings(phrase(label, group + 1, wave + 1, first + 1, last + 1), [&](LevelDef& l) {
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
