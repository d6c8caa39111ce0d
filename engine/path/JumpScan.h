#pragma once

#include <bit>
#include <cstdint>

namespace td {

// A straight jump of Jump Point Search along one line of PassableBits (a
// row, or a column of the transposed copy), one aligned word of 64 cells per
// step. `stops` are the line's stops for the jump's direction
// (PassableBits::rowStopsUp and the like): a cell n stops the jump when it is
// a wall or when a cell beside n is open where the cell beside n's
// predecessor is a wall (the only shortest way into that cell then passes n:
// n is a jump point); the goal stops it too. `line` tells a wall from a jump
// point. Positions are padded coordinates along the line.
//
// Both return the jump point's position, or 0 (a border cell, never a jump
// point) when a wall comes first. `goal` is the goal's position on this line,
// or UINT32_MAX when the goal is elsewhere. The lines' border cells are
// walls, so every jump ends inside the line.

inline uint32_t jumpUp(const uint64_t* stops, const uint64_t* line, uint32_t from, uint32_t goal) {
  uint32_t w = from >> 6;
  uint64_t keep = ~uint64_t{1} << (from & 63);  // the cells after `from`
  for (;;) {
    uint64_t stop = stops[w];
    const uint32_t toGoal = goal - (w << 6);
    if (toGoal < 64) stop |= uint64_t{1} << toGoal;
    stop &= keep;
    if (stop != 0) {
      const auto k = static_cast<uint32_t>(std::countr_zero(stop));
      return ((line[w] >> k) & 1) != 0 ? (w << 6) + k : 0;
    }
    keep = ~uint64_t{0};
    ++w;
  }
}

inline uint32_t jumpDown(const uint64_t* stops, const uint64_t* line, uint32_t from, uint32_t goal) {
  uint32_t w = from >> 6;
  uint64_t keep = (uint64_t{1} << (from & 63)) - 1;  // the cells before `from`
  for (;;) {
    uint64_t stop = stops[w];
    const uint32_t toGoal = goal - (w << 6);
    if (toGoal < 64) stop |= uint64_t{1} << toGoal;
    stop &= keep;
    if (stop != 0) {
      const auto k = static_cast<uint32_t>(63 - std::countl_zero(stop));
      return ((line[w] >> k) & 1) != 0 ? (w << 6) + k : 0;
    }
    keep = ~uint64_t{0};
    --w;
  }
}

}  // namespace td
