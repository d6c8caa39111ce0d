#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/grid/MoverClass.h"
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
  // Whose route it would seal or whose unit it would trap, when the
  // simulation checks one layer per movement class.
  MoverClass moverClass = MoverClass::Foot;

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
// it cannot split anything). Otherwise it consults the cut structure of the
// open cells: one depth-first search from the goals, redone only when the grid
// changes (Grid::revision()) or the endpoints are set, numbers the cells in
// discovery order and records which child subtrees of each cell reach no
// goal and no cell above it. Blocking the cell cuts off exactly those
// subtrees, each a contiguous range of discovery numbers, so spawns are
// tested by range and units by scanning the cut-off cells' unit counts.
//
// When blocking a cell would cut off several things, a spawn is named before
// a unit, the lowest spawn index first; the unit named is the first cut-off
// one in discovery order.
class PlacementCheck {
 public:
  // Spawns and goals of the level; sizes buffers for this grid and drops the
  // cached cut structure.
  void setEndpoints(const Grid& grid, std::span<const Cell> spawns, std::span<const Cell> goals);

  // `field` must be up to date for `grid` (cells it cannot reach are left
  // alone). `units` may be null. The cut structure is cached for the grid
  // object last passed and its revision; a grid replaced wholesale (assigned
  // over) needs setEndpoints again.
  PlacementResult check(const Grid& grid, const FlowField& field, Cell cell, const Occupancy* units);

  // Builds the cut structure now if `grid` changed since it was last built,
  // so that the next check() costs what a mouse move may: a caller that
  // changes the grid can pay for the rebuild with the change.
  void refresh(const Grid& grid);

  // Cells whose unit count the last check had to inspect (0 when the local
  // test, the spawns or the absence of units decided).
  uint32_t lastVisited() const { return lastVisited_; }
  // How many times the cut structure has been built, for tests and benches.
  uint64_t cacheBuilds() const { return cacheBuilds_; }

 private:
  static constexpr uint8_t kGoal = 1;
  static constexpr uint8_t kSpawn = 2;

  void rebuild(const Grid& grid);

  std::vector<uint8_t> tag_;
  std::vector<Cell> spawns_;
  std::vector<uint32_t> goals_;  // padded indices of the in-map goals

  // The cut structure, per padded cell unless noted.
  const Grid* cachedGrid_ = nullptr;
  uint64_t cachedRevision_ = 0;
  bool cacheValid_ = false;
  uint64_t cacheBuilds_ = 0;
  std::vector<uint32_t> disc_;    // discovery number from 1; larger than any when no goal reaches the cell
  std::vector<uint32_t> lowEnd_;  // low-link during the search, then one past the subtree's last number
  std::vector<uint32_t> cuts_;    // bit k: the neighbour in direction k (E, W, S, N) is a child cut off
                                  // when the cell is blocked
  std::vector<uint32_t> order_;   // padded index by discovery number
  std::vector<uint32_t> stack_;
  std::vector<uint32_t> spawnDisc_;  // per spawn, 0 when outside the map or unreached

  uint32_t lastVisited_ = 0;
};

}  // namespace td
