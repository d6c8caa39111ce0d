#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/core/Cell.h"
#include "engine/level/LevelDef.h"

namespace td::editor {

// The flyers' lanes: one list of waypoint cells a spawn (LevelDef::lanes).
// Every edit is one undo step (or part of the open stroke, for a drag).
// A lane exists only while it has waypoints: the first waypoint creates it
// and removing the last one removes it, so a saved level never holds an
// empty lane. Waypoints are kept inside the map; a lane whose spawn is
// gone can only come from a file and is reported by validation.

// The lane of spawn `spawn`, or null.
const Lane* laneOf(const EditorDoc& doc, int32_t spawn);
// The waypoint of spawn `spawn`'s lane on `cell`: the latest one when the
// lane passes the cell more than once (the one a click there would mean).
std::optional<size_t> waypointAt(const EditorDoc& doc, int32_t spawn, Cell cell);

// Appends a waypoint. Refused outside the map, for a spawn the level does
// not have, or for a lane already holding kMaxLaneWaypoints.
EditResult addWaypoint(EditorDoc& doc, int32_t spawn, Cell cell);
// Moves waypoint `index`; refused outside the map or for a bad index; no
// change when it is already there.
EditResult moveWaypoint(EditorDoc& doc, int32_t spawn, size_t index, Cell to);
// Removes waypoint `index`; the lane goes with its last waypoint.
EditResult removeWaypoint(EditorDoc& doc, int32_t spawn, size_t index);
// Removes the whole lane; no change when the spawn has none.
EditResult clearLane(EditorDoc& doc, int32_t spawn);

// For the spawn edits of Tools.h. `mapping[i]` is spawn i's new index, -1
// for a deleted spawn, whose lane goes with it.
void renumberLanes(LevelDef& level, const std::vector<int32_t>& mapping);
// The map moved by `offset` (a resize): waypoints move with it, those that
// fall outside are removed, and so are lanes left empty. How many waypoints went.
size_t shiftLanes(LevelDef& level, Cell offset);

}  // namespace td::editor
