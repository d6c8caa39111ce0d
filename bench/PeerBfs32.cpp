#include "bench/PeerBfs32.h"

namespace td::bench {

std::span<const uint32_t> PeerBfs32::flood(const Grid& grid, std::span<const uint32_t> goals) {
  steps_.assign(grid.paddedSize(), kUnreached);
  fifo_.resize(static_cast<size_t>(grid.cellCount()));
  const uint8_t* cost = grid.costs();
  const auto stride = static_cast<uint32_t>(grid.stride());
  size_t tail = 0;
  for (const uint32_t g : goals) {
    steps_[g] = 0;
    fifo_[tail++] = g;
  }
  for (size_t head = 0; head < tail; ++head) {
    const uint32_t v = fifo_[head];
    const uint32_t next = steps_[v] + 1;
    for (const uint32_t u : {v + 1, v - 1, v + stride, v - stride}) {
      if (cost[u] != 0 && steps_[u] == kUnreached) {
        steps_[u] = next;
        fifo_[tail++] = u;
      }
    }
  }
  return steps_;
}

}  // namespace td::bench
