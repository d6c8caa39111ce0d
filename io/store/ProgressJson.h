#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/store/Progress.h"

namespace td::persist {

// progress.json's form. Lenient like settingsFromJson(): numbers are clamped;
// unknown members and level entries it cannot read are kept in unknown() and
// unknownLevels(), and progressToJson() writes them back, so a file from
// another version loses nothing.
// A known member of the wrong type is named in `doubts` when given. Two
// entries of one level under different numbers (a renumbered campaign) are
// merged, the best of each kept.
Progress progressFromJson(const nlohmann::json& json, std::vector<Phrase>* doubts = nullptr);
nlohmann::ordered_json progressToJson(const Progress& progress);

}  // namespace td::persist
