#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "editor/model/Mirror.h"
#include "engine/core/Cell.h"

namespace td::editor {

// Lines, rectangle outlines and ellipses. The cell functions are pure
// geometry (cells may lie outside the map); the draw functions paint them
// with a terrain kind as one undo step, clipped to the map and mirrored as
// the tools in Tools.h are.
//
// Lines are 8-connected (one cell per step, diagonal steps allowed): the
// engine lets no walker cut a corner (Grid::canStep), so a diagonal line of
// walls already seals the way, and a thin line is what a designer drew.
// Outlines are thin in the same sense. Tests check that such a line seals.

// Every cell from `a` to `b`, both included, in order (Bresenham).
std::vector<Cell> lineCells(Cell a, Cell b);
// The border of the rectangle spanned by two corners, each cell once.
std::vector<Cell> rectOutlineCells(Cell corner1, Cell corner2);
// The ellipse inscribed in the rectangle spanned by two corners: the cells
// whose centre lies inside it (`filled`), or those of them with a side on a
// cell outside it (the outline). A box one cell thick gives a straight line.
std::vector<Cell> ellipseCells(Cell corner1, Cell corner2, bool filled);

// Shift while dragging: the end `b` moved so that a line from `a` runs at 0,
// 45 or 90 degrees (the nearest), or so that the box spanned is a square
// (for a square or a circle).
Cell constrainLine(Cell a, Cell b);
Cell constrainSquare(Cell a, Cell b);

// The cells of a line `brush` cells wide (odd: 1, 3, 5, ...): the brush
// square at every cell of the line, each once.
std::vector<Cell> thickLineCells(Cell a, Cell b, int32_t brush);

// Refused for an unknown kind or a bad brush (as paint() is).
EditResult drawLine(EditorDoc& doc, Cell a, Cell b, int32_t brush, size_t paletteKind,
                    MirrorMode mirror = MirrorMode::Off);
EditResult drawRectOutline(EditorDoc& doc, Cell corner1, Cell corner2, size_t paletteKind,
                           MirrorMode mirror = MirrorMode::Off);
EditResult drawEllipse(EditorDoc& doc, Cell corner1, Cell corner2, bool filled, size_t paletteKind,
                       MirrorMode mirror = MirrorMode::Off);

}  // namespace td::editor
