#pragma once

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

class JsonCheck;

// The rules for a level's hero (when it has one): a kind the game defines (judged when `defs` is given), a start
// inside the map (when the size could be read) on a passable cell (when the tiles could be read) that holds no
// spawn or goal. Problems are reported at "hero", "hero.kind", "hero.start" and its coordinates.
void checkHero(const LevelDef& level, bool sizeOk, bool tilesOk, const GameDefs* defs, JsonCheck& check);

}  // namespace td
