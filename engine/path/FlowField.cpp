#include "engine/path/FlowField.h"

#include <algorithm>
#include <cstring>

namespace td {

namespace {

// What the step d onto padded cell `to` costs: its cost byte on flat grids
// (the one read the flat code always made), the slope's cost for d otherwise.
inline Distance stepCost(const Grid& grid, bool sloped, uint32_t to, Direction d) {
  return sloped ? grid.entryCost(to, d) : grid.costs()[to];
}

constexpr uint8_t kGoalMark = 1;
constexpr uint8_t kQueuedMark = 2;
constexpr uint8_t kInvalidMark = 4;

// Steps stay below this many key units: the span the bucket ring must cover.
Distance largestStep(const Grid& grid, Connectivity connectivity) {
  const Distance unit = connectivity == Connectivity::Eight ? kDiagonalUnit : kOrthogonalUnit;
  return unit * std::max<Distance>(grid.maxCost(), 1);
}

Distance smallestStep(const Grid& grid) { return kOrthogonalUnit * std::max<Distance>(grid.minCost(), 1); }

}  // namespace

void FlowField::prepare(const Grid& grid, Connectivity connectivity) {
  connectivity_ = connectivity;
  if (width_ != grid.width() || height_ != grid.height() || dist_.size() != grid.paddedSize()) {
    width_ = grid.width();
    height_ = grid.height();
    const size_t padded = grid.paddedSize();
    dist_.assign(padded, kUnreachable);
    steps_.assign(padded, kNoSteps);
    mark_.assign(padded, 0);
    open_.assign(padded, 0);
    // One slot more than cells: the branch-free breadth-first loop writes one
    // entry past the FIFO's tail.
    const size_t slots = static_cast<size_t>(grid.cellCount()) + 1;
    fifo_.assign(slots, 0);
    levelEnds_.assign(slots, 0);
    octile_.reserve(static_cast<size_t>(grid.cellCount()), static_cast<size_t>(grid.stride()));
    if (!grid.uniformCost() && WeightedWave::supports(grid, connectivity)) weighted_.reserve(grid, connectivity);
    touched_.reserve(static_cast<size_t>(grid.cellCount()));
    seeds_.reserve(std::min<size_t>(static_cast<size_t>(grid.cellCount()), 1u << 16));
    queue_.reserve(padded);
  }
}

FlowStatus FlowField::compute(const Grid& grid, std::span<const Cell> goals, Connectivity connectivity) {
  prepare(grid, connectivity);
  for (uint32_t g : goals_) mark_[g] = 0;
  goals_.clear();

  FlowStatus status = FlowStatus::Ok;
  for (Cell c : goals) {
    if (!grid.passable(c)) {
      status = FlowStatus::GoalNotPassable;
      continue;
    }
    const uint32_t i = grid.index(c);
    if (mark_[i] & kGoalMark) continue;
    mark_[i] = kGoalMark;
    goals_.push_back(i);
  }
  lastTouched_ = 0;
  wide_ = true;
  if (goals_.empty()) {
    std::fill(dist_.begin(), dist_.end(), kUnreachable);
    return FlowStatus::NoGoals;
  }

  if (connectivity == Connectivity::Four && grid.uniformCost()) {
    lastMethod_ = FlowMethod::BreadthFirst;
    floodBreadthFirst(grid);
  } else if (grid.uniformCost()) {
    lastMethod_ = FlowMethod::Dijkstra;
    floodUniformEight(grid);
  } else if (WeightedWave::supports(grid, connectivity)) {
    lastMethod_ = FlowMethod::Dijkstra;
    lastTouched_ = weighted_.flood(grid, goals_, connectivity, dist_.data());
  } else {
    // Cost ranges too wide for WeightedWave's bucket ring.
    lastMethod_ = FlowMethod::Dijkstra;
    std::fill(dist_.begin(), dist_.end(), kUnreachable);
    seeds_.clear();
    for (uint32_t g : goals_) seeds_.push_back({0, g});
    floodDijkstra(grid);
  }
  return status;
}

void FlowField::floodBreadthFirst(const Grid& grid) {
  // Every step costs the same, so FIFO order is distance order and the first
  // visit of a cell is final. The wave runs on a copy of the cost bytes,
  // zeroed on the first visit (walls are zero already): the hot neighbour
  // tests read one byte per cell, eight times denser than the distances.
  // A visit has no branch (with a branch, random maps mispredicted about two
  // visits per cell): the byte is zeroed whether or not it was open, the
  // neighbour is written at the FIFO's tail, and the tail advances only when
  // it was open. Distances are not written during the wave: the FIFO holds
  // the cells level by level (the position after each level is recorded), so
  // one pass over it writes them afterwards.
  // (Writing them in the wave without a branch, through a spare slot for
  // visits that find nothing new, puts a store whose address depends on the
  // visited byte on every visit and measured 1.5 to 2.5 times slower.) The
  // counts are stored in 32 bits; at() and widen() turn them into Distance.
  const size_t cells = grid.paddedSize();
  uint8_t* open = open_.data();
  std::memcpy(open, grid.costs(), cells);
  uint32_t* fifo = fifo_.data();
  uint32_t* levelEnds = levelEnds_.data();
  const auto stride = static_cast<uint32_t>(grid.stride());
  uint32_t tail = 0;
  for (uint32_t g : goals_) {
    open[g] = 0;
    fifo[tail++] = g;
  }
  uint32_t head = 0;
  uint32_t levels = 0;
  while (head < tail) {
    const uint32_t levelEnd = tail;
    levelEnds[levels++] = levelEnd;
    for (; head < levelEnd; ++head) {
      const uint32_t i = fifo[head];
      const uint32_t around[4] = {i + 1, i - 1, i + stride, i - stride};
      for (uint32_t n : around) {
        const auto fresh = static_cast<uint32_t>(open[n] != 0);
        open[n] = 0;
        fifo[tail] = n;
        tail += fresh;
      }
    }
  }

  uint32_t* steps = steps_.data();
  std::fill_n(steps, cells, kNoSteps);
  uint32_t k = 0;
  for (uint32_t level = 0; level < levels; ++level) {
    for (const uint32_t end = levelEnds[level]; k < end; ++k) steps[fifo[k]] = level;
  }
  stepLength_ = kOrthogonalUnit * grid.minCost();
  wide_ = false;
  lastTouched_ = tail;
}

void FlowField::widen() const {
  if (wide_) return;
  const size_t cells = steps_.size();
  for (size_t i = 0; i < cells; ++i)
    dist_[i] = steps_[i] == kNoSteps ? kUnreachable : Distance{steps_[i]} * stepLength_;
  wide_ = true;
}

void FlowField::floodUniformEight(const Grid& grid) { lastTouched_ = octile_.flood(grid, goals_, dist_.data()); }

void FlowField::floodDijkstra(const Grid& grid) {
  if (grid.hasSlopes()) {
    floodDijkstra<true>(grid);
  } else {
    floodDijkstra<false>(grid);
  }
}

template <bool Sloped>
void FlowField::floodDijkstra(const Grid& grid) {
  // Seeds may start anywhere (an incremental update seeds a whole frontier),
  // so they are fed into the bucket ring in key order as the ring reaches them.
  std::sort(seeds_.begin(), seeds_.end(), [](const BucketQueue::Seed& a, const BucketQueue::Seed& b) {
    return a.key < b.key || (a.key == b.key && a.index < b.index);
  });
  const Distance maxStep = largestStep(grid, connectivity_);
  queue_.configure(smallestStep(grid), 2 * maxStep);

  const uint8_t* cost = grid.costs();
  const uint8_t* slopes = grid.slopes();
  Distance* dist = dist_.data();
  const auto stride = static_cast<uint32_t>(grid.stride());
  const bool eight = connectivity_ == Connectivity::Eight;
  uint32_t touched = 0;

  auto relax = [&](uint32_t u, Distance candidate) {
    if (candidate >= dist[u]) return;
    dist[u] = candidate;
    queue_.push(u, candidate);  // any older entry of u goes stale
    ++touched;
  };

  size_t nextSeed = 0;
  for (;;) {
    if (queue_.empty()) {
      if (nextSeed == seeds_.size()) break;
      queue_.jumpTo(seeds_[nextSeed].key);
    }
    while (nextSeed < seeds_.size() && queue_.fits(seeds_[nextSeed].key)) {
      const BucketQueue::Seed s = seeds_[nextSeed++];
      relax(s.index, s.key);
    }
    // Seeds already beaten by the wave push nothing; the queue may be empty.
    if (queue_.empty()) continue;
    const uint32_t v = queue_.pop();
    if (queue_.bucketOf(dist[v]) != queue_.poppedBucket()) continue;  // improved since: stale entry
    const bool east = cost[v + 1] != 0;
    const bool west = cost[v - 1] != 0;
    const bool south = cost[v + stride] != 0;
    const bool north = cost[v - stride] != 0;
    if (Sloped && slopes[v] != 0) {
      // The wave runs backwards: the neighbour east of v walks West onto v,
      // and pays what entering v that way costs.
      const auto& enter = grid.slopeRow(slopes[v]);
      auto by = [&](Direction walked, Distance unit) { return dist[v] + unit * enter[static_cast<size_t>(walked)]; };
      if (east) relax(v + 1, by(Direction::West, kOrthogonalUnit));
      if (west) relax(v - 1, by(Direction::East, kOrthogonalUnit));
      if (south) relax(v + stride, by(Direction::North, kOrthogonalUnit));
      if (north) relax(v - stride, by(Direction::South, kOrthogonalUnit));
      if (eight) {
        if (east && south && cost[v + stride + 1] != 0) relax(v + stride + 1, by(Direction::NorthWest, kDiagonalUnit));
        if (west && south && cost[v + stride - 1] != 0) relax(v + stride - 1, by(Direction::NorthEast, kDiagonalUnit));
        if (east && north && cost[v - stride + 1] != 0) relax(v - stride + 1, by(Direction::SouthWest, kDiagonalUnit));
        if (west && north && cost[v - stride - 1] != 0) relax(v - stride - 1, by(Direction::SouthEast, kDiagonalUnit));
      }
      continue;
    }
    // Every neighbour u that may step onto v reaches the goals through v for
    // the price of entering v. Unrolled: this loop is the whole cost of a
    // Dijkstra wave.
    const Distance straight = dist[v] + kOrthogonalUnit * cost[v];
    if (east) relax(v + 1, straight);
    if (west) relax(v - 1, straight);
    if (south) relax(v + stride, straight);
    if (north) relax(v - stride, straight);
    if (eight) {
      // A diagonal neighbour may step onto v only past two open cells, which
      // are v's own orthogonal neighbours on that side.
      const Distance diagonal = dist[v] + kDiagonalUnit * cost[v];
      if (east && south && cost[v + stride + 1] != 0) relax(v + stride + 1, diagonal);
      if (west && south && cost[v + stride - 1] != 0) relax(v + stride - 1, diagonal);
      if (east && north && cost[v - stride + 1] != 0) relax(v - stride + 1, diagonal);
      if (west && north && cost[v - stride - 1] != 0) relax(v - stride - 1, diagonal);
    }
  }
  lastTouched_ += touched;
}

Distance FlowField::bestThroughNeighbours(const Grid& grid, uint32_t i) const {
  Distance best = kUnreachable;
  const int dirs = directionCount(connectivity_);
  const bool sloped = grid.hasSlopes();
  for (int d = 0; d < dirs; ++d) {
    const auto dir = static_cast<Direction>(d);
    if (!grid.canStep(i, dir)) continue;
    const uint32_t n = i + static_cast<uint32_t>(grid.offset(dir));
    if (dist_[n] == kUnreachable) continue;
    best = std::min(best, dist_[n] + stepUnit(dir) * stepCost(grid, sloped, n, dir));
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
  floodDijkstra(grid);
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
  if (!computed()) return FlowStatus::NotComputed;
  widen();
  lastMethod_ = FlowMethod::Incremental;
  lastTouched_ = 0;
  if (goals_.empty()) return FlowStatus::NoGoals;
  for (const Cell cell : cells) {
    if (!grid.contains(cell) || !(mark_[grid.index(cell)] & kGoalMark)) continue;
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
  const bool sloped = grid.hasSlopes();
  const Distance maxStep = largestStep(grid, connectivity_);

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
      if (cost[n] == 0 || dist[n] == kUnreachable || dist[n] == 0 || (mark_[n] & kQueuedMark)) continue;
      mark_[n] |= kQueuedMark;
      touched_.push_back(n);
      seeds_.push_back({dist[n], n});
    }
  }
  std::sort(seeds_.begin(), seeds_.end(),
            [](const BucketQueue::Seed& a, const BucketQueue::Seed& b) { return a.key < b.key; });
  queue_.configure(smallestStep(grid), 2 * maxStep);
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
    if (bestThroughNeighbours(grid, u) == old) continue;
    // No support left: u is invalid; so is, possibly, whoever relied on u.
    if (undo != nullptr) undo->entries.push_back({u, old});
    dist[u] = kUnreachable;
    mark_[u] |= kInvalidMark;
    ++invalidCount;
    for (int d = 0; d < dirs; ++d) {
      const auto dir = static_cast<Direction>(d);
      const uint32_t v = u + static_cast<uint32_t>(grid.offset(dir));
      if (cost[v] == 0 || (mark_[v] & (kQueuedMark | kGoalMark)) || dist[v] == kUnreachable) continue;
      // v relied on u when the step from v onto u was a shortest move. For a
      // diagonal, the cells beside that move are u's neighbours in dx and dy.
      const DirectionStep s = step(dir);
      const bool legal =
          !s.diagonal || (cost[static_cast<uint32_t>(static_cast<int32_t>(u) + s.dx)] != 0 &&
                          cost[static_cast<uint32_t>(static_cast<int32_t>(u) + s.dy * grid.stride())] != 0);
      if (!legal) continue;
      // v walks onto u against dir: what that step costs on a slope.
      if (dist[v] != old + stepUnit(dir) * stepCost(grid, sloped, u, opposite(dir))) continue;
      mark_[v] |= kQueuedMark;
      touched_.push_back(v);
      queue_.push(v, dist[v]);
    }
  }

