#include "engine/path/AStar.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include "engine/path/AStarCellWord.h"
#include "engine/path/AStarMoves.h"
#include "engine/path/AStarOpenList.h"

namespace td {

using namespace astar;

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

void AStar::setObserver(SearchObserver* observer) {
  observer_ = observer;
  weighted_.setObserver(observer);
  turnAware_.setObserver(observer);
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
  // Manhattan overestimates once diagonals are allowed; octile is the
  // tightest admissible choice there.
  if (heuristic == Heuristic::Auto || (heuristic == Heuristic::Manhattan && connectivity == Connectivity::Eight)) {
    heuristic = connectivity == Connectivity::Eight ? Heuristic::Octile : Heuristic::Manhattan;
  }
  if (grid.hasSlopes()) {
    // The search below skips moves that cannot improve a cell because a
    // straight step into it is its cheapest entry; on a slope a step with the
    // fall may be cheaper. The weighted search at weight one makes every move
    // and, with the estimate scaled by the cheapest cost (downhill steps
    // included), stays exact.
    return weighted_.find(grid, start, goal, connectivity, heuristic, kSearchWeightOne,
                          std::max<Distance>(grid.minCost(), 1), path);
  }
  prepare(grid);
  return findUniform(grid, start, goal, connectivity == Connectivity::Eight, heuristic, path);
}

PathResult AStar::find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path,
                       const SearchOptions& options) {
  if (!options.turnAware && options.weight == 1.0)
    return find(grid, start, goal, connectivity, path, options.heuristic);
  path.clear();
  PathResult result;
  // Written so that NaN fails too.
  if (!(options.weight >= 1.0 && options.weight <= kMaxSearchWeight) || options.turnPenalty > kMaxTurnPenalty) {
    result.status = PathStatus::OptionsInvalid;
    return result;
  }
  if (!grid.passable(start)) {
    result.status = PathStatus::StartInvalid;
    return result;
  }
  if (!grid.passable(goal)) {
    result.status = PathStatus::GoalInvalid;
    return result;
  }
  Heuristic heuristic = options.heuristic;
  if (heuristic == Heuristic::Auto || (heuristic == Heuristic::Manhattan && connectivity == Connectivity::Eight)) {
    heuristic = connectivity == Connectivity::Eight ? Heuristic::Octile : Heuristic::Manhattan;
  }
  // Rounded down, so that the bound of weight x optimum holds as asked.
  const auto weight = static_cast<uint64_t>(std::floor(options.weight * static_cast<double>(kSearchWeightOne)));
  const Distance hScale = std::max<Distance>(grid.minCost(), 1);
  if (options.turnAware) {
    return turnAware_.find(grid, start, goal, connectivity, heuristic, weight, options.turnPenalty, hScale, path);
  }
  return weighted_.find(grid, start, goal, connectivity, heuristic, weight, hScale, path);
}

}  // namespace td
