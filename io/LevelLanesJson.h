#pragma once

#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "io/JsonCheck.h"

namespace td {

// The optional "lanes" member of a level file: the ways flyers with
// "movement": "waypoints" take from their spawns.
//   "lanes": [{"spawn": 0, "waypoints": [[3, 8], [10, 9], [12, 2]]}]
// Only shapes and types are read here, like the rest of the loader;
// checkLevel() judges the values (spawn indices, cells inside the map, one
// lane a spawn), so that edited levels meet the same rules.

// Fills `level.lanes` when the member is there; false when it was malformed
// (reported at its path).
bool readLevelLanes(JsonCheck& check, const JsonCheck::Json& root, LevelDef& level);

// The member's canonical text, `"lanes": [...]` with one lane a line and
// the given indentation of the member itself, without a trailing comma.
std::string levelLanesJson(const std::vector<Lane>& lanes, const std::string& indent);

}  // namespace td