  // Phase 2: the invalid cells take the best distance offered by valid
  // neighbours, then Dijkstra spreads the new distances through them.
  seeds_.clear();
  for (uint32_t i : touched_) {
    if (!(mark_[i] & kInvalidMark)) continue;
    const Distance best = bestThroughNeighbours(grid, i);
    if (best != kUnreachable) seeds_.push_back({best, i});
  }
  for (uint32_t i : touched_) mark_[i] &= kGoalMark;
  lastTouched_ = static_cast<uint32_t>(invalidCount);
  if (!seeds_.empty()) floodDijkstra(grid);
  return FlowStatus::Ok;
}

Direction FlowField::direction(const Grid& grid, Cell c) const {
  if (!grid.contains(c)) return Direction::None;
  const uint32_t i = grid.index(c);
  const Distance here = at(i);
  if (here == 0 || here == kUnreachable) return Direction::None;
  const int dirs = directionCount(connectivity_);
  const bool sloped = grid.hasSlopes();
  // The first direction in Direction order that lies on a shortest route; see
  // Direction.h for why this order keeps routes straight.
  for (int d = 0; d < dirs; ++d) {
    const auto dir = static_cast<Direction>(d);
    if (!grid.canStep(i, dir)) continue;
    const uint32_t n = i + static_cast<uint32_t>(grid.offset(dir));
    if (at(n) != kUnreachable && at(n) + stepUnit(dir) * stepCost(grid, sloped, n, dir) == here) return dir;
  }
  return Direction::None;
}

Direction FlowField::direction(const Grid& grid, Cell c, Direction keep) const {
  if (keep != Direction::None && static_cast<int>(keep) < directionCount(connectivity_) && grid.contains(c)) {
    const uint32_t i = grid.index(c);
    const Distance here = at(i);
    if (here != 0 && here != kUnreachable && grid.canStep(i, keep)) {
      const uint32_t n = i + static_cast<uint32_t>(grid.offset(keep));
      if (at(n) != kUnreachable && at(n) + stepUnit(keep) * stepCost(grid, grid.hasSlopes(), n, keep) == here) {
        return keep;
      }
    }
  }
  return direction(grid, c);
}

Cell FlowField::next(const Grid& grid, Cell c) const { return next(grid, c, Direction::None); }

Cell FlowField::next(const Grid& grid, Cell c, Direction keep) const {
  const Direction d = direction(grid, c, keep);
  if (d == Direction::None) return c;
  const DirectionStep s = step(d);
  return Cell{c.x + s.dx, c.y + s.dy};
}

}  // namespace td
