#pragma once

#include <cstdint>

#include "engine/grid/Grid.h"

namespace td {

enum class SearchKind : uint8_t { AStar, JumpPoint };

// What a grid's shape says about it, for choosing a search: the share of
// passable cells whose eight neighbours are all passable. Jump Point Search
// gains where long open runs let a jump skip many cells; on mazes and
// scattered walls nearly every cell is a jump point and A* is faster.
struct GridOpenness {
  int64_t passable = 0;
  int64_t interior = 0;  // passable cells with all eight neighbours passable

  double interiorShare() const {
    return passable > 0 ? static_cast<double>(interior) / static_cast<double>(passable) : 0.0;
  }
};

GridOpenness measureOpenness(const Grid& grid);

// Jump Point Search when it applies (uniform costs) and the grid is open
// enough (interiorShare() at least kJumpPointOpenness); A* otherwise. One pass
// over the grid: decide once per grid change, not per query.
inline constexpr double kJumpPointOpenness = 0.46;
SearchKind chooseSearch(const Grid& grid);

}  // namespace td
