#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "editor/model/Tools.h"
#include "editor/model/Validation.h"
#include "engine/core/Cell.h"

namespace td::editor {

// A rectangle of cells picked on the map (a CellRect), and what copying it
// keeps. Each edit here is one undo step; a refused one changes nothing.
// The clipboard is a value of its own, outside the document, so undo and
// redo leave it alone and it can be pasted into another level.

// A spawn or goal inside a copied area, relative to its top-left cell.
struct ClipEndpoint {
  EndpointKind kind = EndpointKind::Spawn;
  Cell offset;
};

// A copied area. Terrain is kept by kind name, not by legend entry, so that
// it pastes into a level whose legend differs (kinds it lacks join its
// legend, as painting them would).
struct Clipboard {
  int32_t width = 0;
  int32_t height = 0;
  std::vector<std::string> kinds;  // the kind names the area uses
  std::vector<uint8_t> cells;      // row-major, indices into kinds
  std::vector<ClipEndpoint> endpoints;

  bool empty() const { return cells.empty(); }
};

// The rectangle spanned by two corner cells, in any order.
CellRect spannedRect(Cell corner1, Cell corner2);
// The part of `rect` inside the map; nullopt when none is.
std::optional<CellRect> clipToMap(const LevelDef& level, CellRect rect);
bool rectContains(CellRect rect, Cell cell);

// The area's terrain and the spawns and goals on it (clipped to the map;
// empty when nothing of it is inside). The hero and lanes are not copied.
Clipboard copyArea(const EditorDoc& doc, CellRect rect);
// Fills the area with the base kind and deletes the spawns and goals on it
// (wave groups of a deleted spawn are left without one, as deleteEndpoint
// does, and the note says how many).
EditResult deleteArea(EditorDoc& doc, CellRect rect);
// copyArea into `into`, then deleteArea, as one step named "Cut". The
// clipboard is filled even when the area was already blank.
EditResult cutArea(EditorDoc& doc, CellRect rect, Clipboard& into);
// Lays the clipboard down with its top-left cell at `topLeft`, clipped to
// the map. Its spawns and goals are added as new ones; one that would land
// outside the map or on a cell that holds a spawn or goal is left out, and
// the note says so. Refused when nothing of it lands inside the map, or the
// legend has no room for a kind it needs.
EditResult pasteClip(EditorDoc& doc, const Clipboard& clip, Cell topLeft);
// The area moved by `by`, as one step: what it leaves gets the base kind,
// what it lands on is replaced. Spawns and goals on it move with it,
// keeping their numbers (so waves still leave from them), as does the
// hero's start. Refused when the area would leave the map (nothing is ever
// pushed off it) or a spawn or goal would land on one that stays.
EditResult moveArea(EditorDoc& doc, CellRect rect, Cell by);

}  // namespace td::editor
