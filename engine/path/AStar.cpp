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

// While at most this many entries are open (mazes keep two or three), they sit
// in one unordered array: a push is a store, a pop a scan of a few keys, with
// no bucket to find. More entries move the search to the bucket ring.
constexpr uint32_t kFewLimit = 16;
// Array slots: the limit, plus the children of one expansion, plus padding.
constexpr uint32_t kFewSlots = kFewLimit + 12;
// In the array an entry's f is kept relative to a base, moved up once it
// lies this far behind (keys must stay below the sentinel).
constexpr uint64_t kRebaseAt = uint64_t{1} << 31;

// On grids up to this many padded cells the legal moves of every cell are
// kept between queries, with a copy of the costs they were computed from. A
// query compares that copy with the grid's costs (one memcmp, a few hundred
// nanoseconds at this size) and recomputes the moves if anything differs, so
// no grid change can go unnoticed. Larger grids compute the moves of each
// cell as it is expanded, so a short query never pays for the whole map.
constexpr size_t kCachedMovesCells = size_t{1} << 16;

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
// pattern is gathered branch-free (see neighbourPattern): bit k tells whether
// byte k of [NW, N, NE, W, SW, S, SE, E] is open.
constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
constexpr uint64_t kHigh = 0x8080808080808080ull;

constexpr uint32_t gatherOpen(uint64_t bytes) {
  // High bit of each byte: is the byte non-zero. The multiply then stacks
  // those eight bits into the top byte (no two partial products collide).
  const uint64_t open = (((bytes & kLow7) + kLow7) | bytes) & kHigh;
  return static_cast<uint32_t>(((open >> 7) * 0x0102040810204080ull) >> 56);
}

constexpr std::array<uint8_t, 256> kMoves = [] {
  std::array<uint8_t, 256> t{};
  for (uint32_t p = 0; p < 256; ++p) {
    const bool e = p & 1, w = p & 2, s = p & 4, n = p & 8;
    const bool se = p & 16, sw = p & 32, ne = p & 64, nw = p & 128;
    const uint64_t bytes = uint64_t{nw} | uint64_t{n} << 8 | uint64_t{ne} << 16 | uint64_t{w} << 24 |
                           uint64_t{sw} << 32 | uint64_t{s} << 40 | uint64_t{se} << 48 | uint64_t{e} << 56;
    t[gatherOpen(bytes)] = static_cast<uint8_t>(e | w << 1 | s << 2 | n << 3 | (se && s && e) << 4 |
                                                (sw && s && w) << 5 | (ne && n && e) << 6 | (nw && n && w) << 7);
  }
  return t;
}();

constexpr std::array<int32_t, 8> kDxOf = [] {
  std::array<int32_t, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = kDirectionSteps[d].dx;
  return t;
}();
constexpr std::array<int32_t, 8> kDyOf = [] {
  std::array<int32_t, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = kDirectionSteps[d].dy;
  return t;
}();
// What a move adds to an entry's packed column and row.
constexpr std::array<uint32_t, 8> kXyStep = [] {
  std::array<uint32_t, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = static_cast<uint32_t>(kDirectionSteps[d].dy * 65536 + kDirectionSteps[d].dx);
  return t;
}();
constexpr std::array<Distance, 8> kUnitOf = [] {
  std::array<Distance, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = stepUnit(static_cast<Direction>(d));
  return t;
}();

inline uint32_t load32(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}

