#pragma once

#include <filesystem>

namespace td::persist {

// Where settings and progress are kept: $XDG_CONFIG_HOME/tower-defence when
// that variable holds an absolute path (the XDG base directory rules say to
// ignore a relative one), else ~/.config/tower-defence. Empty when not even a
// home folder is known. Nothing is created here; saving creates the folder.
std::filesystem::path configDir();

inline constexpr const char* kSettingsFileName = "settings.json";
inline constexpr const char* kProgressFileName = "progress.json";

}  // namespace td::persist
