#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td::bench {

// The comparison point for td::AStar: Boost.Graph's astar_search on the same
// grid, with the same move rules (8 neighbours, no corner cutting, entry-cost
// weights in the same fixed-point units) and the same octile heuristic.
//
// Set up to give Boost its best fair showing: the graph is a
// compressed_sparse_row_graph (contiguous adjacency, the fastest BGL
// representation for a static graph) over the passable cells only, built once
// outside any timed loop; the per-vertex search state is initialised lazily by
// a search stamp instead of the O(V) reset that astar_search does on every
// call; and the search stops as soon as the goal is examined.
class BoostGridAStar {
 public:
  explicit BoostGridAStar(const Grid& grid);
  ~BoostGridAStar();
  BoostGridAStar(const BoostGridAStar&) = delete;
  BoostGridAStar& operator=(const BoostGridAStar&) = delete;

  // Route cost from start to goal (kUnreachable when there is none); `path`
  // receives the cells from start to goal, like td::AStar::find.
  Distance find(Cell start, Cell goal, std::vector<Cell>& path);

  // Vertices the last find() took off the open list, the goal included.
  uint32_t lastExpanded() const;

  uint32_t vertexCount() const;
  uint64_t edgeCount() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace td::bench
