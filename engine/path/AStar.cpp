#include "engine/path/AStar.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <cstring>

#include "engine/core/Prefetch.h"

namespace td {

// The open list's helpers run in the search loop: they must be inlined even
// where the compiler's size estimates would call them out of line (a call
// per push and pop costs over a tenth of the time on small maps).
#if defined(__GNUC__)
#define ASTAR_ALWAYS_INLINE __attribute__((always_inline))
#else
#define ASTAR_ALWAYS_INLINE
#endif

namespace {

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

// On grids up to this many padded cells the legal moves of every cell are
// kept between queries, with a copy of the costs they were computed from. A
// query compares that copy with the grid's costs (one memcmp, a few hundred
// nanoseconds at this size) and recomputes the moves if anything differs, so
// no grid change can go unnoticed. Larger grids compute the moves of each
// cell as it is expanded, so a short query never pays for the whole map.
constexpr size_t kCachedMovesCells = size_t{1} << 16;

// Moves worth trying out of a cell c reached by move d from p. The step back
// to p is left out, and so are the steps to p's orthogonal neighbours that
// also touch c: when p reached c it offered them the direct orthogonal step,
// which costs no more than the last leg alone of the detour through c (an
// orthogonal step into a cell is its cheapest entry), so a move from c can
// never improve them. Where p skipped such a cell itself, the same holds
// for p's own parent, and so on back: the cell's cost is already at most
// what the direct step would have given.
constexpr std::array<uint8_t, 16> kWorthTrying = [] {
  std::array<uint8_t, 16> t{};
  for (size_t d = 0; d < 16; ++d) t[d] = 0xFF;
  for (size_t d = 0; d < 8; ++d) {
    for (size_t e = 0; e < 8; ++e) {
      // e's cell seen from p: c's offset from p plus e's step.
      const int x = kDirectionSteps[d].dx + kDirectionSteps[e].dx;
      const int y = kDirectionSteps[d].dy + kDirectionSteps[e].dy;
      if ((x < 0 ? -x : x) + (y < 0 ? -y : y) <= 1) t[d] = static_cast<uint8_t>(t[d] & ~(1u << e));
    }
  }
  return t;
}();

// More moves left out on grids where no entry cost exceeds the cheapest by a
// factor of sqrt(2) + 1 or more, as on uniform terrain. There the diagonal
// step from p to a cell n beside c costs no more than going through c
// (kDiagonalUnit * cost(n) <= kOrthogonalUnit * (cost(c) + cost(n))), so
// after an orthogonal move c need not try the two cells diagonal from p,
// provided p could take that diagonal: the cell diagonally behind c on that
// side is open, which is exactly when c's own move there is legal. Indexed
// by the move into c times 16 plus c's legal diagonal moves (bits 4..7).
constexpr std::array<uint8_t, 16 * 16> kCoveredByDiagonal = [] {
  std::array<uint8_t, 16 * 16> t{};
  for (size_t d = 0; d < 4; ++d) {
    const int sx = kDirectionSteps[d].dx;
    const int sy = kDirectionSteps[d].dy;
    for (size_t e = 0; e < 4; ++e) {
      const int ex = kDirectionSteps[e].dx;
      const int ey = kDirectionSteps[e].dy;
      if (ex * sx + ey * sy != 0) continue;  // only the two perpendicular moves
      // The cell diagonally behind c beside e's cell: c + e - d.
      size_t behind = 8;
      for (size_t b = 4; b < 8; ++b) {
        if (kDirectionSteps[b].dx == ex - sx && kDirectionSteps[b].dy == ey - sy) behind = b;
      }
      for (size_t diagonals = 0; diagonals < 16; ++diagonals) {
        if ((diagonals << 4) & (size_t{1} << behind)) t[d * 16 + diagonals] |= static_cast<uint8_t>(1u << e);
      }
    }
  }
  return t;
}();

// Whether a diagonal step into a cell of cost `to` costs no more than an
// orthogonal step into a cell of cost `via` followed by one into `to`: the
// condition for kCoveredByDiagonal.
constexpr bool coveredStep(uint8_t via, uint8_t to) {
  return (kDiagonalUnit - kOrthogonalUnit) * to <= kOrthogonalUnit * via;
}

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

// The legal moves out of cell i: from the cached table, or from the costs.
template <bool Cached, bool Eight>
inline uint32_t legalMoves(const uint8_t* table, const uint8_t* cost, uint32_t i, int32_t stride) {
  uint32_t moves = 0;
  if constexpr (Cached) {
    moves = table[i];
  } else {
    moves = kMoves[neighbourPattern(cost + i, stride)];
  }
  return Eight ? moves : moves & 0x0F;
}

}  // namespace

// Rare (the end of a long walk), so kept out of the search loop.
Distance AStar::pushFar(const FarNode n) {
  far_.push_back(n);
  std::push_heap(far_.begin(), far_.end(), [](const FarNode& a, const FarNode& b) { return a.f > b.f; });
  return far_.front().f;
}

AStar::Node* AStar::growHeap() {
  heap_.resize(2 * heap_.size(), Node{kSentinelKey, 0, 0});
  return heap_.data();
}

void AStar::prepare(const Grid& grid) {
  if (state_.size() != grid.paddedSize()) {
    const size_t n = grid.paddedSize();
    state_.assign(n, ~uint64_t{0});
    stamp_ = kLastStamp + 1;
  }
  if (heap_.empty()) heap_.assign(1024, Node{kSentinelKey, 0, 0});
  if (few_.empty()) few_.assign(kFewSlots, Node{kSentinelKey, 0, 0});
  movesTable_ = nullptr;
  coverTable_ = nullptr;
  const size_t cells = grid.paddedSize();
  Distance minCost = 0;
  Distance maxCost = 0;
  if (cells <= kCachedMovesCells) {
    const uint8_t* cost = grid.costs();
    const auto stride = static_cast<size_t>(grid.stride());
    if (movesFor_.size() != cells || movesStride_ != stride || std::memcmp(movesFor_.data(), cost, cells) != 0) {
      movesFor_.assign(cost, cost + cells);
      movesStride_ = stride;
      moves_.assign(cells, 0);
      cover_.assign(cells, 0);
      // Border cells are impassable and never expanded.
      for (size_t i = stride; i + stride < cells; ++i) {
        if (cost[i] == 0) continue;
        moves_[i] = kMoves[neighbourPattern(cost + i, grid.stride())];
        for (size_t e = 0; e < 4; ++e) {
          const uint8_t next = cost[i + static_cast<size_t>(grid.offset(static_cast<Direction>(e)))];
          if (coveredStep(cost[i], next)) cover_[i] = static_cast<uint8_t>(cover_[i] | 1u << e);
        }
      }
      // Kept too: the grid finds them by a scan of all 255 costs, which is
      // worth avoiding on a small map's query.
      movesMinCost_ = grid.minCost();
      movesMaxCost_ = grid.maxCost();
    }
    movesTable_ = moves_.data();
    coverTable_ = cover_.data();
    minCost = movesMinCost_;
    maxCost = movesMaxCost_;
  } else {
    minCost = grid.minCost();
    maxCost = grid.maxCost();
  }
  hScale_ = std::max<Distance>(minCost, 1);
  coverMask_ = coveredStep(static_cast<uint8_t>(minCost), static_cast<uint8_t>(maxCost)) ? 0x0F : 0;
  // A new entry's f exceeds the f being expanded by at most one step (entry
  // cost up to the largest terrain cost) plus what one step can change the
  // estimate by; the ring covers that, plus the partly used lowest bucket.
  // (The ends of corridor walks may lie further: see far_.)
  // Where terrain costs range widely the buckets widen instead of the ring
  // growing past kMaxRingBits: finding the next non-empty bucket stays a
  // scan of a few words.
  const Distance span = kDiagonalUnit * (std::max<Distance>(maxCost, 1) + hScale_);
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
  const bool cached = movesTable_ != nullptr;
  switch (heuristic) {
    case Heuristic::Octile:
      if (eight) {
        return cached ? search<Heuristic::Octile, true, true>(grid, start, goal, path)
                      : search<Heuristic::Octile, true, false>(grid, start, goal, path);
      }
      return cached ? search<Heuristic::Octile, false, true>(grid, start, goal, path)
                    : search<Heuristic::Octile, false, false>(grid, start, goal, path);
    case Heuristic::Manhattan:
      return cached ? search<Heuristic::Manhattan, false, true>(grid, start, goal, path)
                    : search<Heuristic::Manhattan, false, false>(grid, start, goal, path);
    default:
      if (eight) {
        return cached ? search<Heuristic::None, true, true>(grid, start, goal, path)
                      : search<Heuristic::None, true, false>(grid, start, goal, path);
      }
      return cached ? search<Heuristic::None, false, true>(grid, start, goal, path)
                    : search<Heuristic::None, false, false>(grid, start, goal, path);
  }
}

// The first phase's inputs and where it left off.
struct AStar::FewPhase {
  const uint8_t* cost;
  int32_t stride;
  uint64_t* state;
  Node* few;
  const int32_t* offset;
  const uint8_t* movesTable;  // when Cached
  const uint8_t* coverTable;  // when Cached
  uint32_t coverMask;         // when not Cached
  uint32_t goalIndex;
  int32_t goalX;
  int32_t goalY;
  Distance hScale;
  uint64_t stampBase;  // the current stamp in place, to be or-ed with a cost
  uint32_t fewCount;
  uint32_t expanded;
  Distance base;  // an entry's f is base + (key >> kEstimateBits)
  Distance fNow;  // f of the last cell taken in turn; its cost when that was the goal
};

template <Heuristic H, bool Eight, bool Cached>
AStar::FewEnd AStar::runFew(FewPhase& run) {
  const uint8_t* const cost = run.cost;
  const int32_t stride = run.stride;
  uint64_t* const state = run.state;
  Node* const few = run.few;
  const uint8_t* const movesTable = run.movesTable;
  const uint8_t* const coverTable = run.coverTable;
  const uint32_t coverMask = run.coverMask;
  const uint32_t goalIndex = run.goalIndex;
  const int32_t goalX = run.goalX;
  const int32_t goalY = run.goalY;
  const Distance hScale = run.hScale;
  std::array<uint32_t, 8> offset{};
  for (size_t d = 0; d < 8; ++d) offset[d] = static_cast<uint32_t>(run.offset[d]);
  const uint64_t stampBase = run.stampBase;
  // Words of this query lie below this; an earlier query's, or all ones, above.
  const uint64_t reachedBelow = stampBase + (uint64_t{1} << kStampShift);
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
    Distance g = costOf(here);
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
    uint32_t legal = 0;
    uint32_t moves = 0;
    // Along a corridor (one way on, into a cell not reached before) whose
    // next cell has a key below every open entry, that cell is the one the
    // array would give next: it is expanded at once, in turn.
    // This walk, the out-of-turn one below and phase two's repeat their first
    // lines on purpose: one shared inline step for all three compiled to 1.2 %
    // more instructions and ran slower on 13 of the 16 64² and 256² maps.
    Distance fOutOfTurn = kUnreachable;
    for (;;) {
      legal = legalMoves<Cached, Eight>(movesTable, cost, at, stride);
      moves = legal & kWorthTrying[moveOf(here)];
      if (moves == 0 || (moves & (moves - 1)) != 0) break;
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = at + offset[d];
      if (state[to] < reachedBelow) break;
      const Distance gTo = g + kUnitOf[d] * cost[to];
      const uint32_t est = unscaledEstimate<H>(static_cast<int32_t>(xy & 0xFFFF) - goalX + kDxOf[d],
                                               static_cast<int32_t>(xy >> 16) - goalY + kDyOf[d]);
      const Distance fromBaseTo = gTo + hScale * est - base;
      const uint64_t key = (fromBaseTo << kEstimateBits) | est;
      here = stampBase | gTo << kCostShift | d;
      state[to] = here;
      if (fromBaseTo >= kRebaseAt || key >= others) {
        // Not next after all. The walk goes on out of turn, below; only the
        // goal, and cells too far above fNow, join the open entries.
        if (fromBaseTo < kRebaseAt && to != goalIndex && base + fromBaseTo - fNow < kWalkSpan) {
          fOutOfTurn = base + fromBaseTo;
          ++expanded;
          at = to;
          g = gTo;
          xy += kXyStep[d];
          break;
        }
        few[fewCount++] = Node{key, to, xy + kXyStep[d]};
        moves = 0;
        break;
      }
      ++expanded;
      at = to;
      g = gTo;
      xy += kXyStep[d];
      if (to == goalIndex) break;
      fNow = base + fromBaseTo;
    }
    if (fOutOfTurn != kUnreachable) {
      // Out of turn no key is needed until the walk ends: f is bounded by
      // the cost instead (it rises by at most twice each step's cost), which
      // keeps it within kWalkSpan of fNow below gLimit.
      const Distance gLimit = g + (fNow + kWalkSpan - fOutOfTurn) / 2;
      for (;;) {
        legal = legalMoves<Cached, Eight>(movesTable, cost, at, stride);
        moves = legal & kWorthTrying[moveOf(here)];
        if (moves == 0 || (moves & (moves - 1)) != 0) break;
        const auto d = static_cast<uint32_t>(std::countr_zero(moves));
        const uint32_t to = at + offset[d];
        if (state[to] < reachedBelow) break;
        const Distance gTo = g + kUnitOf[d] * cost[to];
        here = stampBase | gTo << kCostShift | d;
        state[to] = here;
        if (to == goalIndex || gTo >= gLimit) {
          const uint32_t est = unscaledEstimate<H>(static_cast<int32_t>(xy & 0xFFFF) - goalX + kDxOf[d],
                                                   static_cast<int32_t>(xy >> 16) - goalY + kDyOf[d]);
          few[fewCount++] = Node{((gTo + hScale * est - base) << kEstimateBits) | est, to, xy + kXyStep[d]};
          moves = 0;
          break;
        }
        ++expanded;
        at = to;
        g = gTo;
        xy += kXyStep[d];
      }
    }
    if (at == goalIndex) {
      fNow = g;
      end = FewEnd::Found;
      break;
    }
    moves &= ~(kCoveredByDiagonal[moveOf(here) * 16 + (legal >> 4)] & (Cached ? coverTable[at] : coverMask));
    const int32_t dx = static_cast<int32_t>(xy & 0xFFFF) - goalX;
    const int32_t dy = static_cast<int32_t>(xy >> 16) - goalY;
    // Branch-free: every child is written to the next free slot, and the
    // count moves on only when the move improved the child's cost.
    for (; moves != 0; moves &= moves - 1) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = at + offset[d];
      const Distance gTo = g + kUnitOf[d] * cost[to];
      const uint64_t old = state[to];
      const uint64_t word = stampBase | gTo << kCostShift | d;
      const uint64_t better = uint64_t{0} - static_cast<uint64_t>((word | 15) < old);
      state[to] = old ^ ((old ^ word) & better);
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
  run.fewCount = fewCount;
  run.expanded = expanded;
  run.base = base;
  run.fNow = fNow;
  return end;
}

template <Heuristic H, bool Eight, bool Cached>
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
  const uint8_t* movesTable = movesTable_;
  const uint8_t* coverTable = coverTable_;
  const uint32_t coverMask = coverMask_;
  // Large grids do not stay in cache: the rows around a cell joining the
  // open list are fetched ahead of its expansion.
  constexpr bool prefetchRows = !Cached;

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

