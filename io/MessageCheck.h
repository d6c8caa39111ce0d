#pragma once

#include <cstddef>

#include "engine/level/LevelDef.h"

namespace td {

class JsonCheck;

// A level's messages (LevelDef::messages, io/LevelMessagesJson.h) are read in
// passing, while the game runs: a few short lines, each readable in a few
// seconds on the card that shows it.
inline constexpr size_t kMaxMessages = 100;
inline constexpr size_t kMaxMessageLength = 150;  // characters: two lines of the card
// A day of the game's clock: past any level's length, within a float's whole seconds.
inline constexpr float kMaxMessageSeconds = 86400.0f;

// The rules for a level's messages: at most kMaxMessages, each a non-empty
// line (checkOneLine) of at most kMaxMessageLength characters, at a wave the
// level has (judged against the waves only when `wavesKnown`: they were read)
// or at a time in 0..kMaxMessageSeconds. Problems are reported at the
// message's path, e.g. "messages[2].wave".
void checkMessages(const LevelDef& level, bool wavesKnown, JsonCheck& check);

}  // namespace td
