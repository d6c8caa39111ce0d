#pragma once

#include <bit>
#include <cstdint>

#include "engine/grid/PassableBits.h"

namespace td {

// A straight jump of Jump Point Search along one line of PassableBits (a
// row, or a column of the transposed copy), 63 cells per step. `line` is the
// line walked, `left` and `right` the lines beside it; positions are the
// lines' bit positions. A cell n stops the jump when it is a wall, when it is
// the goal, or when a cell beside n is open where the cell beside n's
// predecessor is a wall (the only shortest way into that cell then passes
// n: n is a jump point). Each step reads a 64-bit window of the three lines
// that overlaps the last one by a cell, so the predecessor of the window's
// first new cell is in it.
//
// Both return the jump point's position, or 0 (never a cell: cells start at
// PassableBits::kLead) when a wall comes first. `goal` is the goal's position
// on this line, or UINT32_MAX when the goal is elsewhere. The lines' border
// cells are walls, so every jump ends.

inline uint32_t jumpUp(const uint64_t* line, const uint64_t* left, const uint64_t* right, uint32_t from,
                       uint32_t goal) {
  uint32_t p = from;  // bit 0 of the window, a cell already passed
  for (;;) {
    const uint64_t r = bitsFrom(line, p);
    const uint64_t a = bitsFrom(left, p);
    const uint64_t b = bitsFrom(right, p);
    uint64_t stop = ~r | (a & ~(a << 1)) | (b & ~(b << 1));
    const uint32_t toGoal = goal - p;
    if (toGoal < 64) stop |= uint64_t{1} << toGoal;
    stop &= ~uint64_t{1};
    if (stop != 0) {
      const auto k = static_cast<uint32_t>(std::countr_zero(stop));
      return ((r >> k) & 1) != 0 ? p + k : 0;
    }
    p += 63;
  }
}

inline uint32_t jumpDown(const uint64_t* line, const uint64_t* left, const uint64_t* right, uint32_t from,
                         uint32_t goal) {
  uint32_t p = from;  // bit 63 of the window, a cell already passed
  for (;;) {
    const uint32_t w = p - 63;
    const uint64_t r = bitsFrom(line, w);
    const uint64_t a = bitsFrom(left, w);
    const uint64_t b = bitsFrom(right, w);
    uint64_t stop = ~r | (a & ~(a >> 1)) | (b & ~(b >> 1));
    const uint32_t toGoal = goal - w;
    if (toGoal < 64) stop |= uint64_t{1} << toGoal;
    stop &= ~(uint64_t{1} << 63);
    if (stop != 0) {
      const auto k = static_cast<uint32_t>(63 - std::countl_zero(stop));
      return ((r >> k) & 1) != 0 ? w + k : 0;
    }
    p -= 63;
  }
}

}  // namespace td
