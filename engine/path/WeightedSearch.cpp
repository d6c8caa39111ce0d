#include "engine/path/WeightedSearch.h"

#include <algorithm>
#include <bit>

#include "engine/path/AStarEstimate.h"
#include "engine/path/AStarMoves.h"

namespace td {

PathResult WeightedSearch::find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, Heuristic heuristic,
                                uint64_t weight, Distance hScale, std::vector<Cell>& path) {
  if (observer_ != nullptr) {
    return grid.hasSlopes() ? dispatch<true, true>(grid, start, goal, connectivity, heuristic, weight, hScale, path)
                            : dispatch<false, true>(grid, start, goal, connectivity, heuristic, weight, hScale, path);
  }
  return grid.hasSlopes() ? dispatch<true, false>(grid, start, goal, connectivity, heuristic, weight, hScale, path)
                          : dispatch<false, false>(grid, start, goal, connectivity, heuristic, weight, hScale, path);
}

template <bool Sloped, bool Observed>
PathResult WeightedSearch::dispatch(const Grid& grid, Cell start, Cell goal, Connectivity connectivity,
                                    Heuristic heuristic, uint64_t weight, Distance hScale, std::vector<Cell>& path) {
  const bool eight = connectivity == Connectivity::Eight;
  switch (heuristic) {
    case Heuristic::Octile:
      return eight ? search<Heuristic::Octile, true, Sloped, Observed>(grid, start, goal, weight, hScale, path)
                   : search<Heuristic::Octile, false, Sloped, Observed>(grid, start, goal, weight, hScale, path);
    case Heuristic::Manhattan:
      return search<Heuristic::Manhattan, false, Sloped, Observed>(grid, start, goal, weight, hScale, path);
    default:
      return eight ? search<Heuristic::None, true, Sloped, Observed>(grid, start, goal, weight, hScale, path)
                   : search<Heuristic::None, false, Sloped, Observed>(grid, start, goal, weight, hScale, path);
  }
}

template <Heuristic H, bool Eight, bool Sloped, bool Observed>
PathResult WeightedSearch::search(const Grid& grid, Cell start, Cell goal, uint64_t weight, Distance hScale,
                                  std::vector<Cell>& path) {
  PathResult result;
  if (cells_.size() != grid.paddedSize()) {
    cells_.assign(grid.paddedSize(), CellState{kUnreachable, 0, 0, false});
    stamp_ = 0;
  }
  if (++stamp_ == 0) {
    std::fill(cells_.begin(), cells_.end(), CellState{kUnreachable, 0, 0, false});
    stamp_ = 1;
  }
  const uint32_t stamp = stamp_;
  const uint8_t* cost = grid.costs();
  const int32_t stride = grid.stride();
  const uint32_t startIndex = grid.index(start);
  const uint32_t goalIndex = grid.index(goal);
  std::array<uint32_t, 8> offset{};
  for (size_t d = 0; d < 8; ++d) offset[d] = static_cast<uint32_t>(grid.offset(static_cast<Direction>(d)));
  // The estimate before scaling, from a cell's packed column and row.
  const uint64_t scaledWeight = weight * hScale;
  auto estimate = [&](uint32_t xy) {
    return uint64_t{astar::unscaledEstimate<H>(static_cast<int32_t>(xy & 0xFFFF) - goal.x,
                                               static_cast<int32_t>(xy >> 16) - goal.y)};
  };
  CellState* cells = cells_.data();

  open_.clear();
  cells[startIndex] = CellState{0, stamp, static_cast<uint8_t>(Direction::None), false};
  const auto startXy = static_cast<uint32_t>(start.y * 65536 + start.x);
  open_.push(OpenEntry{scaledWeight * estimate(startXy), estimate(startXy), startIndex, startXy});
  // Only in the watched copy of the search (Observed), so that an unwatched one pays nothing for it.
  SearchObserver* const observer = observer_;
  if constexpr (Observed) observer->event(SearchEvent::Opened, start, 0);
  uint32_t expanded = 0;
  while (!open_.empty()) {
    const OpenEntry e = open_.pop();
    CellState& here = cells[e.index];
    if (here.closed) continue;
    here.closed = true;
    ++expanded;
    if constexpr (Observed) observer->event(SearchEvent::Expanded, grid.cellAt(e.index), here.g);
    if (e.index == goalIndex) {
      result.status = PathStatus::Found;
      result.cost = here.g;
      // Counted first, then written back to front: no push_back, whose growth
      // path GCC would otherwise call out of line here (2.7% of a query on
      // small maps), and no reversal.
      size_t cellsOnPath = 1;
      for (uint32_t k = goalIndex; k != startIndex; k -= offset[cells[k].move]) ++cellsOnPath;
      path.resize(cellsOnPath);
      for (uint32_t k = goalIndex;;) {
        path[--cellsOnPath] = grid.cellAt(k);
        if (k == startIndex) break;
        k -= offset[cells[k].move];
      }
      break;
    }
    const Distance g = here.g;
    const uint32_t xy = e.xy;
    uint32_t moves = astar::kMoves[astar::neighbourPattern(cost + e.index, stride)];
    if constexpr (!Eight) moves &= 0x0F;
    for (; moves != 0; moves &= moves - 1) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = e.index + offset[d];
      CellState& next = cells[to];
      const bool seen = next.stamp == stamp;
      const Distance gTo = g + astar::kUnitOf[d] * astar::enterCost<Sloped>(grid, cost, to, d);
      if (seen && (next.closed || gTo >= next.g)) continue;
      next = CellState{gTo, stamp, static_cast<uint8_t>(d), false};
      const uint32_t xyTo = xy + astar::kXyStep[d];
      const uint64_t h = estimate(xyTo);
      open_.push(OpenEntry{gTo * kSearchWeightOne + scaledWeight * h, h, to, xyTo});
      if constexpr (Observed) observer->event(SearchEvent::Opened, grid.cellAt(to), gTo);
    }
  }
  result.expanded = expanded;
  open_.clear();
  return result;
}

}  // namespace td
