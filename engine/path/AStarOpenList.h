#pragma once

// The keys of grid A*'s open list and the 4-ary heap its lowest bucket
// becomes; the ring of buckets itself lives in AStar::search.

#include <cstdint>

#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

// The open list's helpers run in the search loop: they must be inlined even
// where the compiler's size estimates would call them out of line (a call
// per push and pop costs over a tenth of the time on small maps).
#if defined(__GNUC__)
#define ASTAR_ALWAYS_INLINE __attribute__((always_inline))
#else
#define ASTAR_ALWAYS_INLINE
#endif

namespace td::astar {

constexpr uint64_t kNoBucket = ~uint64_t{0};

constexpr uint32_t kEstimateBits = 29;
constexpr uint64_t kEstimateMask = (uint64_t{1} << kEstimateBits) - 1;
static_assert(kDiagonalUnit * (Grid::kMaxSide - 1) <= kEstimateMask, "octile estimate must fit the key");
static_assert(kOrthogonalUnit * 2 * (Grid::kMaxSide - 1) <= kEstimateMask, "Manhattan estimate must fit the key");

// log2 of how many buckets one cheapest orthogonal step spans: narrow buckets
// keep the ordered part of the open list small.
constexpr uint32_t kFinerBits = 5;
constexpr uint32_t kMaxRingBits = 10;
// Up to this many entries, the lowest bucket stays unordered: a pop scans a
// few keys, cheaper than keeping a heap for a bucket of two or three.
constexpr uint32_t kLinearLimit = 8;

// While at most this many entries are open (mazes keep two or three), they sit
// in one unordered array: a push is a store, a pop a scan of a few keys, with
// no bucket to find. More entries move the search to the bucket ring.
constexpr uint32_t kFewLimit = 16;
// Array slots: the limit, plus the children of one expansion, plus padding.
constexpr uint32_t kFewSlots = kFewLimit + 12;
// In the array an entry's f is kept relative to a base, moved up once it
// lies this far behind (keys must stay below the sentinel).
constexpr uint64_t kRebaseAt = uint64_t{1} << 31;
// How far above the f last taken from the array a corridor walk may go:
// with kRebaseAt and one step's span, f minus the base stays below 2^33, so
// keys stay below the sentinel.
constexpr Distance kWalkSpan = Distance{1} << 32;

// Keys stay below 2^50 and the sentinel below 2^63, so the sign of a
// difference orders two keys without a compare the compiler might turn into
// a branch.
constexpr uint64_t kSentinelKey = uint64_t{1} << 62;

inline uint64_t lessMask(uint64_t a, uint64_t b) { return static_cast<uint64_t>(static_cast<int64_t>(a - b) >> 63); }

// Sifts `moving` down a 4-ary heap from slot pos; the slots from `size` on
// hold sentinels, so all four children can be compared without bounds checks.
template <typename N>
ASTAR_ALWAYS_INLINE inline void siftDown(N* heap, uint32_t size, uint32_t pos, const N moving) {
  for (;;) {
    const uint32_t child = 4 * pos + 1;
    if (child >= size) break;
    // Which child is smallest is a coin toss: select by masks, not branches.
    const uint64_t k0 = heap[child].key;
    const uint64_t k1 = heap[child + 1].key;
    const uint64_t k2 = heap[child + 2].key;
    const uint64_t k3 = heap[child + 3].key;
    const uint64_t m01 = lessMask(k1, k0);
    const uint64_t m23 = lessMask(k3, k2);
    const uint64_t ka = k0 + ((k1 - k0) & m01);
    const uint64_t kb = k2 + ((k3 - k2) & m23);
    const uint64_t mab = lessMask(kb, ka);
    const uint64_t a = child + (m01 & 1);
    const uint64_t b = child + 2 + (m23 & 1);
    const auto best = static_cast<uint32_t>(a + ((b - a) & mab));
    if (moving.key <= ka + ((kb - ka) & mab)) break;
    heap[pos] = heap[best];
    pos = best;
  }
  heap[pos] = moving;
}

}  // namespace td::astar
