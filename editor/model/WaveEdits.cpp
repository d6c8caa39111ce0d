#include "editor/model/WaveEdits.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

#include "editor/model/MessageEdits.h"
#include "engine/core/MessageMark.h"

namespace td::editor {
namespace {

Phrase noWave(size_t wave) { return phrase(N_("there is no wave {0}"), wave + 1); }
Phrase noGroup(size_t wave, size_t group) {
  // TRANSLATORS: {0} is a wave's number, {1} the number of a group of enemies within it.
  return phrase(N_("wave {0} has no group {1}"), wave + 1, group + 1);
}

template <typename T>
void moveWithin(std::vector<T>& list, size_t from, size_t to) {
  T item = std::move(list[from]);
  list.erase(list.begin() + static_cast<std::ptrdiff_t>(from));
  list.insert(list.begin() + static_cast<std::ptrdiff_t>(to), std::move(item));
}

// Runs `change` on group (wave, group) as one settings edit.
template <typename Change>
EditResult editGroup(EditorDoc& doc, size_t wave, size_t group, const Phrase& label, Change change) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  if (group >= doc.level().waves[wave].groups.size()) return EditResult::refuse(noGroup(wave, group));
  return doc.editSettings(label, [&](LevelDef& level) {
    change(level.waves[wave].groups[group]);
    return EditResult::done();
  });
}

EditResult notFinite() { return EditResult::refuse(phrase(N_("expected a number"))); }

}  // namespace

WaveGroupDef defaultGroup(const EditorDoc& doc) {
  const LevelDef& level = doc.level();
  for (auto w = level.waves.rbegin(); w != level.waves.rend(); ++w) {
    if (w->groups.empty()) continue;
    // The body of the wave before, not its last group: after "12 Grunts, then an Ogre" a new wave
    // brings 12 Grunts, not 10 Ogres.
    const auto largest =
        std::max_element(w->groups.begin(), w->groups.end(),
                         [](const WaveGroupDef& a, const WaveGroupDef& b) { return a.count < b.count; });
    WaveGroupDef group = *largest;
    group.delay = 0.0f;
    return group;
  }
  WaveGroupDef group;
  group.count = 10;
  group.interval = 1.0f;
  group.spawn = 0;
  group.delay = 0.0f;
  if (doc.defs() != nullptr && !doc.defs()->enemies.empty()) group.enemy = doc.defs()->enemies.front().id;
  return group;
}

EditResult addWave(EditorDoc& doc, std::optional<size_t> at) {
  const size_t count = doc.level().waves.size();
  const size_t where = at && *at < count ? *at : count;
  WaveDef wave;
  wave.groups.push_back(defaultGroup(doc));
  return doc.editSettings(phrase(N_("Add wave")), [&](LevelDef& level) {
    level.waves.insert(level.waves.begin() + static_cast<std::ptrdiff_t>(where), std::move(wave));
    followWaveInserted(level, where);
    return EditResult::done();
  });
}

EditResult duplicateWave(EditorDoc& doc, size_t wave) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  return doc.editSettings(phrase(N_("Duplicate wave")), [&](LevelDef& level) {
    WaveDef copy = level.waves[wave];
    level.waves.insert(level.waves.begin() + static_cast<std::ptrdiff_t>(wave + 1), std::move(copy));
    // The messages stay with the wave copied.
    followWaveInserted(level, wave + 1);
    return EditResult::done();
  });
}

EditResult removeWave(EditorDoc& doc, size_t wave) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  return doc.editSettings(phrase(N_("Remove wave")), [&](LevelDef& level) {
    level.waves.erase(level.waves.begin() + static_cast<std::ptrdiff_t>(wave));
    const size_t messages = followWaveRemoved(level, wave);
    if (messages == 0) return EditResult::done();
    // TRANSLATORS: a note on an applied edit: {0} is the wave's number, {1} how many of the level's messages
    // (shown during play as that wave starts) went with it; every form keeps {1}.
    const PluralMark note = NP_("Wave {0} removed with its message", "Wave {0} removed with its {1} messages");
    return EditResult::done(phrasePlural(note, static_cast<int64_t>(messages), wave + 1, messages));
  });
}

