#pragma once

#include <string>

#include "engine/core/Phrase.h"

namespace td::editor {

// A JSON path in the numbering the editor shows everywhere else, from 1: "waves[2].groups[0].count" becomes
// "Wave 3, group 1, count", "spawns[0]" "Spawn 1", "tiles[4]" "Row 5". Lists it does not know keep their
// JSON form; `td-cli check` keeps the paths as they are in the file.
std::string readablePath(const std::string& jsonPath);

// The same in parts, for the game to say in the player's language: each item counted in words ("Wave {0}",
// "group {0}"), the items joined by "{0}, {1}", keys and lists it does not know as text. Empty for an empty path;
// its english() is readablePath(jsonPath).
Phrase readablePathPhrase(const std::string& jsonPath);

}  // namespace td::editor
