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
void askDeleteUserLevel(GameContext& ctx, const LevelEntry& entry, std::function<void(const std::string&)> done);

}  // namespace td
