#pragma once

#include <cstdint>
#include <vector>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

// The tower kinds a level offers, one flag per kind of `defs` in definition order: the kinds it allows
// (LevelDef::towers; none listed: every kind), the first kMaxOfferedTowerKinds of them. Ids `defs` does not know
// are passed over (SimState refuses a level naming one). The build bar, the automatic player and the level
// select all go by this list.
void offeredTowerKinds(const LevelDef& level, const GameDefs& defs, std::vector<uint8_t>& out);

// A maze level offers a tower kind that does not attack (a Wall, TowerDef::attacks()): its whole use is the cell
// it blocks, so the player builds the way the enemies walk. Any other level is a road level: the way is the
// level's, and towers stand beside it.
bool isMazeLevel(const LevelDef& level, const GameDefs& defs);

}  // namespace td
