#pragma once

#include "engine/grid/Grid.h"
#include "engine/level/LevelDef.h"

namespace td {

// The routing grid of a level: its size, terrain kinds and tiles; no cell is
// blocked yet. Throws std::invalid_argument when the definition is not
// consistent (size out of range, tile count or kind index wrong); levels that
// passed the loader's checks always are.
Grid makeGrid(const LevelDef& level);

}  // namespace td
