#include "engine/path/OctileWave.h"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/core/Prefetch.h"
#include "engine/grid/Direction.h"
#include "engine/grid/LegalMoves.h"

namespace td {

namespace {

// A work entry: distance at unit cost << 16 | successor directions << 8 |
// legal moves, each a bit per Direction. The distance field is 48 bits wide:
// a shortest route visits a cell at most once, so no distance exceeds
// kMaxSide^2 diagonal steps (about 2^41).
constexpr int kSuccessorShift = 8;
constexpr int kDistanceShift = 16;
constexpr uint64_t kLowBits = 0xFFFF;
constexpr uint64_t kSuccessorBits = 0xFF00;
constexpr uint64_t kFar = (uint64_t{1} << 48) - 1;  // not reached yet
// Buckets are one straight step wide and the straight step is 2^16, so an
// entry's bucket is its distance >> 16, i.e. the entry >> 32.
constexpr int kBucketShift = 32;
static_assert(kOrthogonalUnit == uint64_t{1} << (kBucketShift - kDistanceShift));
static_assert(kDiagonalUnit > kOrthogonalUnit && kDiagonalUnit < 2 * kOrthogonalUnit);

// The "direction" of a goal: it offers its distance to every legal neighbour.
constexpr int kFromGoal = kDirectionCount;

constexpr int directionOf(int dx, int dy) {
  for (int d = 0; d < kDirectionCount; ++d) {
    if (kDirectionSteps[static_cast<size_t>(d)].dx == dx && kDirectionSteps[static_cast<size_t>(d)].dy == dy) return d;
  }
  return -1;
}

constexpr uint32_t bit(int direction) { return uint32_t{1} << direction; }

// Where a cell entered by a step in direction `from` passes its distance on,
// given the legal moves out of it. Some shortest route to every cell makes
// its diagonal steps before its straight ones, unless a wall forces a turn:
// a route that went straight and then turned could have taken the turn
// first. So after a diagonal step only that diagonal and its two straight
// parts can lie on such a route; after a straight step only the same
// direction, and the cells beside it, straight and diagonally ahead, when the
// diagonal back past the previous cell on that side is no legal move (else
// the route would have come that way). Without corner cutting a diagonal step
// never forces anything: the two cells it passes are open.
constexpr uint32_t successors(int from, uint32_t legal) {
  if (from == kFromGoal) return legal;
  const DirectionStep s = kDirectionSteps[static_cast<size_t>(from)];
  if (s.diagonal) return legal & (bit(from) | bit(directionOf(s.dx, 0)) | bit(directionOf(0, s.dy)));
  uint32_t next = bit(from);
  for (const int side : {-1, 1}) {
    const int px = s.dy != 0 ? side : 0;
    const int py = s.dx != 0 ? side : 0;
    if ((legal & bit(directionOf(px - s.dx, py - s.dy))) == 0) {
      next |= bit(directionOf(px, py)) | bit(directionOf(s.dx + px, s.dy + py));
    }
  }
  return legal & next;
}

// The low 16 bits of a cell's entry once it has been reached from `from`.
constexpr std::array<std::array<uint16_t, 256>, kDirectionCount + 1> kReachedBits = [] {
  std::array<std::array<uint16_t, 256>, kDirectionCount + 1> table{};
  for (int from = 0; from <= kDirectionCount; ++from) {
    for (uint32_t legal = 0; legal < 256; ++legal) {
      table[static_cast<size_t>(from)][legal] =
          static_cast<uint16_t>(successors(from, legal) << kSuccessorShift | legal);
    }
  }
  return table;
}();

// Cache lines are fetched ahead twice: a newly reached cell's next cell in
// its direction when it is queued (along a maze corridor that is all the
// warning there is), and the cell a few places ahead in the bucket being
// drained, with the rows above and below it (on wide fronts, where a queued
// cell waits too long for the first fetch to stay in L1). Without them the
// wave over the 1024^2 benchmark maps took 1.6 to 2.5 times as long.
constexpr ptrdiff_t kLookAhead = 8;

// The tails of buckets level + 1 and level + 2.
struct Tails {
  uint32_t* near;
  uint32_t* far;
};

// Drains bucket `level`, cells [head, end). Out of line on purpose: inlined
// into the rotation loop, the compiler spilled the rotation state around
// every cell, which measured 3 to 5 % slower.
[[gnu::noinline]] Tails drainBucket(Distance* dist, const uint32_t* head, const uint32_t* const end,
                                    const uint64_t level, Tails tails, const int64_t stride) {
  const int64_t straightOffset[4] = {1, -1, stride, -stride};
  const int64_t diagonalOffset[4] = {stride + 1, stride - 1, 1 - stride, -1 - stride};
  uint32_t* near = tails.near;
  uint32_t* far = tails.far;
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
    if ((entry >> kBucketShift) != level) continue;
    const uint64_t d = entry >> kDistanceShift;
    uint32_t straight = static_cast<uint32_t>(entry >> kSuccessorShift) & 0x0F;
    uint32_t diagonal = static_cast<uint32_t>(entry >> (kSuccessorShift + 4)) & 0x0F;
    // How many successors a cell has, and whether an offer improves, are
    // data: those branches stay (making the offers branch-free measured
    // slower on every map). Queue pushes have no branch: the slot is
    // written either way and the tail advances by the condition.
    //
    // A cell is queued only while it has successors: on the random map a
    // quarter of the cells have none (walls ahead), and skipping them saved
    // about a tenth. So a cell waits in its bucket exactly when its
    // successor bits are set: an offer that improves it within the bucket
    // it waits in keeps the old successors along with the new ones (extra
    // offers of true distances are harmless), and a tie that gives a cell
    // without successors some queues it then.
    if (straight != 0) [[likely]] {
      const uint64_t candidate = d + kOrthogonalUnit;
      const uint64_t beats = candidate << kDistanceShift | kLowBits;  // beats an entry iff below it
      do {
        const int k = std::countr_zero(straight);
        straight &= straight - 1;
        const uint64_t u = v + static_cast<uint64_t>(straightOffset[k]);
        const uint64_t old = dist[u];
        if (beats < old) {
          const uint64_t bits = kReachedBits[static_cast<size_t>(k)][old & 0xFF];
          const uint64_t waiting = (old >> kBucketShift) == level + 1 ? old & kSuccessorBits : 0;
          dist[u] = candidate << kDistanceShift | waiting | bits;
          prefetch(dist + u + straightOffset[k]);
          *near = static_cast<uint32_t>(u);
          near += (waiting == 0) & ((bits & kSuccessorBits) != 0);
        } else if ((old >> kDistanceShift) == candidate) {
          const uint64_t bits = kReachedBits[static_cast<size_t>(k)][old & 0xFF];
          dist[u] = old | bits;
          *near = static_cast<uint32_t>(u);
          near += ((old & kSuccessorBits) == 0) & ((bits & kSuccessorBits) != 0);
        }
      } while (straight != 0);
    }
    if (diagonal != 0) {
      const uint64_t candidate = d + kDiagonalUnit;
      const uint64_t beats = candidate << kDistanceShift | kLowBits;
      const uint64_t target = candidate >> (kBucketShift - kDistanceShift);
      const bool beyond = target != level + 1;
      do {
        const int k = std::countr_zero(diagonal);
        diagonal &= diagonal - 1;
        const uint64_t u = v + static_cast<uint64_t>(diagonalOffset[k]);
        const uint64_t old = dist[u];
        if (beats < old) {
          const uint64_t bits = kReachedBits[static_cast<size_t>(k + 4)][old & 0xFF];
          const uint64_t waiting = (old >> kBucketShift) == target ? old & kSuccessorBits : 0;
          dist[u] = candidate << kDistanceShift | waiting | bits;
          prefetch(dist + u + diagonalOffset[k]);
          const bool push = (waiting == 0) & ((bits & kSuccessorBits) != 0);
          *near = static_cast<uint32_t>(u);
          *far = static_cast<uint32_t>(u);
          near += push & !beyond;
          far += push & beyond;
        } else if ((old >> kDistanceShift) == candidate) {
          const uint64_t bits = kReachedBits[static_cast<size_t>(k + 4)][old & 0xFF];
          dist[u] = old | bits;
          const bool push = ((old & kSuccessorBits) == 0) & ((bits & kSuccessorBits) != 0);
          *near = static_cast<uint32_t>(u);
          *far = static_cast<uint32_t>(u);
          near += push & !beyond;
          far += push & beyond;
        }
      } while (diagonal != 0);
    }
  }
  return {near, far};
}

}  // namespace

