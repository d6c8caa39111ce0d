#include "engine/path/FlowField.h"

#include <algorithm>
#include <cstring>

#include "engine/path/FlowSteps.h"

namespace td {

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
    if (mark_[i] & flowsteps::kGoalMark) continue;
    mark_[i] = flowsteps::kGoalMark;
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
    floodWave(grid);
  }
  return status;
}

void FlowField::floodBreadthFirst(const Grid& grid) {
  // Where walls are rare the wave's front runs long and unbroken, and TileWave
  // takes it a tile of 64 cells at a time; where they are common the front
  // breaks into short pieces, a tile holds one or two of its cells, and the
  // FIFO of cells below is faster (docs/performance.md has both measured).
  const int64_t walls = int64_t{grid.cellCount()} - grid.passableCount();
  if (walls * kFewWalls < int64_t{grid.cellCount()}) {
    lastTouched_ = tiles_.flood(grid, goals_, steps_.data());
    stepLength_ = kOrthogonalUnit * grid.minCost();
    wide_ = false;
    return;
  }
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
  // Seeds may start anywhere (an incremental update seeds a whole frontier),
  // so they are fed into the bucket ring in key order as the ring reaches them.
  std::sort(seeds_.begin(), seeds_.end(), [](const BucketQueue::Seed& a, const BucketQueue::Seed& b) {
    return a.key < b.key || (a.key == b.key && a.index < b.index);
  });
  const Distance maxStep = flowsteps::largestStep(grid, connectivity_);
  queue_.configure(flowsteps::smallestStep(grid), 2 * maxStep);

  const uint8_t* cost = grid.costs();
  Distance* dist = dist_.data();
  const auto stride = static_cast<uint32_t>(grid.stride());
  const bool eight = connectivity_ == Connectivity::Eight;
  uint32_t touched = 0;

  // Inlined by force, as BucketQueue::push is: called out of line it costs
  // the wave a call per relaxation.
  auto relax = [&](uint32_t u, Distance candidate) __attribute__((always_inline)) {
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
    // Every neighbour u that may step onto v reaches the goals through v for
    // the price of entering v. Unrolled: this loop is the whole cost of a
    // Dijkstra wave.
    const Distance straight = dist[v] + kOrthogonalUnit * cost[v];
    const bool east = cost[v + 1] != 0;
    const bool west = cost[v - 1] != 0;
    const bool south = cost[v + stride] != 0;
    const bool north = cost[v - stride] != 0;
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

Direction FlowField::direction(const Grid& grid, Cell c) const {
  if (!grid.contains(c)) return Direction::None;
  const uint32_t i = grid.index(c);
  const Distance here = at(i);
  if (here == 0 || here == kUnreachable) return Direction::None;
  const uint8_t* cost = grid.costs();
  const int dirs = directionCount(connectivity_);
  const bool sloped = grid.hasSlopes();
  // The first direction in Direction order that lies on a shortest route; see
  // Direction.h for why this order keeps routes straight.
  for (int d = 0; d < dirs; ++d) {
    const auto dir = static_cast<Direction>(d);
    if (!grid.canStep(i, dir)) continue;
    const uint32_t n = i + static_cast<uint32_t>(grid.offset(dir));
    if (at(n) != kUnreachable && at(n) + stepUnit(dir) * flowsteps::stepCost(grid, cost, sloped, n, dir) == here)
      return dir;
  }
  return Direction::None;
}

Direction FlowField::direction(const Grid& grid, Cell c, Direction keep) const {
  if (keep != Direction::None && static_cast<int>(keep) < directionCount(connectivity_) && grid.contains(c)) {
    const uint32_t i = grid.index(c);
    const Distance here = at(i);
    if (here != 0 && here != kUnreachable && grid.canStep(i, keep)) {
      const uint32_t n = i + static_cast<uint32_t>(grid.offset(keep));
      if (at(n) != kUnreachable &&
          at(n) + stepUnit(keep) * flowsteps::stepCost(grid, grid.costs(), grid.hasSlopes(), n, keep) == here) {
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
