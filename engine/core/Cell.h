#pragma once

#include <cstdint>

namespace td {

// A grid cell address. Kept distinct from Vec2 so that cell and world
// coordinates cannot be mixed up silently.
struct Cell {
  int32_t x = 0;
  int32_t y = 0;

  friend constexpr bool operator==(Cell, Cell) = default;
};

}  // namespace td
