#pragma once

#include <cstdint>
#include <string>

#include "engine/core/MessageMark.h"
#include "engine/core/Phrase.h"

namespace td {

// The largest map the game and the editor open: 1024 x 1024 cells, or any shape of as many. The level format
// and td-cli take maps up to Grid::kMaxSide a side (4096 x 4096), but the game holds route fields for every
// mover class, a navigation mesh and the renderer's vertices by the cell: a 1024 x 1024 level took a minute
// and 1.7 GB to open, and a 2048 x 2048 one ran out of memory and crashed. A bigger level is refused when it is
// opened, saying so, never half opened.
inline constexpr int64_t kMaxPlayableCells = int64_t{1024} * 1024;

// Empty when the game and the editor open a map of this size; else the sentence that says why not.
inline Phrase playableSizeProblem(int32_t width, int32_t height) {
  if (int64_t{width} * height <= kMaxPlayableCells) return {};
  // TRANSLATORS: why a level is not offered to play; {0} x {1} is its size in cells, {2} the most cells (1,048,576).
  return phrase(N_("the map is {0} x {1} cells; the game and the editor open maps of up to 1024 x 1024 cells ({2}), "
                   "td-cli larger ones"),
                width, height, kMaxPlayableCells);
}

}  // namespace td
