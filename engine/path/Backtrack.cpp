#include "engine/path/Backtrack.h"

#include <algorithm>
#include <bit>

#include "engine/path/AStarEstimate.h"
#include "engine/path/AStarMoves.h"

namespace td {

PathResult Backtrack::find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity,
                           std::vector<Cell>& path) {
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
  if (visited_.size() != grid.paddedSize()) {
    visited_.assign(grid.paddedSize(), 0);
    stamp_ = 0;
  }
  if (++stamp_ == 0) {
    std::fill(visited_.begin(), visited_.end(), 0);
    stamp_ = 1;
  }
  // The deepest stack is one frame per cell; reserved once per grid size.
  if (stack_.capacity() < static_cast<size_t>(grid.cellCount())) stack_.reserve(static_cast<size_t>(grid.cellCount()));
  stack_.clear();
  const uint32_t stamp = stamp_;
  const uint8_t* cost = grid.costs();
  const int32_t stride = grid.stride();
  const uint32_t mask = connectivity == Connectivity::Eight ? 0xFF : 0x0F;
  const bool eight = connectivity == Connectivity::Eight;
  // In a local, so that the stores of the search cannot make it be read again at every step.
  SearchObserver* const observer = observer_;
  const uint32_t goalIndex = grid.index(goal);

  // Enters cell i: marks it and orders its legal moves goal-ward. Octile
  // ranks the neighbours for 8-connected moves, Manhattan for 4-connected.
  auto enter = [&](uint32_t i) {
    visited_[i] = stamp;
    if (observer != nullptr) observer->event(SearchEvent::Expanded, grid.cellAt(i), 0);
    Frame f{i, 0, 0, {}};
    Distance estimate[8];
    const Cell c = grid.cellAt(i);
    for (uint32_t moves = astar::kMoves[astar::neighbourPattern(cost + i, stride)] & mask; moves != 0;
         moves &= moves - 1) {
      const auto d = static_cast<uint8_t>(std::countr_zero(moves));
      const int32_t dx = c.x + kDirectionSteps[d].dx - goal.x;
      const int32_t dy = c.y + kDirectionSteps[d].dy - goal.y;
      const Distance e = eight ? astar::unscaledEstimate<Heuristic::Octile>(dx, dy)
                               : astar::unscaledEstimate<Heuristic::Manhattan>(dx, dy);
      // Insertion by estimate; moves come in Direction order, so equal
      // estimates keep it.
      uint8_t k = f.count++;
      while (k > 0 && estimate[k - 1] > e) {
        estimate[k] = estimate[k - 1];
        f.order[k] = f.order[k - 1];
        --k;
      }
      estimate[k] = e;
      f.order[k] = d;
    }
    stack_.push_back(f);
  };

  enter(grid.index(start));
  uint32_t expanded = 1;
  bool found = goalIndex == grid.index(start);
  while (!found && !stack_.empty()) {
    Frame& top = stack_.back();
    if (top.next == top.count) {
      if (observer != nullptr) observer->event(SearchEvent::Retreated, grid.cellAt(top.index), 0);
      stack_.pop_back();
      continue;
    }
    const uint8_t d = top.order[top.next++];
    const uint32_t to = top.index + static_cast<uint32_t>(grid.offset(static_cast<Direction>(d)));
    if (visited_[to] == stamp) continue;
    enter(to);
    ++expanded;
    found = to == goalIndex;
  }
  result.expanded = expanded;
  if (!found) {
    result.status = PathStatus::Unreachable;
    stack_.clear();
    return result;
  }
  result.status = PathStatus::Found;
  result.cost = 0;
  for (size_t k = 0; k < stack_.size(); ++k) {
    path.push_back(grid.cellAt(stack_[k].index));
    if (k > 0) {
      const Cell a = path[k - 1];
      const Cell b = path[k];
      const Direction d = directionBetween(a.x, a.y, b.x, b.y);
      result.cost += stepUnit(d) * grid.entryCost(stack_[k].index, d);
    }
  }
  stack_.clear();
  return result;
}

}  // namespace td
