#include "bench/PeerHeapDijkstra.h"

#include <algorithm>

namespace td::bench {

std::span<const Distance> PeerHeapDijkstra::flood(const Grid& grid, std::span<const uint32_t> goals) {
  dist_.assign(grid.paddedSize(), kUnreachable);
  for (const uint32_t g : goals) {
    dist_[g] = 0;
    open_.push({0, g});
  }
  const uint8_t* cost = grid.costs();
  while (!open_.empty()) {
    const auto [d, v] = open_.top();
    open_.pop();
    if (d != dist_[v]) continue;  // an older, dearer entry
    // A neighbour u reaches the goals through v for the price of entering v.
    for (int k = 0; k < kDirectionCount; ++k) {
      const auto dir = static_cast<Direction>(k);
      // Moves are symmetric: u may step onto v exactly when v may step onto u.
      if (!grid.canStep(v, dir)) continue;
      const uint32_t u = v + static_cast<uint32_t>(grid.offset(dir));
      const Distance candidate = d + stepUnit(dir) * cost[v];
      if (candidate < dist_[u]) {
        dist_[u] = candidate;
        open_.push({candidate, u});
      }
    }
  }
  return dist_;
}

}  // namespace td::bench
