#pragma once

#include <string>

#include "engine/sim/TowerAbilityDef.h"
#include "io/JsonCheck.h"

namespace td {

// A specialisation's "ability" in towers.json (docs/level-format.md, "Specialisations"):
//   {"id": "barrage", "name": "Barrage", "summary": "...", "duration": 4, "cooldown": 40, "rate": 3, "damage": 1}
// `rate` and `damage` are factors (at least one above 1, or the ability does nothing); `duration` is shorter than
// `cooldown`, which counts from the use. False, with the problems reported, when it cannot be used.
bool readTowerAbility(JsonCheck& check, const JsonCheck::Json& value, const std::string& path, TowerAbilityDef& out);

}  // namespace td