  if (stamp_ == 0) {
    std::fill(state_.begin(), state_.end(), ~uint64_t{0});
    stamp_ = kLastStamp + 1;
  }
  --stamp_;
  const uint64_t stampBase = stamp_ << kStampShift;
  const uint64_t reachedBelow = stampBase + (uint64_t{1} << kStampShift);

  // Everything the loop updates lives in locals, so that stores through the
  // arrays cannot force it back to memory.
  uint64_t* state = state_.data();
  Node* heap = heap_.data();
  auto heapCap = static_cast<uint32_t>(heap_.size() - 4);
  uint32_t heapSize = 0;
  bool ordered = false;  // whether the lowest bucket is a heap yet
  std::vector<Node>* ring = ring_.data();
  uint64_t* ringBits = ringBits_.data();
  const size_t wordMask = ringBits_.size() - 1;
  const uint64_t ringMask = ringMask_;
  uint64_t cursor = 0;             // the lowest bucket, the one in heap_
  size_t waiting = 0;              // entries in the ring
  uint64_t farBucket = kNoBucket;  // the lowest bucket in far_, if any

  auto heapify = [&] {
    for (uint32_t k = (heapSize + 2) / 4; k-- > 0;) siftDown(heap, heapSize, k, heap[k]);
    ordered = true;
  };

