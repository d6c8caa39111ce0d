#pragma once

#include <cstdint>
#include <numbers>
#include <span>

#include "engine/core/Cell.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"

namespace td {

// The moves of a route, summed by kind so its length can be taken in double
// precision straight from the moves instead of from the fixed-point distance
// the search worked with: benchmark lengths are exact sums of 1 and sqrt(2).
struct PathMoves {
  // Entry costs of the orthogonal and of the diagonal moves (on the unit-cost
  // benchmark maps: the number of each).
  int64_t orthogonal = 0;
  int64_t diagonal = 0;
  // Every step is one legal move: to an adjacent passable cell in one of the
  // allowed directions, diagonals without cutting a corner.
  bool valid = false;

  double length() const {
    return static_cast<double>(orthogonal) + static_cast<double>(diagonal) * std::numbers::sqrt2;
  }
};

// `path` runs from its first cell to its last; an empty path is not valid.
PathMoves countMoves(const Grid& grid, std::span<const Cell> path, Connectivity connectivity);

}  // namespace td
