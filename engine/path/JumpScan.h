#pragma once

#include <bit>
#include <cstdint>

namespace td {

// A straight jump of Jump Point Search along one line of PassableBits (a
// row, or a column of the transposed copy), one aligned word of 64 cells per
// step. `line` is the line walked, `left` and `right` the lines beside it;
// positions are padded coordinates along the line. A cell n stops the jump
// when it is a wall, when it is the goal, or when a cell beside n is open
// where the cell beside n's predecessor is a wall (the only shortest way into
// that cell then passes n: n is a jump point). The predecessor of a word's
// edge cell is in the word before, carried over from the last step.
//
// Both return the jump point's position, or 0 (a border cell, never a jump
// point) when a wall comes first. `goal` is the goal's position on this line,
// or UINT32_MAX when the goal is elsewhere. The lines' border cells are
// walls, so every jump ends inside the line.

inline uint32_t jumpUp(const uint64_t* line, const uint64_t* left, const uint64_t* right, uint32_t from,
                       uint32_t goal) {
  uint32_t w = from >> 6;
  uint64_t keep = ~uint64_t{1} << (from & 63);  // the cells after `from`
  uint64_t leftCarry = 0;                       // the bit 63 of the word before, at bit 0
  uint64_t rightCarry = 0;
  for (;;) {
    const uint64_t r = line[w];
    const uint64_t a = left[w];
    const uint64_t b = right[w];
    uint64_t stop = ~r | (a & ~((a << 1) | leftCarry)) | (b & ~((b << 1) | rightCarry));
    const uint32_t toGoal = goal - (w << 6);
    if (toGoal < 64) stop |= uint64_t{1} << toGoal;
    stop &= keep;
    if (stop != 0) {
      const auto k = static_cast<uint32_t>(std::countr_zero(stop));
      return ((r >> k) & 1) != 0 ? (w << 6) + k : 0;
    }
    leftCarry = a >> 63;
    rightCarry = b >> 63;
    keep = ~uint64_t{0};
    ++w;
  }
}

inline uint32_t jumpDown(const uint64_t* line, const uint64_t* left, const uint64_t* right, uint32_t from,
                         uint32_t goal) {
  uint32_t w = from >> 6;
  uint64_t keep = (uint64_t{1} << (from & 63)) - 1;  // the cells before `from`
  uint64_t leftCarry = 0;                            // the bit 0 of the word after, at bit 63
  uint64_t rightCarry = 0;
  for (;;) {
    const uint64_t r = line[w];
    const uint64_t a = left[w];
    const uint64_t b = right[w];
    uint64_t stop = ~r | (a & ~((a >> 1) | leftCarry)) | (b & ~((b >> 1) | rightCarry));
    const uint32_t toGoal = goal - (w << 6);
    if (toGoal < 64) stop |= uint64_t{1} << toGoal;
    stop &= keep;
    if (stop != 0) {
      const auto k = static_cast<uint32_t>(63 - std::countl_zero(stop));
      return ((r >> k) & 1) != 0 ? (w << 6) + k : 0;
    }
    leftCarry = a << 63;
    rightCarry = b << 63;
    keep = ~uint64_t{0};
    --w;
  }
}

}  // namespace td
