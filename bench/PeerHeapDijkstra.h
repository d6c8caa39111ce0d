#pragma once

#include <cstdint>
#include <functional>
#include <queue>
#include <span>
#include <utility>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td::bench {

// The plain peer of the weighted flow field: textbook Dijkstra from the goals
// with std::priority_queue and lazy deletion, 8-connected without corner
// cutting, the same fixed-point step lengths as FlowField (entering a cell
// costs its terrain cost times the step's unit), so it must give the same
// distances to the last bit. Buffers are kept between calls.
class PeerHeapDijkstra {
 public:
  // Distances indexed like Grid::costs(); kUnreachable where no goal is reached.
  std::span<const Distance> flood(const Grid& grid, std::span<const uint32_t> goals);

 private:
  using Entry = std::pair<Distance, uint32_t>;
  std::vector<Distance> dist_;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open_;
};

}  // namespace td::bench
