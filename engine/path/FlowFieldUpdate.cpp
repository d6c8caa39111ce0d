// FlowField's incremental updates: a cell blocked or freed changes only the
// distances that depend on it (see FlowField.h and docs/architecture.md).

#include <algorithm>
#include <vector>

#include "engine/path/FlowField.h"
#include "engine/path/FlowSteps.h"

namespace td {

Distance FlowField::bestThroughNeighbours(const Grid& grid, uint32_t i) const {
  return grid.hasSlopes() ? bestThrough<true>(grid, i) : bestThrough<false>(grid, i);
}

template <bool Sloped>
Distance FlowField::bestThrough(const Grid& grid, uint32_t i) const {
  const uint8_t* cost = grid.costs();
  Distance best = kUnreachable;
  const int dirs = directionCount(connectivity_);
  for (int d = 0; d < dirs; ++d) {
    const auto dir = static_cast<Direction>(d);
    if (!grid.canStep(i, dir)) continue;
    const uint32_t n = i + static_cast<uint32_t>(grid.offset(dir));
    if (dist_[n] == kUnreachable) continue;
    best = std::min(best, dist_[n] + stepUnit(dir) * flowsteps::stepCost<Sloped>(grid, cost, n, dir));
  }
  return best;
}

FlowStatus FlowField::cellFreed(const Grid& grid, Cell cell) {
  if (!computed()) return FlowStatus::NotComputed;
  widen();
  lastMethod_ = FlowMethod::Incremental;
  lastTouched_ = 0;
  if (goals_.empty()) return FlowStatus::NoGoals;
  if (!grid.passable(cell)) return FlowStatus::Ok;
  const uint32_t c = grid.index(cell);
  // Distances can only shrink. Routes may improve through the freed cell, and
  // with 8 directions also diagonally across its corners (a diagonal move
  // needs both orthogonal cells free): seed the cell and every neighbour.
  seeds_.clear();
  const Distance own = bestThroughNeighbours(grid, c);
  if (own < dist_[c]) seeds_.push_back({own, c});
  if (connectivity_ == Connectivity::Eight) {
    for (int d = 0; d < 4; ++d) {
      const uint32_t n = c + static_cast<uint32_t>(grid.offset(static_cast<Direction>(d)));
      if (grid.costs()[n] == 0 || dist_[n] == 0) continue;
      const Distance better = bestThroughNeighbours(grid, n);
      if (better < dist_[n]) seeds_.push_back({better, n});
    }
  }
  if (seeds_.empty()) return FlowStatus::Ok;
  floodWave(grid);
  return FlowStatus::Ok;
}

FlowStatus FlowField::cellBlocked(const Grid& grid, Cell cell) { return blockCells(grid, {&cell, 1}, nullptr); }

FlowStatus FlowField::cellBlocked(const Grid& grid, Cell cell, FlowUndo& undo) {
  return blockCells(grid, {&cell, 1}, &undo);
}

FlowStatus FlowField::cellsBlocked(const Grid& grid, std::span<const Cell> cells, FlowUndo& undo) {
  return blockCells(grid, cells, &undo);
}

void FlowField::undo(const FlowUndo& undo) {
  for (auto e = undo.entries.rbegin(); e != undo.entries.rend(); ++e) dist_[e->index] = e->was;
}

// Only phase 1 below lowers a cell to unreachable, and phase 2 writes only those cells (every other distance is
// still the shortest), so recording the cells phase 1 invalidates records every change. Several cells blocked at
// once are one update: phase 1 starts from all their neighbours, so a region that routes round a whole line of
// them is invalidated and flooded again once rather than once per cell.
FlowStatus FlowField::blockCells(const Grid& grid, std::span<const Cell> cells, FlowUndo* undo) {
  return grid.hasSlopes() ? blockCellsOn<true>(grid, cells, undo) : blockCellsOn<false>(grid, cells, undo);
}

template <bool Sloped>
FlowStatus FlowField::blockCellsOn(const Grid& grid, std::span<const Cell> cells, FlowUndo* undo) {
  if (!computed()) return FlowStatus::NotComputed;
  widen();
  lastMethod_ = FlowMethod::Incremental;
  lastTouched_ = 0;
  if (goals_.empty()) return FlowStatus::NoGoals;
  for (const Cell cell : cells) {
    if (!grid.contains(cell) || !(mark_[grid.index(cell)] & flowsteps::kGoalMark)) continue;
    if (undo != nullptr) undo->whole = true;
    // Losing a goal changes the sources of the wave: start over.
    std::vector<Cell> goals;
    for (uint32_t g : goals_) goals.push_back(grid.cellAt(g));
    const Connectivity conn = connectivity_;
    return compute(grid, goals, conn);
  }

  const uint8_t* cost = grid.costs();
  Distance* dist = dist_.data();
  const int dirs = directionCount(connectivity_);
  const Distance maxStep = flowsteps::largestStep(grid, connectivity_);

  // Phase 1: find the cells that lost every shortest route. A cell keeps its
  // distance when some neighbour that is still valid lies exactly one step
  // closer. Candidates are examined in order of their old distance, so every
  // possible supporter (strictly closer) has been judged first.
  touched_.clear();
  seeds_.clear();
  for (const Cell cell : cells) {
    if (!grid.contains(cell)) continue;
    const uint32_t c = grid.index(cell);
    if (dist[c] == kUnreachable) continue;
    if (undo != nullptr) undo->entries.push_back({c, dist[c]});
    dist[c] = kUnreachable;
  }
  for (const Cell cell : cells) {
    if (!grid.contains(cell)) continue;
    const uint32_t c = grid.index(cell);
    for (int d = 0; d < kDirectionCount; ++d) {
      const uint32_t n = c + static_cast<uint32_t>(grid.offset(static_cast<Direction>(d)));
      if (cost[n] == 0 || dist[n] == kUnreachable || dist[n] == 0 || (mark_[n] & flowsteps::kQueuedMark)) continue;
      mark_[n] |= flowsteps::kQueuedMark;
      touched_.push_back(n);
      seeds_.push_back({dist[n], n});
    }
  }
  std::sort(seeds_.begin(), seeds_.end(),
            [](const BucketQueue::Seed& a, const BucketQueue::Seed& b) { return a.key < b.key; });
  queue_.configure(flowsteps::smallestStep(grid), 2 * maxStep);
  size_t nextSeed = 0;
  size_t invalidCount = 0;
  for (;;) {
    if (queue_.empty()) {
      if (nextSeed == seeds_.size()) break;
      queue_.jumpTo(seeds_[nextSeed].key);
    }
    while (nextSeed < seeds_.size() && queue_.fits(seeds_[nextSeed].key)) {
      queue_.push(seeds_[nextSeed].index, seeds_[nextSeed].key);
      ++nextSeed;
    }
    const uint32_t u = queue_.pop();
    const Distance old = dist[u];
    if (bestThrough<Sloped>(grid, u) == old) continue;
    // No support left: u is invalid; so is, possibly, whoever relied on u.
    if (undo != nullptr) undo->entries.push_back({u, old});
    dist[u] = kUnreachable;
    mark_[u] |= flowsteps::kInvalidMark;
    ++invalidCount;
    for (int d = 0; d < dirs; ++d) {
      const auto dir = static_cast<Direction>(d);
      const uint32_t v = u + static_cast<uint32_t>(grid.offset(dir));
      if (cost[v] == 0 || (mark_[v] & (flowsteps::kQueuedMark | flowsteps::kGoalMark)) || dist[v] == kUnreachable)
        continue;
      // v relied on u when the step from v onto u was a shortest move. For a
      // diagonal, the cells beside that move are u's neighbours in dx and dy.
      const DirectionStep s = step(dir);
      const bool legal =
          !s.diagonal || (cost[static_cast<uint32_t>(static_cast<int32_t>(u) + s.dx)] != 0 &&
                          cost[static_cast<uint32_t>(static_cast<int32_t>(u) + s.dy * grid.stride())] != 0);
      if (!legal) continue;
      // v walks onto u against dir: what that step costs on a slope.
      if (dist[v] != old + stepUnit(dir) * flowsteps::stepCost<Sloped>(grid, cost, u, opposite(dir))) continue;
      mark_[v] |= flowsteps::kQueuedMark;
      touched_.push_back(v);
      queue_.push(v, dist[v]);
    }
  }

  // Phase 2: the invalid cells take the best distance offered by valid
  // neighbours, then Dijkstra spreads the new distances through them.
  seeds_.clear();
  for (uint32_t i : touched_) {
    if (!(mark_[i] & flowsteps::kInvalidMark)) continue;
    const Distance best = bestThrough<Sloped>(grid, i);
    if (best != kUnreachable) seeds_.push_back({best, i});
  }
  for (uint32_t i : touched_) mark_[i] &= flowsteps::kGoalMark;
  lastTouched_ = static_cast<uint32_t>(invalidCount);
  if (!seeds_.empty()) floodWave(grid);
  return FlowStatus::Ok;
}

}  // namespace td
