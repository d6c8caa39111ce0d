#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "game/GameContext.h"
#include "game/screens/LevelEntries.h"

namespace td {

// What the level select does to a level of the player's own besides playing it (My levels: F2 and Delete).

// Opens the level in the editor (leaving it goes to the title menu, as from the title's Editor).
void editUserLevel(GameContext& ctx, const std::filesystem::path& file);

// Asks "Delete ...?" first; Yes removes the file (its record stays in the progress file, for a level of that
// name later). `done` gets what to say: empty when deleted, else why not; it is not called on No.
void askDeleteUserLevel(GameContext& ctx, const LevelEntry& entry, const std::function<void(const std::string&)>& done);

// Ctrl+V: a share code (io/ShareCode.h) made into a level file in `dir` (named after the level, numbered past
// the files there), checked as any level file is. Returns the file written, or empty with `problem` saying why.
std::filesystem::path importShareCode(GameContext& ctx, const std::string& code, const std::filesystem::path& dir,
                                      std::string& problem);

}  // namespace td
