#pragma once

#include <cstddef>
#include <cstdint>

namespace td {

// The legal moves out of every cell of one padded row, a bit per Direction
// (East, West, South, North, then SE, SW, NE, NW; diagonals without corner
// cutting), 0 for impassable cells. `cost` is Grid::costs(), `y` a padded row
// inside the border (1..height), `out` gets `stride` bytes. `mask` keeps the
// directions in use (0x0F for 4-connected moves).
//
// Plain byte arithmetic without branches, which the compiler vectorizes: the
// whole-map waves run it over every cell before they flood.
inline void legalMovesOfRow(const uint8_t* cost, size_t y, size_t stride, uint8_t mask, uint8_t* out) {
  const uint8_t* c = cost + y * stride;
  const uint8_t* n = c - stride;
  const uint8_t* s = c + stride;
  out[0] = 0;
  out[stride - 1] = 0;
  for (size_t x = 1; x + 1 < stride; ++x) {
    const auto e = static_cast<uint8_t>(c[x + 1] != 0);
    const auto w = static_cast<uint8_t>(c[x - 1] != 0);
    const auto so = static_cast<uint8_t>(s[x] != 0);
    const auto no = static_cast<uint8_t>(n[x] != 0);
    const auto se = static_cast<uint8_t>(e & so & static_cast<uint8_t>(s[x + 1] != 0));
    const auto sw = static_cast<uint8_t>(w & so & static_cast<uint8_t>(s[x - 1] != 0));
    const auto ne = static_cast<uint8_t>(e & no & static_cast<uint8_t>(n[x + 1] != 0));
    const auto nw = static_cast<uint8_t>(w & no & static_cast<uint8_t>(n[x - 1] != 0));
    const auto moves = static_cast<uint8_t>(e | w << 1 | so << 2 | no << 3 | se << 4 | sw << 5 | ne << 6 | nw << 7);
    out[x] = static_cast<uint8_t>(moves & mask & (0u - static_cast<uint32_t>(c[x] != 0)));
  }
}

}  // namespace td
