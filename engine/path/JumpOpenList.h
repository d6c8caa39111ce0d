#pragma once

#include <cstdint>

#include "engine/path/QuadHeap.h"

namespace td {

// Jump Point Search's open list: a 4-ary heap of 16-byte entries, least f
// first and, among equal f, least estimate (the largest g, nearest the goal).
// Four entries fill one cache line, so a pop compares a node's children in
// one line. Entries carry no g: a node's first entry to come off is its best
// (equal estimates, so the least f is the least g) and any later one finds
// the node closed. Clearing keeps the capacity: warm queries allocate nothing.
struct JumpOpenEntry {
  uint64_t f;
  uint32_t h;   // the estimate in units of the grid's cost, for ties
  uint32_t xy;  // padded column in bits 0..15, padded row above
};

struct JumpOpenOrder {
  static bool before(const JumpOpenEntry& a, const JumpOpenEntry& b) { return a.f < b.f || (a.f == b.f && a.h < b.h); }
};

using JumpOpenList = QuadHeap<JumpOpenEntry, JumpOpenOrder>;

}  // namespace td
