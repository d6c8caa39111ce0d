#pragma once

#include <cstdint>

#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td::astar {

// A cell's word: bits 0..3 the move that reached it, bits 4..52 its best
// cost so far (the longest route on the largest map, 4096^2 steps of cost 254
// on the diagonal, stays below 2^49), bits 53..63 the stamp of the query that
// wrote it. Stamps count down, so a word left by an earlier query, and the
// all-ones word of a cell never reached, compares above every word of the
// current query: one unsigned compare tells "not reached yet, or reached at
// a higher cost" without clearing the array between queries. Once the
// stamps run out, the array is cleared (every 2047 queries).
constexpr uint32_t kCostShift = 4;
constexpr uint32_t kStampShift = 53;
constexpr uint64_t kCostBits = (uint64_t{1} << (kStampShift - kCostShift)) - 1;
constexpr uint64_t kLastStamp = (uint64_t{1} << (64 - kStampShift)) - 2;  // all ones is "never"
static_assert(uint64_t{254} * kDiagonalUnit * Grid::kMaxSide * Grid::kMaxSide <= kCostBits, "costs must fit the word");

constexpr Distance costOf(uint64_t word) { return (word >> kCostShift) & kCostBits; }
constexpr uint32_t moveOf(uint64_t word) { return static_cast<uint32_t>(word & 15); }
// The start was reached by no move.
constexpr uint64_t kNoMove = 8;

}  // namespace td::astar
