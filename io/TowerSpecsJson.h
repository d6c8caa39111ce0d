#pragma once

#include <string>

#include "engine/sim/TowerDef.h"
#include "io/JsonCheck.h"

namespace td {

// A tower kind's "specialisations" (towers.json): none, or exactly two, each an object with an "id" (a plain id,
// unlike the other's), a "name", a one-line "summary" of what it does, "translations" of both, and the "level" it
// becomes, read as the kind's levels are (its "cost" is the price of specialising). A wall has none. Into
// `def.specialisations`; false on an error.
bool readSpecialisations(JsonCheck& check, const JsonCheck::Json& value, const std::string& path, TowerDef& def);

}  // namespace td