// The index into kMoves for the cell at c: the row above and the row below
// come in one load each, West and East fill the spare bytes. The row below
// is read from one byte further left so the load never passes the end of
// the padded grid.
inline uint32_t neighbourPattern(const uint8_t* c, int32_t stride) {
  const uint32_t up = (load32(c - stride - 1) & 0xFFFFFFu) | uint32_t{c[-1]} << 24;
  const uint32_t down = (load32(c + stride - 2) >> 8) | uint32_t{c[1]} << 24;
  return gatherOpen(up | uint64_t{down} << 32);
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
  if (few_.empty()) few_.assign(kFewSlots, Node{kSentinelKey, 0, 0});
  movesTable_ = nullptr;
  const size_t cells = grid.paddedSize();
  if (cells <= kCachedMovesCells) {
    const uint8_t* cost = grid.costs();
    const auto stride = static_cast<size_t>(grid.stride());
    if (movesFor_.size() != cells || movesStride_ != stride || std::memcmp(movesFor_.data(), cost, cells) != 0) {
      movesFor_.assign(cost, cost + cells);
      movesStride_ = stride;
      moves_.assign(cells, 0);
      // Border cells are impassable and never expanded.
      for (size_t i = stride; i + stride < cells; ++i) {
        if (cost[i] != 0) moves_[i] = kMoves[neighbourPattern(cost + i, grid.stride())];
      }
    }
    movesTable_ = moves_.data();
  }
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

// The first phase's inputs and where it left off.
struct AStar::FewPhase {
  const uint8_t* cost;
  int32_t stride;
  uint64_t* state;
  uint32_t* touched;
  Node* few;
  const int32_t* offset;
  const uint8_t* movesTable;  // cached legal moves per cell, or null
  uint32_t goalIndex;
  int32_t goalX;
  int32_t goalY;
  Distance hScale;
  uint32_t touchedCount;
  uint32_t fewCount;
  uint32_t expanded;
  Distance base;  // an entry's f is base + (key >> kEstimateBits)
  Distance fNow;  // f of the last cell expanded; its cost when that was the goal
};

template <Heuristic H, bool Eight>
AStar::FewEnd AStar::runFew(FewPhase& run) {
  const uint8_t* const cost = run.cost;
  const int32_t stride = run.stride;
  uint64_t* const state = run.state;
  uint32_t* const touched = run.touched;
  Node* const few = run.few;
  const uint8_t* const movesTable = run.movesTable;
  const uint32_t goalIndex = run.goalIndex;
  const int32_t goalX = run.goalX;
  const int32_t goalY = run.goalY;
  const Distance hScale = run.hScale;
  std::array<uint32_t, 8> offset{};
  for (size_t d = 0; d < 8; ++d) offset[d] = static_cast<uint32_t>(run.offset[d]);
  uint32_t touchedCount = run.touchedCount;
  uint32_t fewCount = run.fewCount;
  uint32_t expanded = run.expanded;
  Distance base = run.base;
  Distance fNow = 0;
  FewEnd end = FewEnd::Exhausted;

  while (fewCount > 0) {
    // The smallest key and the smallest of the others, by a scan the
    // compiler turns into selects.
    uint32_t best = 0;
    uint64_t bestKey = few[0].key;
    uint64_t others = kSentinelKey;
    for (uint32_t k = 1; k < fewCount; ++k) {
      const uint64_t key = few[k].key;
      const bool smaller = key < bestKey;
      others = std::min(others, std::max(bestKey, key));
      best = smaller ? k : best;
      bestKey = smaller ? key : bestKey;
    }
    const Node node = few[best];
    few[best] = few[--fewCount];
    few[fewCount].key = kSentinelKey;

    uint32_t at = node.index;
    uint64_t here = state[at];
    Distance g = here & kCostMask;
    const uint64_t fromBase = node.key >> kEstimateBits;
    // An entry left behind when the cell was improved later.
    if (base + fromBase != g + hScale * (node.key & kEstimateMask)) continue;
    ++expanded;
    if (at == goalIndex) {
      fNow = g;
      end = FewEnd::Found;
      break;
    }
    fNow = base + fromBase;
    if (fromBase >= kRebaseAt) {
      // Every open entry lies at or above fNow: move the base up to it.
      for (uint32_t k = 0; k < fewCount; ++k) few[k].key -= fromBase << kEstimateBits;
      others -= others == kSentinelKey ? 0 : fromBase << kEstimateBits;
      base = fNow;
    }
    uint32_t xy = node.xy;
    uint32_t moves = 0;
    // Along a corridor (one way on, into a cell not reached before) whose
    // next cell has a key below every open entry, that cell is the one the
    // open list would give next: it is expanded at once, without passing
    // through the array. The order of expansions is unchanged.
    for (;;) {
      moves = movesTable != nullptr ? movesTable[at] : kMoves[neighbourPattern(cost + at, stride)];
      if constexpr (!Eight) moves &= 0x0F;
      moves &= kNotBack[here >> kDirShift];
      if (moves == 0 || (moves & (moves - 1)) != 0) break;
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = at + offset[d];
      if (state[to] != kUnseen) break;
      const Distance gTo = g + kUnitOf[d] * cost[to];
      const uint32_t est = unscaledEstimate<H>(static_cast<int32_t>(xy & 0xFFFF) - goalX + kDxOf[d],
                                               static_cast<int32_t>(xy >> 16) - goalY + kDyOf[d]);
      const Distance fromBaseTo = gTo + hScale * est - base;
      const uint64_t key = (fromBaseTo << kEstimateBits) | est;
      here = gTo | (uint64_t{d} << kDirShift);
      state[to] = here;
      touched[touchedCount++] = to;
      if (fromBaseTo >= kRebaseAt || key >= others) {
        // Not next after all: the cell joins the open entries.
        few[fewCount++] = Node{key, to, xy + kXyStep[d]};
        moves = 0;
        break;
      }
      ++expanded;
      at = to;
      g = gTo;
      if (to == goalIndex) break;
      xy += kXyStep[d];
      fNow = base + fromBaseTo;
    }
    if (at == goalIndex) {
      fNow = g;
      end = FewEnd::Found;
      break;
    }
    const int32_t dx = static_cast<int32_t>(xy & 0xFFFF) - goalX;
    const int32_t dy = static_cast<int32_t>(xy >> 16) - goalY;
    // Branch-free: every child is written to the next free slot, and the
    // count moves on only when the move improved the child's cost.
    for (; moves != 0; moves &= moves - 1) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = at + offset[d];
      const Distance gTo = g + kUnitOf[d] * cost[to];
      const uint64_t old = state[to];
      const uint64_t better = lessMask(gTo, old & kCostMask);
      touched[touchedCount] = to;
      touchedCount += old == kUnseen ? 1 : 0;
      state[to] = old ^ ((old ^ (gTo | (uint64_t{d} << kDirShift))) & better);
      const uint32_t est = unscaledEstimate<H>(dx + kDxOf[d], dy + kDyOf[d]);
      const Distance fTo = gTo + hScale * est;
      few[fewCount] = Node{((fTo - base) << kEstimateBits) | est, to, xy + kXyStep[d]};
      fewCount += static_cast<uint32_t>(better & 1);
    }
    few[fewCount].key = kSentinelKey;
    if (fewCount > kFewLimit) {
      end = FewEnd::Overflow;
      break;
    }
  }
  run.touchedCount = touchedCount;
  run.fewCount = fewCount;
  run.expanded = expanded;
  run.base = base;
  run.fNow = fNow;
  return end;
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

  // The route back from the goal, by the moves stored in the cells' words.
  auto buildPath = [&](Distance g) {
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
  };

  // Legal moves as one byte, bit d for Direction d; a diagonal needs both
  // orthogonal cells beside it open (no corner cutting). The step back to
  // the cell this one was reached from is left out: it is closed.
  const uint8_t* movesTable = movesTable_;
  auto movesOf = [&](uint32_t i, uint64_t here) {
    uint32_t moves = movesTable != nullptr ? movesTable[i] : kMoves[neighbourPattern(cost + i, stride)];
    if constexpr (!Eight) moves &= 0x0F;
    return moves & kNotBack[here >> kDirShift];
  };

  result.status = PathStatus::Unreachable;
  uint32_t expanded = 0;
  state[startIndex] = kNoMove << kDirShift;
  touched[touchedCount++] = startIndex;

  // Phase one, in a function of its own so that its few live values stay in
  // registers.
  Node* few = few_.data();
  FewPhase run{.cost = cost,
               .stride = stride,
               .state = state,
               .touched = touched,
               .few = few,
               .offset = offset.data(),
               .movesTable = movesTable_,
               .goalIndex = goalIndex,
               .goalX = goalX,
               .goalY = goalY,
               .hScale = hScale,
               .touchedCount = touchedCount,
               .fewCount = 0,
               .expanded = expanded,
               .base = 0,
               .fNow = 0};
  {
    const uint32_t est = unscaledEstimate<H>(start.x - goal.x, start.y - goal.y);
    run.base = hScale * est;
    const auto xy = static_cast<uint32_t>((start.y + 1) * 65536 + start.x + 1);
    few[run.fewCount++] = Node{est, startIndex, xy};
  }
  const FewEnd end = runFew<H, Eight>(run);
  touchedCount = run.touchedCount;
  expanded = run.expanded;
  const bool found = end == FewEnd::Found;
  if (found) buildPath(run.fNow);
  if (end == FewEnd::Overflow) {
    // Phase two from here: the entries move to the bucket ring, whose lowest
    // bucket is the one of the f last expanded (none lies below).
    cursor = run.fNow >> bucketShift;
    for (uint32_t k = 0; k < run.fewCount; ++k) {
      const Node n = few[k];
      const Distance f = run.base + (n.key >> kEstimateBits);
      push(f, Node{((f & inBucket) << kEstimateBits) | (n.key & kEstimateMask), n.index, n.xy});
    }
  }
  std::fill(few, few + run.fewCount + 1, sentinel);

  // Phase two: the bucket ring.
  for (Node node; !found && next(node);) {
    const uint32_t i = node.index;
    const uint64_t here = state[i];
    const Distance g = here & kCostMask;
    if ((cursor << bucketShift) + (node.key >> kEstimateBits) != g + hScale * (node.key & kEstimateMask)) continue;
    ++expanded;
    if (i == goalIndex) {
      buildPath(g);
      break;
    }
    const int32_t dx = static_cast<int32_t>(node.xy & 0xFFFF) - goalX;
    const int32_t dy = static_cast<int32_t>(node.xy >> 16) - goalY;
    for (uint32_t moves = movesOf(i, here); moves != 0; moves &= moves - 1) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
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
