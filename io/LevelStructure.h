#pragma once

#include "engine/level/LevelDef.h"

namespace td {

class JsonCheck;

// The structure of a level: what every file that reads as a level has, and
// what the editor keeps at all times (editor/model/EditorDoc.h), however
// unfinished the level is. A size in 1..Grid::kMaxSide each way, width *
// height tiles each naming a legend entry, a legend of at least one kind with
// one distinct printable glyph each, spawns and goals inside the map on cells
// of their own (no two on one cell), and a hero, if any, starting inside the
// map. Everything else validateLevel() (LevelCheck.h) judges.

// Reports what breaks the structure, at the JSON paths where a file would hold
// the offending value. `tileValues`: also check that every tile names a legend
// entry (an edit that left the tiles alone need not look at each of them).
void checkLevelStructure(const LevelDef& level, JsonCheck& check, bool tileValues = true);

bool hasLevelStructure(const LevelDef& level, bool tileValues = true);

// For work in progress kept through a crash (io/RecoveryFile.h): drops what does not fit a map of a valid size,
// with a warning at its path, so that the rest of the work is restored: spawns and goals outside the map or on a
// cell already taken, a hero starting outside it, lane waypoints outside it (and lanes left without any). What
// else breaks the structure stays for checkLevelStructure() to report.
void salvageLevelStructure(LevelDef& level, JsonCheck& check);

}  // namespace td
