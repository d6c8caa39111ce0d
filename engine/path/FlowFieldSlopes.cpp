// FlowField's wave on grids with slopes (Grid::hasSlopes): the Dijkstra of
// floodDijkstra(), whose flat loop stays as it was, with each backward
// relaxation charged what the walker's own step onto the cell costs.

#include <algorithm>

#include "engine/path/FlowField.h"
#include "engine/path/FlowSteps.h"

namespace td {

void FlowField::floodSloped(const Grid& grid) {
  // Seeds may start anywhere (an incremental update seeds a whole frontier),
  // so they are fed into the bucket ring in key order as the ring reaches them.
  std::sort(seeds_.begin(), seeds_.end(), [](const BucketQueue::Seed& a, const BucketQueue::Seed& b) {
    return a.key < b.key || (a.key == b.key && a.index < b.index);
  });
  const Distance maxStep = flowsteps::largestStep(grid, connectivity_);
  queue_.configure(flowsteps::smallestStep(grid), 2 * maxStep);

  const uint8_t* cost = grid.costs();
  const uint8_t* slopes = grid.slopes();
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
    if (slopes[v] != 0) {
      const bool east = cost[v + 1] != 0;
      const bool west = cost[v - 1] != 0;
      const bool south = cost[v + stride] != 0;
      const bool north = cost[v - stride] != 0;
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
    // Flat ground: every neighbour pays the cell's one cost.
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

}  // namespace td
