#include "editor/model/MessageEdits.h"

#include <cmath>
#include <iterator>
#include <utility>

#include "engine/core/MessageMark.h"
#include "io/MessageCheck.h"

namespace td::editor {
namespace {

// TRANSLATORS: {0} is a message's number in the level's list of messages shown during play, from 1.
Phrase noMessage(size_t index) { return phrase(N_("there is no message {0}"), index + 1); }

// Runs `change` on message `index` as one settings edit; no step when it leaves the message as it was.
template <typename Change>
EditResult editMessage(EditorDoc& doc, size_t index, const Phrase& label, Change change) {
  if (index >= doc.level().messages.size()) return EditResult::refuse(noMessage(index));
  LevelMessage changed = doc.level().messages[index];
  change(changed);
  if (changed == doc.level().messages[index]) return EditResult::unchanged();
  return doc.editSettings(label, [&](LevelDef& level) {
    level.messages[index] = std::move(changed);
    return EditResult::done();
  });
}

// `mapping[i]` is wave i's new index (from 0), -1 for a deleted wave, whose messages go with it; how many went.
size_t followWaves(LevelDef& level, const std::vector<int32_t>& mapping) {
  const auto onWave = [&](const LevelMessage& m) {
    return m.cue == MessageCue::Wave && m.wave >= 1 && static_cast<size_t>(m.wave) <= mapping.size();
  };
  const size_t before = level.messages.size();
  const auto goes = [&](const LevelMessage& m) { return onWave(m) && mapping[static_cast<size_t>(m.wave - 1)] < 0; };
  std::vector<int32_t> kept;
  for (size_t i = 0; i < before; ++i) {
    if (!goes(level.messages[i])) kept.push_back(static_cast<int32_t>(i));
  }
  followEdit(level.translations, &LevelWords::messages, kept);
  std::erase_if(level.messages, goes);
  for (LevelMessage& m : level.messages) {
    if (onWave(m)) m.wave = mapping[static_cast<size_t>(m.wave - 1)] + 1;
  }
  return before - level.messages.size();
}

}  // namespace

EditResult addMessage(EditorDoc& doc) {
  if (doc.level().messages.size() >= kMaxMessages) {
    return EditResult::refuse(
        phrasePlural(NP_("a level holds at most {0} message", "a level holds at most {0} messages"),
                     static_cast<int64_t>(kMaxMessages), kMaxMessages));
  }
  LevelMessage message;
  if (doc.level().waves.empty()) message.cue = MessageCue::Time;
  return doc.editSettings(phrase(N_("Add message")), [&](LevelDef& level) {
    followEdit(level.translations, &LevelWords::messages,
               keptAfterInsert(level.messages.size(), level.messages.size()));
    level.messages.push_back(std::move(message));
    return EditResult::done();
  });
}

EditResult removeMessage(EditorDoc& doc, size_t index) {
  if (index >= doc.level().messages.size()) return EditResult::refuse(noMessage(index));
  return doc.editSettings(phrase(N_("Remove message")), [&](LevelDef& level) {
    followEdit(level.translations, &LevelWords::messages, keptAfterRemove(level.messages.size(), index));
    level.messages.erase(level.messages.begin() + static_cast<std::ptrdiff_t>(index));
    return EditResult::done();
  });
}

EditResult moveMessage(EditorDoc& doc, size_t from, size_t to) {
  const size_t count = doc.level().messages.size();
  if (from >= count) return EditResult::refuse(noMessage(from));
  if (to >= count) return EditResult::refuse(noMessage(to));
  if (from == to) return EditResult::unchanged();
  return doc.editSettings(phrase(N_("Move message")), [&](LevelDef& level) {
    followEdit(level.translations, &LevelWords::messages, keptAfterMove(level.messages.size(), from, to));
    LevelMessage moved = std::move(level.messages[from]);
    level.messages.erase(level.messages.begin() + static_cast<std::ptrdiff_t>(from));
    level.messages.insert(level.messages.begin() + static_cast<std::ptrdiff_t>(to), std::move(moved));
    return EditResult::done();
  });
}

EditResult setMessageText(EditorDoc& doc, size_t index, const std::string& text) {
  return editMessage(doc, index, phrase(N_("Message text")), [&](LevelMessage& m) { m.text = text; });
}

EditResult setMessageWave(EditorDoc& doc, size_t index, int32_t wave) {
  return editMessage(doc, index, phrase(N_("Message wave")), [&](LevelMessage& m) {
    // The time goes back to its default, so that the message equals one read from the file it saves to.
    m = LevelMessage{MessageCue::Wave, wave, LevelMessage{}.seconds, std::move(m.text)};
  });
}

EditResult setMessageSeconds(EditorDoc& doc, size_t index, float seconds) {
  if (!std::isfinite(seconds)) return EditResult::refuse(phrase(N_("expected a number")));
  return editMessage(doc, index, phrase(N_("Message time")), [&](LevelMessage& m) {
    m = LevelMessage{MessageCue::Time, LevelMessage{}.wave, seconds, std::move(m.text)};
  });
}

void followWaveInserted(LevelDef& level, size_t at) {
  std::vector<int32_t> mapping;
  for (size_t i = 0; i + 1 < level.waves.size(); ++i) mapping.push_back(static_cast<int32_t>(i < at ? i : i + 1));
  followWaves(level, mapping);
}

size_t followWaveRemoved(LevelDef& level, size_t at) {
  std::vector<int32_t> mapping;
  for (size_t i = 0; i <= level.waves.size(); ++i) {
    mapping.push_back(i == at ? -1 : static_cast<int32_t>(i < at ? i : i - 1));
  }
  return followWaves(level, mapping);
}

void followWaveMoved(LevelDef& level, size_t from, size_t to) {
  // The old index of each wave now, as the waves were moved; then each old wave's new index.
  std::vector<size_t> order(level.waves.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  const size_t moved = order[from];
  order.erase(order.begin() + static_cast<std::ptrdiff_t>(from));
  order.insert(order.begin() + static_cast<std::ptrdiff_t>(to), moved);
  std::vector<int32_t> mapping(order.size());
  for (size_t i = 0; i < order.size(); ++i) mapping[order[i]] = static_cast<int32_t>(i);
  followWaves(level, mapping);
}

}  // namespace td::editor
