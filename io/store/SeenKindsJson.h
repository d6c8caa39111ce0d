#pragma once

#include <nlohmann/json.hpp>

#include "io/store/SeenKinds.h"

namespace td::persist {

// seen.json's form. Lenient: ids that are not strings are skipped, other members ignored.
SeenKinds seenKindsFromJson(const nlohmann::json& json);
nlohmann::ordered_json seenKindsToJson(const SeenKinds& seen);

}  // namespace td::persist
