#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td::bench {

// The plain bucket-queue peer of the weighted flow field: Dial's algorithm,
// buckets as wide as the cheapest step (so every cell taken from the lowest
// bucket is final), a ring of plain vectors covering the dearest step, 8
// neighbours tried in a loop. Same moves and step lengths as FlowField, so
// the same distances. Buffers are kept between calls.
class PeerBucketDijkstra {
 public:
  std::span<const Distance> flood(const Grid& grid, std::span<const uint32_t> goals);

 private:
  std::vector<Distance> dist_;
  std::vector<std::vector<uint32_t>> ring_;
};

}  // namespace td::bench
