#pragma once

namespace td {

// Marks a message that a player reads for the game's catalogue where it is written (an engine's table of
// reasons, a row of a game table); the game translates it where it shows it: tr(message) (game/text/Catalogue.h,
// docs/translating.md). The engine itself never translates: its text stays English for td-cli and the logs.
constexpr const char* N_(const char* msgid) { return msgid; }

}  // namespace td
