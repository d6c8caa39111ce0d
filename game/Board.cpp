#include "game/Board.h"

#include <utility>

#include "engine/level/LevelGrid.h"
#include "engine/path/RouteTrace.h"

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
  for (size_t s = 0; s < level_.spawns.size(); ++s) traceRoute(grid_, field_, level_.spawns[s], routes_[s]);
  ++revision_;
}

}  // namespace td
