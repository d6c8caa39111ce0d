#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/grid/Grid.h"

namespace td::bench {

// The plain peer of the breadth-first flow field: a FIFO of cells and 32-bit
// step counts, written as cells are reached, 4-connected. Buffers are kept
// between calls.
class PeerBfs32 {
 public:
  static constexpr uint32_t kUnreached = UINT32_MAX;

  // Steps to the nearest goal, indexed like Grid::costs(); kUnreached where
  // no goal is reached.
  std::span<const uint32_t> flood(const Grid& grid, std::span<const uint32_t> goals);

 private:
  std::vector<uint32_t> steps_;
  std::vector<uint32_t> fifo_;
};

}  // namespace td::bench
