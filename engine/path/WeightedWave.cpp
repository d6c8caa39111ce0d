#include "engine/path/WeightedWave.h"

#include <algorithm>
#include <bit>

#include "engine/core/Prefetch.h"
#include "engine/grid/LegalMoves.h"

namespace td {

namespace {

// A work entry: distance << 16 | cost << 8 | legal moves (a bit per
// Direction). The distance field is 48 bits wide; supports() keeps every
// finite distance well below kFar.
constexpr int kCostShift = 8;
constexpr int kDistanceShift = 16;
constexpr uint64_t kLowBits = 0xFFFF;
constexpr uint64_t kFar = (uint64_t{1} << 48) - 1;  // not reached yet

// Buckets are 2^shift distance units wide, the largest power of two no wider
// than a straight step into the cheapest terrain.
int bucketShift(const Grid& grid) {
  return static_cast<int>(std::bit_width(kOrthogonalUnit * std::max<uint64_t>(grid.minCost(), 1))) - 1;
}

Distance largestStep(const Grid& grid, Connectivity connectivity) {
  return (connectivity == Connectivity::Eight ? kDiagonalUnit : kOrthogonalUnit) * grid.maxCost();
}

// Buckets in the ring: a step lands up to ceil(step / width) buckets after the
// one being drained, which is still held.
size_t ringSize(const Grid& grid, Connectivity connectivity) {
  const uint64_t width = uint64_t{1} << bucketShift(grid);
  const uint64_t ahead = (largestStep(grid, connectivity) + width - 1) / width;
  return std::bit_ceil(ahead + 1);
}

// The cell a few places ahead in the bucket being drained is fetched with the
// rows above and below it: on wide fronts a queued cell waits long enough for
// its lines to leave L1. OctileWave's drain has the same lines: one inline
// helper for both changed the drains' register allocation and measured 1.14
// to 1.35 times slower at 1024².
constexpr ptrdiff_t kLookAhead = 8;

// The entry shift of one-straight-step buckets, when the cheapest cost is 1.
constexpr int kUnitShift = 16 + kDistanceShift;
static_assert(kOrthogonalUnit == uint64_t{1} << 16);

struct Ring {
  uint32_t* tails[WeightedWave::kMaxRing];
  uint64_t mask;
  int shift;  // bucket of an entry: entry >> shift
};

// Offers `candidate` to the neighbour of v at `offset` if move `k` is legal,
// queueing it at `tail` when it moves into a new bucket. No branch: about one
// offer in eight improves, at random, and a branch per offer mispredicted
// about once a cell. The entry is written back either way, and the queue
// slot written with the tail advanced by the condition.
inline uint32_t* offer(Distance* dist, uint64_t v, uint64_t legal, int k, int64_t offset, uint64_t beats,
                       uint64_t improved, uint64_t target, int shift, uint32_t* tail) {
  const uint64_t u = v + static_cast<uint64_t>(offset);
  const uint64_t old = dist[u];
  const bool better = (((legal >> k) & 1) != 0) & (beats < old);
  dist[u] = better ? improved | (old & kLowBits) : old;
  *tail = static_cast<uint32_t>(u);
  return tail + (better & ((old >> shift) != target));
}

// Drains bucket `level`, cells [head, end). kShift is the bucket shift when
// known at compile time (cheapest cost 1, the usual case), else 0 and taken
// from the ring. Out of line on purpose, as in OctileWave.
template <int kShift>
[[gnu::noinline]] void drainBucket(Distance* dist, const uint32_t* head, const uint32_t* const end,
                                   const uint64_t level, Ring& ring, const int64_t stride) {
  const int shift = kShift != 0 ? kShift : ring.shift;
  const int distShift = shift - kDistanceShift;
  for (; head != end; ++head) {
    if (end - head > kLookAhead) {
      const uint32_t ahead = head[kLookAhead];
      prefetch(dist + ahead - stride);
      prefetch(dist + ahead);
      prefetch(dist + ahead + stride);
    }
    const uint64_t v = *head;
    const uint64_t entry = dist[v];
    // Improved into an earlier bucket after it was queued here: done.
    if ((entry >> shift) != level) continue;
    const uint64_t d = entry >> kDistanceShift;
    const uint64_t cost = (entry >> kCostShift) & 0xFF;
    const uint64_t legal = entry & 0xFF;
    {
      const uint64_t candidate = d + kOrthogonalUnit * cost;
      const uint64_t target = candidate >> distShift;
      const uint64_t beats = candidate << kDistanceShift | kLowBits;  // beats an entry iff below it
      const uint64_t improved = candidate << kDistanceShift;
      uint32_t*& slot = ring.tails[target & ring.mask];
      uint32_t* tail = slot;
      tail = offer(dist, v, legal, 0, 1, beats, improved, target, shift, tail);
      tail = offer(dist, v, legal, 1, -1, beats, improved, target, shift, tail);
      tail = offer(dist, v, legal, 2, stride, beats, improved, target, shift, tail);
      tail = offer(dist, v, legal, 3, -stride, beats, improved, target, shift, tail);
      slot = tail;
    }
    if ((legal >> 4) != 0) {
      const uint64_t candidate = d + kDiagonalUnit * cost;
      const uint64_t target = candidate >> distShift;
      const uint64_t beats = candidate << kDistanceShift | kLowBits;
      const uint64_t improved = candidate << kDistanceShift;
      uint32_t*& slot = ring.tails[target & ring.mask];
      uint32_t* tail = slot;
      tail = offer(dist, v, legal, 4, stride + 1, beats, improved, target, shift, tail);
      tail = offer(dist, v, legal, 5, stride - 1, beats, improved, target, shift, tail);
      tail = offer(dist, v, legal, 6, 1 - stride, beats, improved, target, shift, tail);
      tail = offer(dist, v, legal, 7, -1 - stride, beats, improved, target, shift, tail);
      slot = tail;
    }
  }
}

}  // namespace

bool WeightedWave::supports(const Grid& grid, Connectivity connectivity) {
  // A slope's cost depends on the way it is walked; the entries hold one cost
  // a cell. FlowField floods sloped grids by Dijkstra on its bucket queue.
  if (grid.hasSlopes()) return false;
  if (grid.minCost() == 0 || ringSize(grid, connectivity) > static_cast<size_t>(kMaxRing)) return false;
  // A shortest route enters each cell at most once.
  return static_cast<uint64_t>(grid.cellCount()) < kFar / 2 / largestStep(grid, connectivity);
}

void WeightedWave::reserve(const Grid& grid, Connectivity connectivity) {
  // Each bucket holds a cell at most once, plus one spare slot for the
  // branch-free push, which writes before it knows whether to advance.
  const size_t slots = static_cast<size_t>(grid.cellCount()) + 1;
  const size_t buckets = std::min<size_t>(ringSize(grid, connectivity), kMaxRing);
  if (ringCapacity_ < slots) {
    ring_.clear();
    ringCapacity_ = slots;
  }
  // Left uninitialized: only the pages the fronts reach are ever touched.
  while (ring_.size() < buckets) ring_.emplace_back(new uint32_t[ringCapacity_]);
  if (row_.size() < static_cast<size_t>(grid.stride())) row_.assign(static_cast<size_t>(grid.stride()), 0);
}

void WeightedWave::writeEntries(const Grid& grid, Connectivity connectivity, Distance* dist) {
  const uint8_t* cost = grid.costs();
  const auto stride = static_cast<size_t>(grid.stride());
  const auto height = static_cast<size_t>(grid.height());
  const uint64_t unreached = kFar << kDistanceShift;
  const auto moveMask = static_cast<uint8_t>(connectivity == Connectivity::Eight ? 0xFF : 0x0F);
  std::fill_n(dist, stride, unreached);
  std::fill_n(dist + (height + 1) * stride, stride, unreached);
  uint8_t* legal = row_.data();
  for (size_t y = 1; y <= height; ++y) {
    legalMovesOfRow(cost, y, stride, moveMask, legal);
    Distance* out = dist + y * stride;
    const uint8_t* c = cost + y * stride;
    for (size_t x = 0; x < stride; ++x) out[x] = unreached | uint64_t{c[x]} << kCostShift | legal[x];
  }
}

uint32_t WeightedWave::flood(const Grid& grid, std::span<const uint32_t> goals, Connectivity connectivity,
                             Distance* dist) {
  reserve(grid, connectivity);
  writeEntries(grid, connectivity, dist);

  const size_t buckets = ringSize(grid, connectivity);
  Ring ring{};
  ring.mask = buckets - 1;
  ring.shift = bucketShift(grid) + kDistanceShift;
  for (size_t b = 0; b < buckets; ++b) ring.tails[b] = ring_[b].get();

  for (const uint32_t g : goals) {
    dist[g] &= kLowBits;
    *ring.tails[0]++ = g;
  }
  const int64_t stride = grid.stride();
  uint64_t level = 0;
  for (;;) {
    uint32_t* const base = ring_[level & ring.mask].get();
    uint32_t* const end = ring.tails[level & ring.mask];
    if (ring.shift == kUnitShift) {
      drainBucket<kUnitShift>(dist, base, end, level, ring, stride);
    } else {
      drainBucket<0>(dist, base, end, level, ring, stride);
    }
    ring.tails[level & ring.mask] = base;
    // The next bucket with cells; none within the ring's reach: done.
    uint64_t next = level + 1;
    while (next < level + buckets && ring.tails[next & ring.mask] == ring_[next & ring.mask].get()) ++next;
    if (next == level + buckets) break;
    level = next;
  }

  // kFar turns into all ones without a branch (walls fall at random).
  const size_t cells = grid.paddedSize();
  uint64_t unreached = 0;
  for (size_t i = 0; i < cells; ++i) {
    const uint64_t d = dist[i] >> kDistanceShift;
    const uint64_t none = (d + 1) >> 48;
    unreached += none;
    dist[i] = d | (0 - none);
  }
  return static_cast<uint32_t>(cells - unreached);
}

}  // namespace td
