#pragma once

#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/path/AStar.h"
#include "engine/path/Backtrack.h"
#include "engine/path/JumpPointSearch.h"
#include "engine/path/ScanFlood.h"

namespace td {

// The searches' buffers kept between timed runs (runGridAlgorithmPlain), so that a timing counts the search and
// not its first allocation.
struct GridAlgorithmScratch {
  // The map with every passable cell costing 1, for breadth-first; call after every change of the map.
  void prepare(const Grid& grid);

  Grid even;
  AStar astar;
  JumpPointSearch jps;
  Backtrack backtrack;
  ScanFlood flood;
  std::vector<Cell> route;
};

}  // namespace td
