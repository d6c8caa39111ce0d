#pragma once

// The first phase of a grid A* search, over a small unordered array of open
// entries. Included by the uniform search alone, so that the phase compiles
// in the same unit as its caller.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "engine/path/AStar.h"
#include "engine/path/AStarCellWord.h"
#include "engine/path/AStarEstimate.h"
#include "engine/path/AStarMoves.h"
#include "engine/path/AStarOpenList.h"

namespace td {

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
  Distance base;             // an entry's f is base + (key >> kEstimateBits)
  Distance fNow;             // f of the last cell taken in turn; its cost when that was the goal
  SearchObserver* observer;  // when Observed
};

namespace astar {
// The cell of an entry's xy word (the column and row plus one, see AStar::Node).
inline Cell cellOfXy(uint32_t xy) {
  return Cell{static_cast<int32_t>(xy & 0xFFFF) - 1, static_cast<int32_t>(xy >> 16) - 1};
}
// A corridor's walk reaches a cell and expands it at once, bypassing the open list.
inline void walked(SearchObserver* observer, Cell cell, Distance cost) {
  observer->event(SearchEvent::Opened, cell, cost);
  observer->event(SearchEvent::Expanded, cell, cost);
}
}  // namespace astar

template <Heuristic H, bool Eight, bool Cached, bool Observed>
AStar::FewEnd AStar::runFew(FewPhase& run) {
  using namespace astar;
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
    if constexpr (Observed) run.observer->event(SearchEvent::Expanded, cellOfXy(node.xy), g);
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
          if constexpr (Observed) walked(run.observer, cellOfXy(xy), g);
          break;
        }
        few[fewCount++] = Node{key, to, xy + kXyStep[d]};
        if constexpr (Observed) run.observer->event(SearchEvent::Opened, cellOfXy(xy + kXyStep[d]), gTo);
        moves = 0;
        break;
      }
      ++expanded;
      at = to;
      g = gTo;
      xy += kXyStep[d];
      if constexpr (Observed) walked(run.observer, cellOfXy(xy), g);
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
          if constexpr (Observed) run.observer->event(SearchEvent::Opened, cellOfXy(xy + kXyStep[d]), gTo);
          moves = 0;
          break;
        }
        ++expanded;
        at = to;
        g = gTo;
        xy += kXyStep[d];
        if constexpr (Observed) walked(run.observer, cellOfXy(xy), g);
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
      if constexpr (Observed) {
        if (better != 0) run.observer->event(SearchEvent::Opened, cellOfXy(xy + kXyStep[d]), gTo);
      }
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

}  // namespace td
