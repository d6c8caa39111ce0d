#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <vector>

#include "engine/core/Prefetch.h"
#include "engine/path/AStar.h"
#include "engine/path/AStarCellWord.h"
#include "engine/path/AStarEstimate.h"
#include "engine/path/AStarFewPhase.h"
#include "engine/path/AStarMoves.h"
#include "engine/path/AStarOpenList.h"

namespace td {

using namespace astar;

template <Heuristic H, bool Eight, bool Cached, bool Observed>
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
               .fNow = 0,
               .observer = observer_};
  {
    const uint32_t est = unscaledEstimate<H>(start.x - goal.x, start.y - goal.y);
    run.base = hScale * est;
    const auto xy = static_cast<uint32_t>((start.y + 1) * 65536 + start.x + 1);
    few[run.fewCount++] = Node{est, startIndex, xy};
    if constexpr (Observed) observer_->event(SearchEvent::Opened, start, 0);
  }
  const FewEnd end = runFew<H, Eight, Cached, Observed>(run);
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
    if constexpr (Observed) observer_->event(SearchEvent::Expanded, cellOfXy(node.xy), g);
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
        if constexpr (Observed) observer_->event(SearchEvent::Opened, cellOfXy(xy + xyStep[d]), gTo);
        moves = 0;
        break;
      }
      ++expanded;
      at = to;
      gAt = gTo;
      xy += xyStep[d];
      if constexpr (Observed) walked(observer_, cellOfXy(xy), gAt);
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
      if constexpr (Observed) observer_->event(SearchEvent::Opened, cellOfXy(xy + xyStep[d]), gTo);
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

PathResult AStar::findUniform(const Grid& grid, Cell start, Cell goal, bool eight, Heuristic heuristic,
                              std::vector<Cell>& path) {
  if (observer_ != nullptr) {
    // Watched: the moves from the grid, so that only one more copy of each search is compiled.
    switch (heuristic) {
      case Heuristic::Octile:
        return eight ? search<Heuristic::Octile, true, false, true>(grid, start, goal, path)
                     : search<Heuristic::Octile, false, false, true>(grid, start, goal, path);
      case Heuristic::Manhattan:
        return search<Heuristic::Manhattan, false, false, true>(grid, start, goal, path);
      default:
        return eight ? search<Heuristic::None, true, false, true>(grid, start, goal, path)
                     : search<Heuristic::None, false, false, true>(grid, start, goal, path);
    }
  }
  const bool cached = movesTable_ != nullptr;
  switch (heuristic) {
    case Heuristic::Octile:
      if (eight) {
        return cached ? search<Heuristic::Octile, true, true, false>(grid, start, goal, path)
                      : search<Heuristic::Octile, true, false, false>(grid, start, goal, path);
      }
      return cached ? search<Heuristic::Octile, false, true, false>(grid, start, goal, path)
                    : search<Heuristic::Octile, false, false, false>(grid, start, goal, path);
    case Heuristic::Manhattan:
      return cached ? search<Heuristic::Manhattan, false, true, false>(grid, start, goal, path)
                    : search<Heuristic::Manhattan, false, false, false>(grid, start, goal, path);
    default:
      if (eight) {
        return cached ? search<Heuristic::None, true, true, false>(grid, start, goal, path)
                      : search<Heuristic::None, true, false, false>(grid, start, goal, path);
      }
      return cached ? search<Heuristic::None, false, true, false>(grid, start, goal, path)
                    : search<Heuristic::None, false, false, false>(grid, start, goal, path);
  }
}

#undef ASTAR_ALWAYS_INLINE

}  // namespace td
