#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/level/LevelDef.h"
#include "engine/path/FlowField.h"
#include "engine/path/PlacementCheck.h"

namespace td {

// The level being played: its grid, the flow field every enemy follows, the
// walls the player has built, and the route from each spawn. Every change
// goes through here so that the field is updated incrementally and views can
// tell from revision() that they must redraw.
class Board {
 public:
  explicit Board(LevelDef level);

  const LevelDef& level() const { return level_; }
  const Grid& grid() const { return grid_; }
  const FlowField& field() const { return field_; }

  // May a wall go on `cell`? Cheap enough to ask on every mouse move.
  PlacementResult check(Cell cell);
  // Builds a wall when check() allows it; returns the verdict either way.
  PlacementResult placeWall(Cell cell);
  // Removes a wall; false when there was none.
  bool removeWall(Cell cell);

  bool hasWall(Cell cell) const { return grid_.contains(cell) && grid_.blocked(cell); }
  int32_t wallCount() const { return wallCount_; }

  // The cells from each spawn to the goal its route ends at, in spawn order;
  // a route that cannot reach a goal ends where it gets stuck.
  const std::vector<std::vector<Cell>>& routes() const { return routes_; }

  // Bumped by every change to walls, field or routes.
  uint64_t revision() const { return revision_; }

 private:
  void traceRoutes();

  LevelDef level_;
  Grid grid_;
  FlowField field_;
  PlacementCheck placement_;
  std::vector<std::vector<Cell>> routes_;
  int32_t wallCount_ = 0;
  uint64_t revision_ = 0;
};

}  // namespace td
