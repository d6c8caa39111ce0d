#pragma once

#include <cstdint>

#include "engine/path/QuadHeap.h"

namespace td {

// An open list for the searches whose keys are not monotone (weighted A*) or
// not plain numbers (turns after cost): a 4-ary heap by (primary,
// secondary), smallest first. Four children per node halve the depth of a
// binary heap, and a pop, the costlier half, compares them in one cache
// line. Clearing keeps the capacity, so a warmed-up heap allocates nothing.
struct OpenEntry {
  uint64_t primary;
  uint64_t secondary;
  uint32_t index;
  uint32_t xy;  // the cell's column in bits 0..15, its row above, to spare a division
};

struct OpenOrder {
  static bool before(const OpenEntry& a, const OpenEntry& b) {
    return a.primary < b.primary || (a.primary == b.primary && a.secondary < b.secondary);
  }
};

using OpenHeap = QuadHeap<OpenEntry, OpenOrder>;

}  // namespace td
