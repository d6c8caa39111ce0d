#include "engine/path/AStar.h"

#include <algorithm>
#include <cstdlib>

namespace td {

namespace {
constexpr uint32_t kClosed = 0xFFFFFFFFu;
}

Distance AStar::estimate(int32_t dx, int32_t dy) const {
  const auto ax = static_cast<Distance>(std::abs(dx));
  const auto ay = static_cast<Distance>(std::abs(dy));
  switch (heuristic_) {
    case Heuristic::Octile: {
      const Distance lo = std::min(ax, ay);
      const Distance hi = std::max(ax, ay);
      // The exact length on an empty grid of the cheapest terrain: never more
      // than the true length, and consistent, so closed cells are final.
      return hScale_ * (kOrthogonalUnit * (hi - lo) + kDiagonalUnit * lo);
    }
    case Heuristic::Manhattan:
      return hScale_ * kOrthogonalUnit * (ax + ay);
    default:
      return 0;
  }
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
  if (g_.size() != grid.paddedSize()) {
    const size_t n = grid.paddedSize();
    g_.assign(n, 0);
    stamp_.assign(n, 0);
    heapPos_.assign(n, 0);
    parent_.assign(n, 0);
    heap_.clear();
    heap_.reserve(std::min<size_t>(n, 1u << 20));
    search_ = 0;
  }
  if (++search_ == 0) {
    std::fill(stamp_.begin(), stamp_.end(), 0);
    search_ = 1;
  }
  stride_ = grid.stride();
  // Manhattan overestimates once diagonals are allowed; octile is the
  // tightest admissible choice there.
  if (heuristic == Heuristic::Auto || (heuristic == Heuristic::Manhattan && connectivity == Connectivity::Eight)) {
    heuristic = connectivity == Connectivity::Eight ? Heuristic::Octile : Heuristic::Manhattan;
  }
  heuristic_ = heuristic;
  hScale_ = std::max<Distance>(grid.minCost(), 1);

  const uint8_t* cost = grid.costs();
  const uint32_t startIndex = grid.index(start);
  const uint32_t goalIndex = grid.index(goal);
  const int dirs = directionCount(connectivity);
  heap_.clear();

  stamp_[startIndex] = search_;
  g_[startIndex] = 0;
  parent_[startIndex] = static_cast<uint8_t>(Direction::None);
  heapPush({estimate(start.x - goal.x, start.y - goal.y), 0, startIndex});

  while (!heap_.empty()) {
    const Node node = heapPop();
    const uint32_t i = node.index;
    heapPos_[i] = kClosed;
    ++result.expanded;
    if (i == goalIndex) {
      result.status = PathStatus::Found;
      result.cost = node.g;
      for (uint32_t at = goalIndex;; at -= static_cast<uint32_t>(grid.offset(static_cast<Direction>(parent_[at])))) {
        path.push_back(grid.cellAt(at));
        if (at == startIndex) break;
      }
      std::reverse(path.begin(), path.end());
      return result;
    }
    const Cell here = grid.cellAt(i);
    for (int d = 0; d < dirs; ++d) {
      const auto dir = static_cast<Direction>(d);
      if (!grid.canStep(i, dir)) continue;
      const uint32_t n = i + static_cast<uint32_t>(grid.offset(dir));
      const Distance g = node.g + stepUnit(dir) * cost[n];
      if (stamp_[n] != search_) {
        stamp_[n] = search_;
        g_[n] = g;
        parent_[n] = static_cast<uint8_t>(d);
        const DirectionStep s = step(dir);
        heapPush({g + estimate(here.x + s.dx - goal.x, here.y + s.dy - goal.y), g, n});
      } else if (heapPos_[n] != kClosed && g < g_[n]) {
        const Distance h = heap_[heapPos_[n]].f - g_[n];
        g_[n] = g;
        parent_[n] = static_cast<uint8_t>(d);
        heapDecrease(heapPos_[n], g + h, g);
      }
    }
  }
  result.status = PathStatus::Unreachable;
  return result;
}

void AStar::heapPush(Node n) {
  heap_.push_back(n);
  const auto pos = static_cast<uint32_t>(heap_.size() - 1);
  heapPos_[n.index] = pos;
  siftUp(pos);
}

AStar::Node AStar::heapPop() {
  const Node top = heap_.front();
  const Node last = heap_.back();
  heap_.pop_back();
  if (!heap_.empty()) {
    heap_[0] = last;
    heapPos_[last.index] = 0;
    siftDown(0);
  }
  return top;
}

void AStar::heapDecrease(uint32_t pos, Distance f, Distance g) {
  heap_[pos].f = f;
  heap_[pos].g = g;
  siftUp(pos);
}

void AStar::siftUp(uint32_t pos) {
  const Node moving = heap_[pos];
  while (pos > 0) {
    const uint32_t parent = (pos - 1) / 2;
    if (!before(moving, heap_[parent])) break;
    heap_[pos] = heap_[parent];
    heapPos_[heap_[pos].index] = pos;
    pos = parent;
  }
  heap_[pos] = moving;
  heapPos_[moving.index] = pos;
}

void AStar::siftDown(uint32_t pos) {
  const Node moving = heap_[pos];
  const auto size = static_cast<uint32_t>(heap_.size());
  for (;;) {
    uint32_t child = 2 * pos + 1;
    if (child >= size) break;
    if (child + 1 < size && before(heap_[child + 1], heap_[child])) ++child;
    if (!before(heap_[child], moving)) break;
    heap_[pos] = heap_[child];
    heapPos_[heap_[pos].index] = pos;
    pos = child;
  }
  heap_[pos] = moving;
  heapPos_[moving.index] = pos;
}

}  // namespace td
