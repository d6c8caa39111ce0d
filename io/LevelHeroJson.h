#pragma once

#include <string>

#include "engine/level/LevelDef.h"
#include "io/JsonCheck.h"

namespace td {

// The optional "hero" member of a level file:
//   "hero": {"start": [3.5, 7.5], "kind": "warden"}
// `start` is a point in cell units, `kind` a hero kind id (left out: the
// first kind of heroes.json). Only shapes and types are read here, like the
// rest of the loader; checkLevel() judges where the hero stands and whether
// its kind exists.

// Fills `level.hero` when the member is there; false when it was malformed
// (reported at its path).
bool readLevelHero(JsonCheck& check, const JsonCheck::Json& root, LevelDef& level);

// The member's canonical text, `"hero": {...}` without indentation or comma.
std::string levelHeroJson(const HeroPlacement& hero);

}  // namespace td