void OctileWave::reserve(size_t cells, size_t stride) {
  // Each bucket holds a cell at most once, and one spare slot for the
  // branch-free push, which writes before it knows whether to advance.
  for (auto& bucket : buckets_) {
    if (bucket.size() < cells + 1) bucket.assign(cells + 1, 0);
  }
  if (row_.size() < stride) row_.assign(stride, 0);
}

void OctileWave::writeLegalMoves(const Grid& grid, Distance* dist) {
  const uint8_t* cost = grid.costs();
  const auto stride = static_cast<size_t>(grid.stride());
  const auto height = static_cast<size_t>(grid.height());
  const uint64_t unreached = kFar << kDistanceShift;
  std::fill_n(dist, stride, unreached);
  std::fill_n(dist + (height + 1) * stride, stride, unreached);
  uint8_t* legal = row_.data();
  for (size_t y = 1; y <= height; ++y) {
    legalMovesOfRow(cost, y, stride, uint8_t{0xFF}, legal);
    Distance* out = dist + y * stride;
    for (size_t x = 0; x < stride; ++x) out[x] = unreached | legal[x];
  }
}

uint32_t OctileWave::flood(const Grid& grid, std::span<const uint32_t> goals, Distance* dist) {
  reserve(static_cast<size_t>(grid.cellCount()), static_cast<size_t>(grid.stride()));
  writeLegalMoves(grid, dist);

  const int64_t stride = grid.stride();
  uint32_t* bucket[3] = {buckets_[0].data(), buckets_[1].data(), buckets_[2].data()};

  uint32_t* head = bucket[0];
  uint32_t* end = head;
  for (const uint32_t g : goals) {
    dist[g] = kReachedBits[kFromGoal][dist[g] & 0xFF];
    *end++ = g;
  }
  uint32_t* near = bucket[1];  // tail of bucket level + 1
  uint32_t* far = bucket[2];   // tail of bucket level + 2
  uint64_t level = 0;
  int slot = 0;
  for (;;) {
    const Tails tails = drainBucket(dist, head, end, level, {near, far}, stride);
    near = tails.near;
    far = tails.far;
    const int next = slot == 2 ? 0 : slot + 1;
    const int after = next == 2 ? 0 : next + 1;
    if (near == bucket[next] && far == bucket[after]) break;
    head = bucket[next];
    end = near;
    near = far;
    far = bucket[slot];
    slot = next;
    ++level;
  }

  // kFar turns into all ones without a branch (walls fall at random); at
  // cost 1 the loop has no multiply and vectorizes.
  const uint64_t cost = grid.minCost();
  const size_t cells = grid.paddedSize();
  uint64_t unreached = 0;
  if (cost == 1) {
    for (size_t i = 0; i < cells; ++i) {
      const uint64_t d = dist[i] >> kDistanceShift;
      const uint64_t none = (d + 1) >> 48;
      unreached += none;
      dist[i] = d | (0 - none);
    }
  } else {
    for (size_t i = 0; i < cells; ++i) {
      const uint64_t d = dist[i] >> kDistanceShift;
      const uint64_t none = (d + 1) >> 48;
      unreached += none;
      dist[i] = d * cost | (0 - none);
    }
  }
  return static_cast<uint32_t>(cells - unreached);
}

}  // namespace td
