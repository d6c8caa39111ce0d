#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/OpenHeap.h"
#include "engine/path/PathQuery.h"
#include "engine/path/SearchObserver.h"

namespace td {

// Weighted A*: f = g + w x h on the grid's move rules, cells closed once
// taken from the open list and never reopened. With a consistent heuristic
// that keeps every route within w times the optimum (a cell is closed with a
// cost at most w times its best). AStar::find runs it for a weight above 1;
// the caller has checked the ends and resolved the heuristic. Entries of equal f
// go nearest the goal first. A cell's estimate is the same in all its
// entries, so the first one taken is its cheapest: a stale entry is simply
// one whose cell is closed.
class WeightedSearch {
 public:
  // `weight` in 1/kSearchWeightOne units; `hScale` the cheapest terrain cost.
  PathResult find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, Heuristic heuristic,
                  uint64_t weight, Distance hScale, std::vector<Cell>& path);

  // Tells `observer` (null: nobody) every step of the searches that follow.
  void setObserver(SearchObserver* observer) { observer_ = observer; }

 private:
  // Observed: observer_ is told every step, in a copy of the search of its own.
  template <bool Sloped, bool Observed>
  PathResult dispatch(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, Heuristic heuristic,
                      uint64_t weight, Distance hScale, std::vector<Cell>& path);
  template <Heuristic H, bool Eight, bool Sloped, bool Observed>
  PathResult search(const Grid& grid, Cell start, Cell goal, uint64_t weight, Distance hScale, std::vector<Cell>& path);

  struct CellState {
    Distance g;
    uint32_t stamp;  // the query that wrote it; older reads as not reached
    uint8_t move;    // the move that reached it, Direction::None at the start
    bool closed;
  };

  std::vector<CellState> cells_;
  uint32_t stamp_ = 0;
  OpenHeap open_;
  SearchObserver* observer_ = nullptr;
};

}  // namespace td
