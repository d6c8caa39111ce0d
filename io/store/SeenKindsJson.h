#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/store/SeenKinds.h"

namespace td::persist {

// seen.json's form. Other members are kept in `unknown`; ids that are not
// strings, or lists that are not lists, are skipped and named in `doubts`
// when given.
SeenKinds seenKindsFromJson(const nlohmann::json& json, std::vector<Phrase>* doubts = nullptr);
nlohmann::ordered_json seenKindsToJson(const SeenKinds& seen);

}  // namespace td::persist
