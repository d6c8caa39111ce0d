#pragma once

#include "engine/level/LevelDef.h"

namespace td::editor {

// Field-by-field comparisons of levels (floats compared bit for bit, as a
// saved file would keep them). The document uses them to tell real edits
// from no-ops.

// Everything but the tiles.
bool sameSettings(const LevelDef& a, const LevelDef& b);
// Everything.
bool sameLevel(const LevelDef& a, const LevelDef& b);

}  // namespace td::editor
