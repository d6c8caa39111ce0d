#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"

namespace td::editor {

// Mirror painting: with a mode on, the terrain tools (brush, eraser, line,
// rectangle, ellipse, flood fill) also paint the mirror images of what they
// paint, about the map's centre, in the same undo step. Spawns, goals, the
// hero and lanes are not mirrored: waves name spawns by number, so a second
// spawn appearing unasked would be a spawn no wave uses.
enum class MirrorMode : uint8_t {
  Off,
  Horizontal,  // left <-> right, about the vertical centre line
  Vertical,    // top <-> bottom, about the horizontal centre line
  Point,       // a half turn about the centre
  Both,        // four-way: left <-> right, top <-> bottom and the half turn
};

// "Off", "Left | right", ...: the modes' English names, for tests and logs. The game names them in the player's
// language itself (mirrorModeName, game/editor/ToolInput.h).
const char* mirrorName(MirrorMode mode);
// The next mode in the order above, Both wrapping round to Off.
MirrorMode nextMirror(MirrorMode mode);

// A map's size, for mirroring without a level at hand.
struct MapSize {
  int32_t width = 1;
  int32_t height = 1;
};

// `cell` and its images under `mode`, without repeats (a cell on an axis is
// its own image), `cell` first.
std::vector<Cell> mirrorImages(MapSize map, Cell cell, MirrorMode mode);
// `cells` followed by the images of every cell that are not already in the
// list, each once. Order is kept so that painting stays deterministic.
std::vector<Cell> withMirrors(MapSize map, const std::vector<Cell>& cells, MirrorMode mode);

}  // namespace td::editor
