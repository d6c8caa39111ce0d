#pragma once

#include <vector>

#include "engine/sim/GameDefs.h"
#include "io/JsonCheck.h"

namespace td {

// The hero kinds of a heroes.json document (io/GameDefsJson.h says the format); the kinds read whole go to `out`,
// the problems to `check`.
void readHeroes(JsonCheck& check, const JsonCheck::Json& root, std::vector<HeroDef>& out);

}  // namespace td
