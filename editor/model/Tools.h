#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "editor/model/Mirror.h"
#include "engine/core/Cell.h"
#include "engine/core/Phrase.h"

namespace td::editor {

// The map tools. Terrain kinds are palette indices (EditorDoc::palette());
// walls are a terrain kind like any other (rock, water), so painting walls is
// painting that kind. Each call is one undo step, or part of the open stroke:
// a drag is beginStroke(phrase(N_("Paint"))), paint() per mouse position, endStroke().
// Cells outside the map are clipped away; a tool that touches no cell inside
// the map changes nothing. With a mirror mode (Mirror.h) the terrain tools
// also paint the images of their cells, in the same step.

inline constexpr int32_t kMaxBrush = 15;
// For paintCells: the level's base kind (legend entry 0), whatever palette
// kind that is.
inline constexpr size_t kBaseKind = SIZE_MAX;

// Paints `cells` and their mirror images (those inside the map) with a
// palette kind or kBaseKind; `label` names the undo step. The kind joins
// the legend only when some cell will use it. The building block of every
// terrain tool.
EditResult paintCells(EditorDoc& doc, const std::vector<Cell>& cells, size_t paletteKind, const Phrase& label,
                      MirrorMode mirror = MirrorMode::Off);

// Paints a square brush of `brush` cells a side (odd: 1, 3, 5, ...) centred
// on `center`. Refused for an even size, one outside 1..kMaxBrush, or an
// unknown kind.
EditResult paint(EditorDoc& doc, Cell center, int32_t brush, size_t paletteKind, MirrorMode mirror = MirrorMode::Off);
// Paints the level's base kind (legend entry 0; for new levels the kind they
// were created with) with the same brush rules.
EditResult erase(EditorDoc& doc, Cell center, int32_t brush, MirrorMode mirror = MirrorMode::Off);
// Every cell of the rectangle spanned by two corners, in any order.
EditResult fillRect(EditorDoc& doc, Cell corner1, Cell corner2, size_t paletteKind,
                    MirrorMode mirror = MirrorMode::Off);
// The 4-connected area of cells of the same kind as `seed`. Refused outside
// the map. Mirrored, each image of the seed floods its own area (all judged
// on the map as it was), so a fill on a map that is not quite symmetric
// still fills whole areas.
EditResult floodFill(EditorDoc& doc, Cell seed, size_t paletteKind, MirrorMode mirror = MirrorMode::Off);
// The palette index of the kind at `cell`; nullopt outside the map (or for a
// kind the palette lacks).
std::optional<size_t> eyedrop(const EditorDoc& doc, Cell cell);
// The cells a brush covers inside the map, for the cursor outline.
std::vector<Cell> brushCells(const EditorDoc& doc, Cell center, int32_t brush);

// Spawns and goals. Two of them may not share a cell (refused: a click would
// not know which one it meant); a spawn or goal on impassable terrain is
// allowed and reported by validation, so the road can be painted after.
enum class EndpointKind : uint8_t { Spawn, Goal };
struct Endpoint {
  EndpointKind kind = EndpointKind::Spawn;
  size_t index = 0;  // into level().spawns or level().goals
};
// The spawn or goal at `cell`, if any.
std::optional<Endpoint> endpointAt(const EditorDoc& doc, Cell cell);

// Appends a new one; refused outside the map or on an occupied cell.
EditResult placeSpawn(EditorDoc& doc, Cell cell);
EditResult placeGoal(EditorDoc& doc, Cell cell);
// Moves one; refused for a bad index, a cell outside the map or one holding
// another spawn or goal; no change when it is already there.
EditResult moveEndpoint(EditorDoc& doc, Endpoint which, Cell to);
// Deletes one. Deleting spawn i renumbers the spawns after it, so wave
// groups are renumbered with them; groups that left from spawn i keep no
// spawn (index -1, reported by validation until a spawn is chosen).
EditResult deleteEndpoint(EditorDoc& doc, Endpoint which);

// Resizes the map to width x height. The old map's cell (0, 0) lands at
// `offset` in the new one (so {0, 0} anchors the top-left corner; a positive
// offset grows the map to the left or top, a negative one crops there).
// What fits is kept, new cells get the base kind (legend entry 0), spawns and
// goals that fall outside are deleted (as deleteEndpoint does), the hero's
// start moves with the map and the hero is removed when it falls outside. One undo
// step. Refused outside 1..Grid::kMaxSide.
EditResult resize(EditorDoc& doc, int32_t width, int32_t height, Cell offset = {0, 0});

}  // namespace td::editor
