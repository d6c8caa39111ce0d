#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/grid/Occupancy.h"
#include "engine/path/FlowField.h"

namespace td {

enum class PlacementStatus : uint8_t {
  Ok,
  OutOfMap,
  NotBuildable,    // the terrain does not allow building
  AlreadyBlocked,  // a structure stands there already
  Endpoint,        // a spawn or a goal
  Occupied,        // a unit stands on the cell
  SealsSpawn,      // spawn `spawn` would have no route to any goal
  TrapsUnit,       // the unit standing on `trapped` would have no route
};

struct PlacementResult {
  PlacementStatus status = PlacementStatus::Ok;
  int32_t spawn = -1;
  Cell trapped{-1, -1};

  bool ok() const { return status == PlacementStatus::Ok; }
};

// A short human-readable reason, e.g. "would seal the route from spawn 2".
const char* describe(PlacementStatus status);

// Would blocking a cell leave any spawn, or any cell where a unit stands,
// without a route to a goal? Cheap enough to ask on every mouse move.
//
// Moves without corner cutting connect exactly the cells that 4-connected
// moves connect, so only 4-connectivity matters here, whatever the routing.
// The check is local first (a cell whose open neighbours stay joined around
// it cannot split anything) and otherwise floods from the sides of the cell
// at once, stopping as soon as every side is known to reach a goal.
class PlacementCheck {
 public:
  // Spawns and goals of the level; sizes buffers for this grid.
  void setEndpoints(const Grid& grid, std::span<const Cell> spawns, std::span<const Cell> goals);

  // `field` must be up to date for `grid` (its distances tell which side of
  // the cell already leads to a goal). `units` may be null.
  PlacementResult check(const Grid& grid, const FlowField& field, Cell cell, const Occupancy* units);

  // Cells visited by the last check's flood (0 when the local test decided).
  uint32_t lastVisited() const { return lastVisited_; }

 private:
  static constexpr uint8_t kGoal = 1;
  static constexpr uint8_t kSpawn = 2;

  std::vector<uint8_t> tag_;
  std::vector<Cell> spawns_;
  std::vector<uint32_t> stamp_;
  std::vector<uint8_t> side_;
  std::vector<uint32_t> fifo_;
  uint32_t currentStamp_ = 0;
  uint32_t lastVisited_ = 0;
};

}  // namespace td
