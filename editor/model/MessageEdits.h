#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/level/LevelDef.h"

namespace td::editor {

// The level's messages (LevelDef::messages): lines shown to the player during play, each at a wave's start or
// at a time of the game. Every edit is one undo step (typing into a text field is one, through the panel's
// stroke). Values the game would refuse (an empty text, a wave the level lacks) are applied and reported by
// validation, as for the waves, so a designer may pass through unfinished states.

// Appends a message for the designer to write: at wave 1, or at 0 seconds on a level without waves; its text
// empty (a problem until written). Refused once the level holds kMaxMessages.
EditResult addMessage(EditorDoc& doc);
EditResult removeMessage(EditorDoc& doc, size_t index);
// Moves message `from` to place `to`: the order messages that come together show in.
EditResult moveMessage(EditorDoc& doc, size_t from, size_t to);
EditResult setMessageText(EditorDoc& doc, size_t index, const std::string& text);
// Shows the message as wave `wave` (from 1) starts; a timed one becomes a wave's.
EditResult setMessageWave(EditorDoc& doc, size_t index, int32_t wave);
// Shows the message once the game has run `seconds`; a wave's becomes a timed one. Refused when not finite.
EditResult setMessageSeconds(EditorDoc& doc, size_t index, float seconds);

// For the wave edits (WaveEdits.h), so that a message stays with its wave as the waves are renumbered; each is
// called once the waves have changed, in the same step. Messages at a wave the level never had are left for
// validation to report.
// A wave came in at index `at` (from 0): the messages of the waves from there on move down one.
void followWaveInserted(LevelDef& level, size_t at);
// Wave `at` went, and its messages with it (they spoke of it): how many went.
size_t followWaveRemoved(LevelDef& level, size_t at);
// Wave `from` moved to index `to`.
void followWaveMoved(LevelDef& level, size_t from, size_t to);

}  // namespace td::editor