EditResult moveWave(EditorDoc& doc, size_t from, size_t to) {
  const size_t count = doc.level().waves.size();
  if (from >= count) return EditResult::refuse(noWave(from));
  if (to >= count) return EditResult::refuse(noWave(to));
  if (from == to) return EditResult::unchanged();
  return doc.editSettings(phrase(N_("Move wave")), [&](LevelDef& level) {
    moveWithin(level.waves, from, to);
    followWaveMoved(level, from, to);
    return EditResult::done();
  });
}

EditResult setWaveBonus(EditorDoc& doc, size_t wave, int32_t bonus) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  return doc.editSettings(phrase(N_("Wave bonus")), [&](LevelDef& level) {
    level.waves[wave].bonus = bonus;
    return EditResult::done();
  });
}

EditResult setWaveHealth(EditorDoc& doc, size_t wave, float factor) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  if (!std::isfinite(factor)) return notFinite();
  return doc.editSettings(phrase(N_("Wave health")), [&](LevelDef& level) {
    level.waves[wave].health = factor;
    return EditResult::done();
  });
}

EditResult addGroup(EditorDoc& doc, size_t wave, std::optional<size_t> at) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  const std::vector<WaveGroupDef>& groups = doc.level().waves[wave].groups;
  const size_t where = at && *at < groups.size() ? *at : groups.size();
  // A new group starts like the one before it, which is what a designer
  // extending a wave usually wants.
  WaveGroupDef group = where > 0 ? groups[where - 1] : defaultGroup(doc);
  return doc.editSettings(phrase(N_("Add group")), [&](LevelDef& level) {
    std::vector<WaveGroupDef>& list = level.waves[wave].groups;
    list.insert(list.begin() + static_cast<std::ptrdiff_t>(where), std::move(group));
    return EditResult::done();
  });
}

EditResult removeGroup(EditorDoc& doc, size_t wave, size_t group) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  if (group >= doc.level().waves[wave].groups.size()) return EditResult::refuse(noGroup(wave, group));
  return doc.editSettings(phrase(N_("Remove group")), [&](LevelDef& level) {
    std::vector<WaveGroupDef>& list = level.waves[wave].groups;
    list.erase(list.begin() + static_cast<std::ptrdiff_t>(group));
    return EditResult::done();
  });
}

EditResult moveGroup(EditorDoc& doc, size_t wave, size_t from, size_t to) {
  if (wave >= doc.level().waves.size()) return EditResult::refuse(noWave(wave));
  const size_t count = doc.level().waves[wave].groups.size();
  if (from >= count) return EditResult::refuse(noGroup(wave, from));
  if (to >= count) return EditResult::refuse(noGroup(wave, to));
  if (from == to) return EditResult::unchanged();
  return doc.editSettings(phrase(N_("Move group")), [&](LevelDef& level) {
    moveWithin(level.waves[wave].groups, from, to);
    return EditResult::done();
  });
}

EditResult setGroup(EditorDoc& doc, size_t wave, size_t group, const WaveGroupDef& value) {
  if (!std::isfinite(value.interval) || !std::isfinite(value.delay)) return notFinite();
  return editGroup(doc, wave, group, phrase(N_("Edit group")), [&](WaveGroupDef& g) { g = value; });
}

EditResult setGroupEnemy(EditorDoc& doc, size_t wave, size_t group, const std::string& enemy) {
  return editGroup(doc, wave, group, phrase(N_("Enemy kind")), [&](WaveGroupDef& g) { g.enemy = enemy; });
}

EditResult setGroupCount(EditorDoc& doc, size_t wave, size_t group, int32_t count) {
  return editGroup(doc, wave, group, phrase(N_("Enemy count")), [&](WaveGroupDef& g) { g.count = count; });
}

EditResult setGroupInterval(EditorDoc& doc, size_t wave, size_t group, float seconds) {
  if (!std::isfinite(seconds)) return notFinite();
  return editGroup(doc, wave, group, phrase(N_("Spawn interval")), [&](WaveGroupDef& g) { g.interval = seconds; });
}

EditResult setGroupSpawn(EditorDoc& doc, size_t wave, size_t group, int32_t spawn) {
  return editGroup(doc, wave, group, phrase(N_("Group spawn")), [&](WaveGroupDef& g) { g.spawn = spawn; });
}

EditResult setGroupDelay(EditorDoc& doc, size_t wave, size_t group, float seconds) {
  if (!std::isfinite(seconds)) return notFinite();
  return editGroup(doc, wave, group, phrase(N_("Group delay")), [&](WaveGroupDef& g) { g.delay = seconds; });
}

}  // namespace td::editor
