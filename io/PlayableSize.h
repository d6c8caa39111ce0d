#pragma once

#include <cstdint>
#include <string>

namespace td {

// The largest map the game and the editor open: 1024 x 1024 cells, or any shape of as many. The level format
// and td-cli take maps up to Grid::kMaxSide a side (4096 x 4096), but the game holds route fields for every
// mover class, a navigation mesh and the renderer's vertices by the cell: a 1024 x 1024 level took a minute
// and 1.7 GB to open, and a 2048 x 2048 one ran out of memory and crashed. A bigger level is refused when it is
// opened, saying so, never half opened.
inline constexpr int64_t kMaxPlayableCells = int64_t{1024} * 1024;

// Empty when the game and the editor open a map of this size; else the sentence that says why not.
inline std::string playableSizeProblem(int32_t width, int32_t height) {
  if (int64_t{width} * height <= kMaxPlayableCells) return {};
  return "the map is " + std::to_string(width) + " x " + std::to_string(height) +
         " cells; the game and the editor open maps of up to 1024 x 1024 cells (1,048,576), td-cli larger ones";
}

}  // namespace td
