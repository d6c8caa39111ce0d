#pragma once

#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/path/AStar.h"
#include "engine/path/Backtrack.h"
#include "engine/path/JumpPointSearch.h"
#include "engine/path/Quadtree.h"
#include "engine/path/QuadtreeSearch.h"
#include "engine/path/ScanFlood.h"

namespace td {

// The searches' buffers kept between timed runs (runGridAlgorithmPlain), so that a timing counts the search and
// not its first allocation.
struct GridAlgorithmScratch {
  // The map with every passable cell costing 1, for breadth-first, and the map's quadtree; call after every change
  // of the map.
  void prepare(const Grid& grid);

  Grid even;
  AStar astar;
  JumpPointSearch jps;
  Backtrack backtrack;
  ScanFlood flood;
  Quadtree tree;  // of the map, built by prepare() like `even`
  QuadtreeSearch quad;
  std::vector<Cell> route;
};

}  // namespace td
