#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>

#include "io/ReplayJson.h"
#include "io/store/StoreStatus.h"

namespace td::persist {

// A level left while its game is under way is kept, so that the level select can offer to continue it: a
// replay (io/ReplayJson.h) with "result": "playing", the tick it stopped at and the state hash there, in
// dataDir()/saves, one file per level record (an endless game apart from a normal one), the latest only.
// Continuing replays the journal to that tick on the level as it is now; a game that no longer plays the
// same (the level or the rules changed) is refused and set aside as <file>.bad, never dropped silently.
std::filesystem::path savesDir();

// The key a game is kept under: the level's record id, with "#endless" for an endless game and "#challenge-<id>"
// for a game of one of the level's challenges.
std::string savedGameKey(const std::string& recordId, bool endless, const std::string& challenge = {});
std::filesystem::path savedGameFile(const std::filesystem::path& dir, const std::string& key);

SaveResult saveGame(const std::filesystem::path& dir, const std::string& key, const ReplayDef& game);
bool hasSavedGame(const std::filesystem::path& dir, const std::string& key);
// Forgets it (the game was finished, or a new one begun instead).
void dropSavedGame(const std::filesystem::path& dir, const std::string& key);
// Renames it to <file>.bad, keeping an older .bad; the path it now has.
std::filesystem::path setSavedGameAside(const std::filesystem::path& dir, const std::string& key);

}  // namespace td::persist
