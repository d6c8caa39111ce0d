#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/store/Settings.h"

namespace td::persist {

// settings.json's form. Lenient on purpose: unknown members are kept in
// `unknown` and written back (files from earlier versions also held a window
// size, which the game no longer reads), numbers out of range are clamped,
// and a member of the wrong type keeps its default, so a file edited by hand
// or written by another version still gives usable settings.
// A known member of the wrong type is named in `doubts` when given.
Settings settingsFromJson(const nlohmann::json& json, std::vector<Phrase>* doubts = nullptr);
// Volumes are written with four decimals: 0.6 stays 0.6 in the file rather
// than the float's 0.6000000238418579, and no one hears the difference.
nlohmann::ordered_json settingsToJson(const Settings& settings);

}  // namespace td::persist
