#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/PathQuery.h"
#include "engine/path/SearchObserver.h"

namespace td {

// Depth-first backtracking: from the cell on top of an explicit stack it
// steps into the first neighbour not visited yet, trying neighbours nearest
// the goal first (octile estimate, ties in Direction order), and steps back
// when none is left. Each cell is visited at most once, so it ends within
// one pass over the start's region: it finds a route whenever there is one,
// rarely the shortest, and a dead end is never entered twice. The route is
// the stack. Kept as the naive point of comparison for A*; the buffers keep
// their size, so a warmed-up search allocates nothing (given an output
// vector with enough capacity).
class Backtrack {
 public:
  // On Found, `path` holds the cells from start to goal inclusive and
  // `cost` its length by the usual step costs; `expanded` counts the cells
  // visited.
  PathResult find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path);
  // Tells `observer` (null: nobody) every cell entered and every one left as a dead end.
  void setObserver(SearchObserver* observer) { observer_ = observer; }

 private:
  struct Frame {
    uint32_t index;
    uint8_t next;   // how many entries of `order` have been tried
    uint8_t count;  // legal moves in `order`
    uint8_t order[8];
  };

  std::vector<uint32_t> visited_;  // per padded cell: the stamp of the query that visited it
  uint32_t stamp_ = 0;
  std::vector<Frame> stack_;
  SearchObserver* observer_ = nullptr;
};

}  // namespace td
