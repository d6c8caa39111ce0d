#include "game/Board.h"

#include <utility>

#include "engine/level/LevelGrid.h"

namespace td {

Board::Board(LevelDef level) : level_(std::move(level)), grid_(makeGrid(level_)) {
  field_.compute(grid_, level_.goals, level_.connectivity);
  placement_.setEndpoints(grid_, level_.spawns, level_.goals);
  routes_.resize(level_.spawns.size());
  traceRoutes();
}

PlacementResult Board::check(Cell cell) { return placement_.check(grid_, field_, cell, nullptr); }

PlacementResult Board::placeWall(Cell cell) {
  const PlacementResult verdict = check(cell);
  if (!verdict.ok()) return verdict;
  grid_.setBlocked(cell, true);
  field_.cellBlocked(grid_, cell);
  ++wallCount_;
  traceRoutes();
  return verdict;
}

bool Board::removeWall(Cell cell) {
  if (!hasWall(cell)) return false;
  grid_.setBlocked(cell, false);
  field_.cellFreed(grid_, cell);
  --wallCount_;
  traceRoutes();
  return true;
}

void Board::traceRoutes() {
  // A route never revisits a cell, so the cell count bounds its length even
  // if the field were ever inconsistent.
  const auto limit = static_cast<size_t>(grid_.cellCount());
  for (size_t s = 0; s < level_.spawns.size(); ++s) {
    std::vector<Cell>& route = routes_[s];
    route.clear();
    Cell at = level_.spawns[s];
    route.push_back(at);
    while (route.size() <= limit) {
      const Cell next = field_.next(grid_, at);
      if (next == at) break;
      route.push_back(next);
      at = next;
    }
  }
  ++revision_;
}

}  // namespace td
