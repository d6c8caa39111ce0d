#pragma once

#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"

namespace td {

// Wall tracing on the four orthogonal directions. Headings are numbered
// clockwise as seen on the map (y grows downward): 0 east, 1 south, 2 west,
// 3 north; turning left is one step anticlockwise.
enum class Hand : uint8_t { Left, Right };

inline constexpr int32_t kHeadingDx[4] = {1, 0, -1, 0};
inline constexpr int32_t kHeadingDy[4] = {0, 1, 0, -1};

inline Cell neighbourOf(Cell c, uint8_t heading) {
  return {c.x + kHeadingDx[heading & 3u], c.y + kHeadingDy[heading & 3u]};
}

// The heading to leave `cell` along when the wall is kept on `hand`: for the
// left hand, left, else ahead, else right, else back; mirrored for the
// right. 0xFF when no neighbour can be entered.
uint8_t handRuleHeading(const Grid& grid, Cell cell, uint8_t heading, Hand hand);

}  // namespace td
