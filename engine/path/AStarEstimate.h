#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "engine/path/Distance.h"
#include "engine/path/PathQuery.h"

namespace td::astar {

// The heuristic before scaling by the cheapest terrain cost. Octile is the
// exact length on an empty grid of that terrain: never more than the true
// length, and consistent, so a cell taken from the open list has its final
// cost and f never decreases from one such cell to the next. One step
// changes it by at most the step's cost, so f rises by at most twice that.
template <Heuristic H>
inline uint32_t unscaledEstimate(int32_t dx, int32_t dy) {
  const auto ax = static_cast<uint32_t>(std::abs(dx));
  const auto ay = static_cast<uint32_t>(std::abs(dy));
  if constexpr (H == Heuristic::Octile) {
    // Which is smaller is unpredictable: std::min compiles to a select.
    return static_cast<uint32_t>(kOrthogonalUnit) * (ax + ay) -
           static_cast<uint32_t>(2 * kOrthogonalUnit - kDiagonalUnit) * std::min(ax, ay);
  } else if constexpr (H == Heuristic::Manhattan) {
    return static_cast<uint32_t>(kOrthogonalUnit) * (ax + ay);
  } else {
    return 0;
  }
}

// The same for searches that choose the heuristic at run time, scaled by the
// cheapest terrain cost.
inline Distance scaledEstimate(Heuristic h, Distance scale, int32_t dx, int32_t dy) {
  switch (h) {
    case Heuristic::Octile:
      return scale * unscaledEstimate<Heuristic::Octile>(dx, dy);
    case Heuristic::Manhattan:
      return scale * unscaledEstimate<Heuristic::Manhattan>(dx, dy);
    default:
      return 0;
  }
}

}  // namespace td::astar
