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

// A* over (cell, heading) states, the heading being the direction of the
// move that entered the cell. A move that changes the heading costs the turn
// penalty on top of its step, so a route's cost is its length plus the
// penalty times its turns. States are ranked by cost, then by turns: the
// heuristic (on length alone, consistent) leaves that order intact, so with
// a weight of 1 the route returned has the least cost and, among those, the
// fewest turns. AStar::find runs it when SearchOptions::turnAware is set;
// the caller has checked the ends and resolved the heuristic.
class TurnAwareSearch {
 public:
  // `weight` in 1/kSearchWeightOne units; `hScale` the cheapest terrain cost.
  PathResult find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, Heuristic heuristic,
                  uint64_t weight, Distance turnPenalty, Distance hScale, std::vector<Cell>& path);

  // Tells `observer` (null: nobody) every step of the searches that follow.
  void setObserver(SearchObserver* observer) { observer_ = observer; }

 private:
  // Observed: observer_ is told every step, in a copy of the search of its own.
  template <bool Sloped, bool Observed>
  PathResult dispatch(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, Heuristic heuristic,
                      uint64_t weight, Distance turnPenalty, Distance hScale, std::vector<Cell>& path);
  template <Heuristic H, bool Eight, bool Sloped, bool Observed>
  PathResult search(const Grid& grid, Cell start, Cell goal, uint64_t weight, Distance turnPenalty, Distance hScale,
                    std::vector<Cell>& path);

  static constexpr uint32_t kHeadings = 8;
  // The start's own state, whose first move turns nothing.
  static constexpr uint8_t kNoHeading = 8;

  struct State {
    Distance g;
    uint32_t turns;
    uint16_t stamp;  // the query that wrote it; older reads as not reached
    uint8_t from;    // the heading of the state it was reached from, kNoHeading from the start
    bool closed;
  };

  std::vector<State> states_;  // per padded cell, kHeadings each
  uint16_t stamp_ = 0;
  OpenHeap open_;
  SearchObserver* observer_ = nullptr;
};

}  // namespace td
