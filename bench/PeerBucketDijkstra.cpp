#include "bench/PeerBucketDijkstra.h"

#include <algorithm>

namespace td::bench {

std::span<const Distance> PeerBucketDijkstra::flood(const Grid& grid, std::span<const uint32_t> goals) {
  dist_.assign(grid.paddedSize(), kUnreachable);
  const Distance width = kOrthogonalUnit * std::max<Distance>(grid.minCost(), 1);
  const Distance dearest = kDiagonalUnit * std::max<Distance>(grid.maxCost(), 1);
  // A step lands at most dearest / width buckets above the one being drained.
  const size_t slots = static_cast<size_t>(dearest / width) + 2;
  if (ring_.size() < slots) ring_.resize(slots);
  for (const uint32_t g : goals) {
    dist_[g] = 0;
    ring_[0].push_back(g);
  }
  size_t waiting = goals.size();
  const uint8_t* cost = grid.costs();
  for (Distance bucket = 0; waiting > 0; ++bucket) {
    std::vector<uint32_t>& cells = ring_[bucket % slots];
    waiting -= cells.size();
    // Every push lands at least one bucket higher: a step is never cheaper
    // than a bucket is wide, so this bucket does not grow while it drains.
    for (const uint32_t v : cells) {
      if (dist_[v] / width != bucket) continue;  // improved since, into a lower bucket
      for (int k = 0; k < kDirectionCount; ++k) {
        const auto dir = static_cast<Direction>(k);
        if (!grid.canStep(v, dir)) continue;
        const uint32_t u = v + static_cast<uint32_t>(grid.offset(dir));
        const Distance candidate = dist_[v] + stepUnit(dir) * cost[v];
        if (candidate < dist_[u]) {
          dist_[u] = candidate;
          ring_[(candidate / width) % slots].push_back(u);
          ++waiting;
        }
      }
    }
    cells.clear();
  }
  return dist_;
}

}  // namespace td::bench
