#pragma once

#include <string>

#include "engine/core/Phrase.h"
#include "engine/level/LevelDef.h"

namespace td::editor {

// A JSON path in the numbering the editor shows everywhere else, from 1: "waves[2].groups[0].count" becomes
// "Wave 3, group 1, count", "spawns[0]" "Spawn 1", "tiles[4]" "Row 5". Lists it does not know keep their
// JSON form; `td-cli check` keeps the paths as they are in the file. Under a challenge the words are the Challenges
// section's: "challenges[0].towers[1]" becomes "Challenge 1, allowed kind 2".
std::string readablePath(const std::string& jsonPath);

// The same in parts, for the game to say in the player's language: each item counted in words ("Wave {0}",
// "group {0}"), the items joined by "{0}, {1}", keys and lists it does not know as text. Empty for an empty path;
// its english() is readablePath(jsonPath).
Phrase readablePathPhrase(const std::string& jsonPath);
// The same with the names `level` gives its items, so that the designer knows them as the panels list them:
// "Challenge 1 (Iron), allowed kind 2".
Phrase readablePathPhrase(const std::string& jsonPath, const LevelDef& level);

}  // namespace td::editor
