#pragma once

#include <optional>
#include <string>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/core/Cell.h"
#include "engine/level/LevelDef.h"

namespace td::editor {

// Where the level's hero starts. A level has one hero or none; the editor
// puts its start at the centre of a cell, which is what a designer can aim
// at with a click (files may hold any point, and keep it until it is
// moved). Like spawns on rock, a start on a cell the hero cannot stand on
// (impassable, a spawn, a goal) is allowed and reported by validation, so
// the map around it can be painted after.

// The cell the start lies in; nullopt for a level without a hero or with a
// start outside the map.
std::optional<Cell> heroCell(const LevelDef& level);
// Does the hero start in `cell`?
bool heroAt(const EditorDoc& doc, Cell cell);

// Puts the start at the centre of `cell`: a new hero of the first kind when
// the level has none, else the hero moves there and keeps its kind. Refused
// outside the map; no change when it is already there.
EditResult placeHero(EditorDoc& doc, Cell cell);
// Takes the hero out of the level; no change when it has none.
EditResult removeHero(EditorDoc& doc);
// Names the hero's kind ("" for the first kind of the game definitions);
// refused for a level without a hero. Unknown kinds are reported by validation.
EditResult setHeroKind(EditorDoc& doc, const std::string& kind);

}  // namespace td::editor
