#pragma once

// What FlowField's compute (FlowField.cpp) and its incremental updates
// (FlowFieldUpdate.cpp) share: the marks on cells, the span of a step, and
// what a step costs on flat and sloped grids.

#include <algorithm>
#include <cstdint>

#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td::flowsteps {

// What the step d onto padded cell `to` costs: its byte of `cost` (the
// grid's costs(), held in a local by the caller) on flat grids, the slope's
// cost for d otherwise.
inline Distance stepCost(const Grid& grid, const uint8_t* cost, bool sloped, uint32_t to, Direction d) {
  return sloped ? grid.entryCost(to, d) : cost[to];
}

// The same where the loop is compiled for flat or sloped grids.
template <bool Sloped>
inline Distance stepCost(const Grid& grid, const uint8_t* cost, uint32_t to, Direction d) {
  if constexpr (Sloped) {
    return grid.entryCost(to, d);
  } else {
    (void)grid;
    (void)d;
    return cost[to];
  }
}

inline constexpr uint8_t kGoalMark = 1;
inline constexpr uint8_t kQueuedMark = 2;
inline constexpr uint8_t kInvalidMark = 4;

// Steps stay below this many key units: the span the bucket ring must cover.
inline Distance largestStep(const Grid& grid, Connectivity connectivity) {
  const Distance unit = connectivity == Connectivity::Eight ? kDiagonalUnit : kOrthogonalUnit;
  return unit * std::max<Distance>(grid.maxCost(), 1);
}

inline Distance smallestStep(const Grid& grid) { return kOrthogonalUnit * std::max<Distance>(grid.minCost(), 1); }

}  // namespace td::flowsteps
