#pragma once

#include <filesystem>
#include <string>

namespace td::persist {

// Where settings and progress are kept: $XDG_CONFIG_HOME/tower-defence when
// that variable holds an absolute path (the XDG base directory rules say to
// ignore a relative one), else ~/.config/tower-defence. Empty when not even a
// home folder is known. Nothing is created here; saving creates the folder.
std::filesystem::path configDir();

// Where the player's own things are kept (replays of finished games):
// $XDG_DATA_HOME/tower-defence for an absolute $XDG_DATA_HOME, else
// ~/.local/share/tower-defence. Empty when no home folder is known.
std::filesystem::path dataDir();
// Makes `dir` (and its parents) for a file to be kept in it; why not, for the player in their language, or empty
// when it is there.
std::string makeStoreDir(const std::filesystem::path& dir);
// dataDir()/levels: the player's own levels, listed apart from the campaign
// in the level select; the editor saves new levels there by default.
std::filesystem::path userLevelsDir();

// configDir()/settings.json, progress.json and seen.json (io/store/: the
// player's settings, progress and the encyclopedia's seen kinds); empty when
// no config folder is known.
std::filesystem::path settingsFile();
std::filesystem::path progressFile();
std::filesystem::path seenKindsFile();

}  // namespace td::persist