  auto heapPush = [&](const Node n) ASTAR_ALWAYS_INLINE {
    if (heapSize == heapCap) {
      heap = growHeap();
      heapCap = static_cast<uint32_t>(heap_.size() - 4);
    }
    if (!ordered) {
      heap[heapSize++] = n;
      if (heapSize > kLinearLimit) heapify();
      return;
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

  auto heapPop = [&]() ASTAR_ALWAYS_INLINE {
    if (!ordered) {
      // The smallest key by a scan the compiler turns into selects.
      uint32_t best = 0;
      uint64_t bestKey = heap[0].key;
      for (uint32_t k = 1; k < heapSize; ++k) {
        const uint64_t key = heap[k].key;
        const bool smaller = key < bestKey;
        best = smaller ? k : best;
        bestKey = smaller ? key : bestKey;
      }
      const Node top = heap[best];
      heap[best] = heap[--heapSize];
      heap[heapSize] = sentinel;
      return top;
    }
    const Node top = heap[0];
    const uint32_t size = --heapSize;
    const Node last = heap[size];
    heap[size] = sentinel;
    if (size > 0) siftDown(heap, size, 0, last);
    return top;
  };

  auto ringPush = [&](const uint64_t at, const Node n) ASTAR_ALWAYS_INLINE {
    ring[at].push_back(n);
    ringBits[at >> 6] |= uint64_t{1} << (at & 63);
    ++waiting;
  };

  // Moves the far entries the ring now reaches into it.
  auto takeFar = [&] {
    while (!far_.empty() && (far_.front().f >> bucketShift) - cursor <= ringMask) {
      const FarNode n = far_.front();
      std::pop_heap(far_.begin(), far_.end(), [](const FarNode& a, const FarNode& b) { return a.f > b.f; });
      far_.pop_back();
      ringPush((n.f >> bucketShift) & ringMask,
               Node{((n.f & inBucket) << kEstimateBits) | n.node.key, n.node.index, n.node.xy});
    }
    farBucket = far_.empty() ? kNoBucket : far_.front().f >> bucketShift;
  };

  // Takes the next entry to expand: from the lowest bucket, or when it has
  // run dry, from the next non-empty bucket of the ring. A bucket of one
  // entry (the common case on mazes, where the open list is thin) skips the
  // heap.
  auto next = [&](Node& out) ASTAR_ALWAYS_INLINE {
    if (heapSize > 0) {
      out = heapPop();
      return true;
    }
    for (;;) {
      if (farBucket != kNoBucket) {
        // With the ring empty, move on to the nearest far entry first.
        if (waiting == 0) cursor = std::max(cursor, farBucket - 1);
        if (farBucket - cursor <= ringMask) takeFar();
      }
      if (waiting == 0) return false;
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
        kept += f == costOf(state[n.index]) + hScale * (n.key & kEstimateMask) ? 1 : 0;
      }
      heap[kept] = sentinel;
      bucket.clear();
      if (kept == 0) continue;
      heapSize = kept;
      ordered = false;
      if (kept > kLinearLimit) heapify();
      out = heapPop();
      return true;
    }
  };

  // The lowest bucket holds the entries of the f being expanded; later ones
  // wait in the ring. None falls below it: the heuristic is consistent.
  auto push = [&](const Distance f, const Node entry) ASTAR_ALWAYS_INLINE {
    const uint64_t bucket = f >> bucketShift;
    assert(bucket >= cursor);
    if (bucket == cursor) {
      heapPush(entry);
    } else if (bucket - cursor > ringMask) {
      farBucket = pushFar(FarNode{f, Node{entry.key & kEstimateMask, entry.index, entry.xy}}) >> bucketShift;
    } else {
      ringPush(bucket & ringMask, entry);
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
      const size_t d = moveOf(state[k]);
      k -= static_cast<uint32_t>(offset[d]);
      at.x -= dxOf[d];
      at.y -= dyOf[d];
    }
    std::reverse(path.begin(), path.end());
  };

  result.status = PathStatus::Unreachable;
  state[startIndex] = stampBase | kNoMove;

  // Phase one, in a function of its own so that its few live values stay in
  // registers.
  Node* few = few_.data();
  FewPhase run{.cost = cost,
               .stride = stride,
               .state = state,
               .few = few,
               .offset = offset.data(),
               .movesTable = movesTable,
               .coverTable = coverTable,
               .coverMask = coverMask,
               .goalIndex = goalIndex,
               .goalX = goalX,
               .goalY = goalY,
               .hScale = hScale,
               .stampBase = stampBase,
               .fewCount = 0,
               .expanded = 0,
               .base = 0,
               .fNow = 0};
  {
    const uint32_t est = unscaledEstimate<H>(start.x - goal.x, start.y - goal.y);
    run.base = hScale * est;
    const auto xy = static_cast<uint32_t>((start.y + 1) * 65536 + start.x + 1);
    few[run.fewCount++] = Node{est, startIndex, xy};
  }
  const FewEnd end = runFew<H, Eight, Cached>(run);
  uint32_t expanded = run.expanded;
  const bool found = end == FewEnd::Found;
  if (found) buildPath(run.fNow);
  if (end == FewEnd::Overflow) {
    // Phase two from here: the entries move to the bucket ring, whose lowest
    // bucket is the one of the f last taken in turn (none lies below).
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
    uint64_t here = state[i];
    const Distance g = costOf(here);
    if ((cursor << bucketShift) + (node.key >> kEstimateBits) != g + hScale * (node.key & kEstimateMask)) continue;
    ++expanded;
    if (i == goalIndex) {
      buildPath(g);
      break;
    }
    uint32_t at = i;
    Distance gAt = g;
    uint32_t xy = node.xy;
    uint32_t legal = legalMoves<Cached, Eight>(movesTable, cost, at, stride);
    uint32_t moves = legal & kWorthTrying[moveOf(here)];
    // A corridor is walked to its end whatever the f of its cells (see the
    // class comment); the ring takes the end, however far: see push.
    while (moves != 0 && (moves & (moves - 1)) == 0) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = at + static_cast<uint32_t>(offset[d]);
      if (state[to] < reachedBelow) break;
      const Distance gTo = gAt + unitOf[d] * cost[to];
      here = stampBase | gTo << kCostShift | d;
      state[to] = here;
      if (to == goalIndex) {
        const uint32_t est = unscaledEstimate<H>(static_cast<int32_t>(xy & 0xFFFF) - goalX + dxOf[d],
                                                 static_cast<int32_t>(xy >> 16) - goalY + dyOf[d]);
        const Distance fTo = gTo + hScale * est;
        push(fTo, Node{((fTo & inBucket) << kEstimateBits) | est, to, xy + xyStep[d]});
        moves = 0;
        break;
      }
      ++expanded;
      at = to;
      gAt = gTo;
      xy += xyStep[d];
      legal = legalMoves<Cached, Eight>(movesTable, cost, at, stride);
      moves = legal & kWorthTrying[moveOf(here)];
    }
    if (moves != 0) {
      moves &= ~static_cast<uint32_t>(kCoveredByDiagonal[moveOf(here) * 16 + (legal >> 4)] &
                                      (Cached ? coverTable[at] : coverMask));
    }
    const int32_t dx = static_cast<int32_t>(xy & 0xFFFF) - goalX;
    const int32_t dy = static_cast<int32_t>(xy >> 16) - goalY;
    for (; moves != 0; moves &= moves - 1) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = at + static_cast<uint32_t>(offset[d]);
      const Distance gTo = gAt + unitOf[d] * cost[to];
      const uint64_t word = stampBase | gTo << kCostShift | d;
      if ((word | 15) >= state[to]) continue;
      state[to] = word;
      const uint32_t est = unscaledEstimate<H>(dx + dxOf[d], dy + dyOf[d]);
      const Distance fTo = gTo + hScale * est;
      if constexpr (prefetchRows) {
        prefetch(state + to - stride);
        prefetch(state + to + stride);
        prefetch(cost + to - stride);
        prefetch(cost + to + stride);
      }
      push(fTo, Node{((fTo & inBucket) << kEstimateBits) | est, to, xy + xyStep[d]});
    }
  }
  result.expanded = expanded;

  // Leave the open list empty for the next query.
  std::fill(heap, heap + heapSize, sentinel);
  far_.clear();
  if (waiting > 0) {
    for (size_t word = 0; word <= wordMask; ++word) {
      for (uint64_t bits = ringBits[word]; bits != 0; bits &= bits - 1) {
        ring[word * 64 + static_cast<size_t>(std::countr_zero(bits))].clear();
      }
      ringBits[word] = 0;
    }
  }
  return result;
}

#undef ASTAR_ALWAYS_INLINE

}  // namespace td
