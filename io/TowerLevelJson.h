#pragma once

#include <string>

#include "engine/sim/TowerDef.h"
#include "io/JsonCheck.h"

namespace td {

// Reads one level of a tower kind (towers.json's "levels", and a specialisation's "level"): the keys every attack
// kind has and its kind's own (io/AttackParamsJson.h); keys of other kinds are warned of by name. `attack` is
// null when the tower's attack could not be read. Sets `ok` false on an error, leaves it otherwise.
void readTowerLevel(JsonCheck& check, const JsonCheck::Json& entry, const std::string& path, const AttackKind* attack,
                    TowerLevelDef& level, bool& ok);

}  // namespace td
