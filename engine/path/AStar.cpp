#include "engine/path/AStar.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <cstring>

namespace td {

namespace {

constexpr uint64_t kUnseen = ~uint64_t{0};
constexpr uint32_t kDirShift = 59;
constexpr uint64_t kCostMask = (uint64_t{1} << kDirShift) - 1;
// The start was reached by no move.
constexpr uint64_t kNoMove = 8;

constexpr uint32_t kEstimateBits = 29;
constexpr uint64_t kEstimateMask = (uint64_t{1} << kEstimateBits) - 1;
static_assert(kDiagonalUnit * (Grid::kMaxSide - 1) <= kEstimateMask, "octile estimate must fit the key");
static_assert(kOrthogonalUnit * 2 * (Grid::kMaxSide - 1) <= kEstimateMask, "Manhattan estimate must fit the key");

// log2 of how many buckets one cheapest orthogonal step spans: narrow buckets
// keep the ordered part of the open list small.
constexpr uint32_t kFinerBits = 5;
constexpr uint32_t kMaxRingBits = 10;

// Moves allowed out of a cell reached by move d: all but the step straight
// back, whose cell is closed with its final cost already.
constexpr std::array<uint8_t, 16> kNotBack = [] {
  std::array<uint8_t, 16> t{};
  const std::array<int, 8> opposite{1, 0, 3, 2, 7, 6, 5, 4};
  for (size_t d = 0; d < 16; ++d) t[d] = 0xFF;
  for (size_t d = 0; d < 8; ++d) t[d] = static_cast<uint8_t>(0xFF & ~(1u << opposite[d]));
  return t;
}();

// The heuristic before scaling by the cheapest terrain cost. Octile is the
// exact length on an empty grid of that terrain: never more than the true
// length, and consistent, so a cell's first expansion is final and f never
// decreases from one expansion to the next.
template <Heuristic H>
inline uint32_t unscaledEstimate(int32_t dx, int32_t dy) {
  const auto ax = static_cast<uint32_t>(std::abs(dx));
  const auto ay = static_cast<uint32_t>(std::abs(dy));
  if constexpr (H == Heuristic::Octile) {
    // min by a mask (both below 2^31): which is smaller is unpredictable.
    const uint32_t lo = ax + ((ay - ax) & static_cast<uint32_t>(static_cast<int32_t>(ay - ax) >> 31));
    return static_cast<uint32_t>(kOrthogonalUnit) * (ax + ay) -
           static_cast<uint32_t>(2 * kOrthogonalUnit - kDiagonalUnit) * lo;
  } else if constexpr (H == Heuristic::Manhattan) {
    return static_cast<uint32_t>(kOrthogonalUnit) * (ax + ay);
  } else {
    return 0;
  }
}

// Keys stay below 2^50 and the sentinel below 2^63, so the sign of a
// difference orders two keys without a compare the compiler might turn into
// a branch.
constexpr uint64_t kSentinelKey = uint64_t{1} << 62;

inline uint64_t lessMask(uint64_t a, uint64_t b) {
  return static_cast<uint64_t>(static_cast<int64_t>(a - b) >> 63);
}

// Sifts `moving` down a 4-ary heap from slot pos; the slots from `size` on
// hold sentinels, so all four children can be compared without bounds checks.
template <typename N>
inline void siftDown(N* heap, uint32_t size, uint32_t pos, const N moving) {
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

// Legal moves from the open/closed pattern of the eight neighbours. The
// pattern is gathered branch-free (see neighbourPattern): bit k of the low
// byte tells whether byte k of [NW, N, N, NE, SW, S, S, SE] is open, bit 8
// West, bit 9 East.
constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
constexpr uint64_t kHigh = 0x8080808080808080ull;

constexpr uint32_t gatherOpen(uint64_t bytes) {
  // High bit of each byte: is the byte non-zero. The multiply then stacks
  // those eight bits into the top byte (no two partial products collide).
  const uint64_t open = (((bytes & kLow7) + kLow7) | bytes) & kHigh;
  return static_cast<uint32_t>(((open >> 7) * 0x0102040810204080ull) >> 56);
}

constexpr std::array<uint8_t, 1024> kMoves = [] {
  std::array<uint8_t, 1024> t{};
  for (uint32_t p = 0; p < 256; ++p) {
    const bool e = p & 1, w = p & 2, s = p & 4, n = p & 8;
    const bool se = p & 16, sw = p & 32, ne = p & 64, nw = p & 128;
    const uint64_t rows = uint64_t{nw} | uint64_t{n} << 8 | uint64_t{n} << 16 | uint64_t{ne} << 24 |
                          uint64_t{sw} << 32 | uint64_t{s} << 40 | uint64_t{s} << 48 | uint64_t{se} << 56;
    const uint32_t index = gatherOpen(rows) | uint32_t{w} << 8 | uint32_t{e} << 9;
    t[index] = static_cast<uint8_t>(e | w << 1 | s << 2 | n << 3 | (se && s && e) << 4 | (sw && s && w) << 5 |
                                    (ne && n && e) << 6 | (nw && n && w) << 7);
  }
  return t;
}();

inline uint32_t load16(const uint8_t* p) {
  uint16_t v;
  std::memcpy(&v, p, 2);
  return v;
}

// The index into kMoves for the cell at c: eight byte loads folded into two
// 64-bit operations and a multiply.
inline uint32_t neighbourPattern(const uint8_t* c, int32_t stride) {
  const uint8_t* up = c - stride;
  const uint8_t* down = c + stride;
  const uint64_t top = load16(up - 1) | load16(up) << 16;
  const uint64_t bottom = load16(down - 1) | load16(down) << 16;
  return gatherOpen(top | bottom << 32) | uint32_t{c[-1] != 0} << 8 | uint32_t{c[1] != 0} << 9;
}

}  // namespace

AStar::Node* AStar::growHeap() {
  heap_.resize(2 * heap_.size(), Node{kSentinelKey, 0, 0});
  return heap_.data();
}

void AStar::prepare(const Grid& grid) {
  if (state_.size() != grid.paddedSize()) {
    const size_t n = grid.paddedSize();
    state_.assign(n, kUnseen);
    touched_.assign(n, 0);
  }
  if (heap_.empty()) heap_.assign(1024, Node{kSentinelKey, 0, 0});
  hScale_ = std::max<Distance>(grid.minCost(), 1);
  // A new entry's f exceeds the f being expanded by at most one step (entry
  // cost up to the largest terrain cost) plus what one step can change the
  // estimate by; the ring must cover that, plus the partly used lowest bucket.
  // Where terrain costs range widely the buckets widen instead of the ring
  // growing past kMaxRingBits: finding the next non-empty bucket stays a
  // scan of a few words.
  const Distance span = kDiagonalUnit * (std::max<Distance>(grid.maxCost(), 1) + hScale_);
  bucketShift_ = std::max(static_cast<uint32_t>(std::bit_width(kOrthogonalUnit * hScale_)) - 1 - kFinerBits,
                          static_cast<uint32_t>(std::bit_width(span)) - kMaxRingBits);
  const Distance buckets = std::bit_ceil((span >> bucketShift_) + 2);
  if (ring_.size() < buckets) ring_.resize(buckets);
  ringMask_ = buckets - 1;
  const size_t words = std::max<size_t>(buckets / 64, 1);
  if (ringBits_.size() != words) ringBits_.assign(words, 0);
}

PathResult AStar::find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path,
                       Heuristic heuristic) {
  path.clear();
  PathResult result;
  if (!grid.passable(start)) {
    result.status = PathStatus::StartInvalid;
    return result;
  }
  if (!grid.passable(goal)) {
    result.status = PathStatus::GoalInvalid;
    return result;
  }
  prepare(grid);
  // Manhattan overestimates once diagonals are allowed; octile is the
  // tightest admissible choice there.
  if (heuristic == Heuristic::Auto || (heuristic == Heuristic::Manhattan && connectivity == Connectivity::Eight)) {
    heuristic = connectivity == Connectivity::Eight ? Heuristic::Octile : Heuristic::Manhattan;
  }
  const bool eight = connectivity == Connectivity::Eight;
  switch (heuristic) {
    case Heuristic::Octile:
      return eight ? search<Heuristic::Octile, true>(grid, start, goal, path)
                   : search<Heuristic::Octile, false>(grid, start, goal, path);
    case Heuristic::Manhattan:
      return search<Heuristic::Manhattan, false>(grid, start, goal, path);
    default:
      return eight ? search<Heuristic::None, true>(grid, start, goal, path)
                   : search<Heuristic::None, false>(grid, start, goal, path);
  }
}

template <Heuristic H, bool Eight>
PathResult AStar::search(const Grid& grid, Cell start, Cell goal, std::vector<Cell>& path) {
  PathResult result;
  const Node sentinel{kSentinelKey, 0, 0};
  const uint8_t* cost = grid.costs();
  const int32_t stride = grid.stride();
  const uint32_t startIndex = grid.index(start);
  const uint32_t goalIndex = grid.index(goal);
  const int32_t goalX = goal.x + 1;
  const int32_t goalY = goal.y + 1;
  const Distance hScale = hScale_;
  const uint32_t bucketShift = bucketShift_;
  const uint64_t inBucket = (uint64_t{1} << bucketShift) - 1;

  std::array<int32_t, 8> offset{};
  std::array<int32_t, 8> dxOf{};
  std::array<int32_t, 8> dyOf{};
  std::array<uint32_t, 8> xyStep{};
  std::array<Distance, 8> unitOf{};
  for (size_t d = 0; d < 8; ++d) {
    offset[d] = grid.offset(static_cast<Direction>(d));
    dxOf[d] = kDirectionSteps[d].dx;
    dyOf[d] = kDirectionSteps[d].dy;
    xyStep[d] = static_cast<uint32_t>(dyOf[d] * 65536 + dxOf[d]);
    unitOf[d] = stepUnit(static_cast<Direction>(d));
  }

  // Everything the loop updates lives in locals, so that stores through the
  // arrays cannot force it back to memory.
  uint64_t* state = state_.data();
  uint32_t* touched = touched_.data();
  uint32_t touchedCount = 0;
  Node* heap = heap_.data();
  auto heapCap = static_cast<uint32_t>(heap_.size() - 4);
  uint32_t heapSize = 0;
  std::vector<Node>* ring = ring_.data();
  uint64_t* ringBits = ringBits_.data();
  const size_t wordMask = ringBits_.size() - 1;
  const uint64_t ringMask = ringMask_;
  uint64_t cursor = 0;  // the bucket the heap holds
  size_t waiting = 0;   // entries in the ring

  auto heapPush = [&](const Node n) {
    if (heapSize == heapCap) {
      heap = growHeap();
      heapCap = static_cast<uint32_t>(heap_.size() - 4);
    }
    uint32_t pos = heapSize++;
    while (pos > 0) {
      const uint32_t parent = (pos - 1) / 4;
      if (heap[parent].key <= n.key) break;
      heap[pos] = heap[parent];
      pos = parent;
    }
    heap[pos] = n;
  };

  auto heapPop = [&]() {
    const Node top = heap[0];
    const uint32_t size = --heapSize;
    const Node last = heap[size];
    heap[size] = sentinel;
    if (size > 0) siftDown(heap, size, 0, last);
    return top;
  };

  // Takes the next entry to expand: from the heap, or when it has run dry,
  // from the next non-empty bucket of the ring. A bucket of one entry (the
  // common case on mazes, where the open list is thin) skips the heap.
  auto next = [&](Node& out) {
    if (heapSize > 0) {
      out = heapPop();
      return true;
    }
    while (waiting > 0) {
      const uint64_t from = (cursor + 1) & ringMask;
      size_t word = from >> 6;
      uint64_t bits = ringBits[word] & (~uint64_t{0} << (from & 63));
      while (bits == 0) {
        word = (word + 1) & wordMask;
        bits = ringBits[word];
      }
      const uint64_t at = word * 64 + static_cast<uint64_t>(std::countr_zero(bits));
      ringBits[word] &= ~(uint64_t{1} << (at & 63));
      cursor += 1 + ((at - from) & ringMask);
      std::vector<Node>& bucket = ring[at];
      waiting -= bucket.size();
      if (bucket.size() == 1) {
        out = bucket.front();
        bucket.clear();
        return true;
      }
      while (heapCap < bucket.size()) {
        heap = growHeap();
        heapCap = static_cast<uint32_t>(heap_.size() - 4);
      }
      // Entries whose cell has been improved since are dropped on the way.
      const Distance base = cursor << bucketShift;
      uint32_t kept = 0;
      for (const Node& n : bucket) {
        heap[kept] = n;
        const Distance f = base + (n.key >> kEstimateBits);
        kept += f == (state[n.index] & kCostMask) + hScale * (n.key & kEstimateMask) ? 1 : 0;
      }
      heap[kept] = sentinel;
      bucket.clear();
      if (kept == 0) continue;
      heapSize = kept;
      for (uint32_t k = (kept + 2) / 4; k-- > 0;) siftDown(heap, kept, k, heap[k]);
      out = heapPop();
      return true;
    }
    return false;
  };

  // The heap holds the entries of the lowest bucket; later ones wait in the
  // ring. None falls below the heap's bucket: the heuristic is consistent.
  auto push = [&](const Distance f, const Node entry) {
    const uint64_t bucket = f >> bucketShift;
    assert(bucket >= cursor);
    if (bucket == cursor) {
      heapPush(entry);
    } else {
      const uint64_t at = bucket & ringMask;
      ring[at].push_back(entry);
      ringBits[at >> 6] |= uint64_t{1} << (at & 63);
      ++waiting;
    }
  };

  {
    const uint32_t est = unscaledEstimate<H>(start.x - goal.x, start.y - goal.y);
    const Distance f = hScale * est;
    cursor = f >> bucketShift;
    state[startIndex] = kNoMove << kDirShift;
    touched[touchedCount++] = startIndex;
    const auto xy = static_cast<uint32_t>((start.y + 1) * 65536 + start.x + 1);
    heapPush(Node{((f & inBucket) << kEstimateBits) | est, startIndex, xy});
  }

  result.status = PathStatus::Unreachable;
  uint32_t expanded = 0;
  for (;;) {
    Node node;
    if (!next(node)) break;
    const uint32_t i = node.index;
    const uint64_t here = state[i];
    const Distance g = here & kCostMask;
    // An entry left behind when the cell was improved later.
    if ((cursor << bucketShift) + (node.key >> kEstimateBits) != g + hScale * (node.key & kEstimateMask)) continue;
    ++expanded;
    if (i == goalIndex) {
      result.status = PathStatus::Found;
      result.cost = g;
      Cell at = goal;
      for (uint32_t k = goalIndex;;) {
        path.push_back(at);
        if (k == startIndex) break;
        const auto d = static_cast<size_t>(state[k] >> kDirShift);
        k -= static_cast<uint32_t>(offset[d]);
        at.x -= dxOf[d];
        at.y -= dyOf[d];
      }
      std::reverse(path.begin(), path.end());
      break;
    }
    const int32_t dx = static_cast<int32_t>(node.xy & 0xFFFF) - goalX;
    const int32_t dy = static_cast<int32_t>(node.xy >> 16) - goalY;

    // Legal moves as one byte, bit d for Direction d; a diagonal needs both
    // orthogonal cells beside it open (no corner cutting). The step back to
    // the cell this one was reached from is left out: it is closed.
    uint32_t moves = kMoves[neighbourPattern(cost + i, stride)];
    if constexpr (!Eight) moves &= 0x0F;
    moves &= kNotBack[here >> kDirShift];

    while (moves != 0) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      moves &= moves - 1;
      const uint32_t to = i + static_cast<uint32_t>(offset[d]);
      const Distance gTo = g + unitOf[d] * cost[to];
      const uint64_t old = state[to];
      if (gTo >= (old & kCostMask)) continue;
      touched[touchedCount] = to;
      touchedCount += old == kUnseen ? 1 : 0;
      state[to] = gTo | (uint64_t{d} << kDirShift);
      const uint32_t est = unscaledEstimate<H>(dx + dxOf[d], dy + dyOf[d]);
      const Distance fTo = gTo + hScale * est;
      push(fTo, Node{((fTo & inBucket) << kEstimateBits) | est, to, node.xy + xyStep[d]});
    }
  }
  result.expanded = expanded;

  // Leave the open list empty and every touched cell unreached for the next
  // query.
  std::fill(heap, heap + heapSize, sentinel);
  if (waiting > 0) {
    for (size_t word = 0; word <= wordMask; ++word) {
      for (uint64_t bits = ringBits[word]; bits != 0; bits &= bits - 1) {
        ring[word * 64 + static_cast<size_t>(std::countr_zero(bits))].clear();
      }
      ringBits[word] = 0;
    }
  }
  for (uint32_t k = 0; k < touchedCount; ++k) state[touched[k]] = kUnseen;
  return result;
}

}  // namespace td
