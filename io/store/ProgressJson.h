#pragma once

#include <nlohmann/json.hpp>

#include "io/store/Progress.h"

namespace td::persist {

// progress.json's form. Lenient like settingsFromJson(): numbers are clamped;
// unknown members and level entries it cannot read are kept in unknown() and
// unknownLevels(), and progressToJson() writes them back, so a file from
// another version loses nothing.
Progress progressFromJson(const nlohmann::json& json);
nlohmann::ordered_json progressToJson(const Progress& progress);

}  // namespace td::persist
