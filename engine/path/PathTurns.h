#pragma once

#include <cstdint>
#include <span>

#include "engine/core/Cell.h"

namespace td {

// How often a route of neighbouring cells changes direction: every pair of
// consecutive moves that differ counts once, whatever the angle. The measure
// the turn-aware search minimises.
inline uint32_t countTurns(std::span<const Cell> route) {
  uint32_t turns = 0;
  for (size_t k = 2; k < route.size(); ++k) {
    const bool same = route[k].x - route[k - 1].x == route[k - 1].x - route[k - 2].x &&
                      route[k].y - route[k - 1].y == route[k - 1].y - route[k - 2].y;
    turns += same ? 0 : 1;
  }
  return turns;
}

}  // namespace td
