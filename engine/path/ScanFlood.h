#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/SearchObserver.h"

namespace td {

enum class ScanStatus : uint8_t {
  Converged,  // a whole pass wetted nothing: every cell connected to a goal is wet
  PassLimit,  // stopped after the allowed number of passes; some cells may still be dry
  NoGoals,    // no goal given, or none of them passable
};

struct ScanResult {
  ScanStatus status = ScanStatus::NoGoals;
  uint32_t passes = 0;  // full-map scans made, the last (quiet) one included
  uint32_t wet = 0;     // cells wet at the end, goals included
};

// The multi-pass "pour water at the goal" flood that the game's path finding
// started from, kept as a baseline to measure FlowField against.
//
// Every pass scans the whole map row by row, top-left to bottom-right; each
// wet cell wets its dry passable neighbours north, east, south and west, and
// each newly wet cell remembers the direction back to the cell that wetted it.
// Cells are updated in place, so within one pass water runs any distance east
// and south but only one cell north or west. Passes repeat until one wets
// nothing. Moves are 4-connected and terrain costs are ignored: the result is
// reachability plus a route direction per cell, not a distance.
class ScanFlood {
 public:
  static constexpr uint32_t kNoPassLimit = std::numeric_limits<uint32_t>::max();

  ScanResult flood(const Grid& grid, std::span<const Cell> goals, uint32_t maxPasses = kNoPassLimit);
  // Tells `observer` (null: nobody) every cell wetted (Opened, its cost the pass) and every pass's end.
  void setObserver(SearchObserver* observer) { observer_ = observer; }

  bool wet(const Grid& grid, Cell c) const { return grid.contains(c) && from_[grid.index(c)] != kDry; }
  // The step that leads back towards the water's source: None at a goal and
  // on dry cells.
  Direction direction(const Grid& grid, Cell c) const;
  // The cell after c on its route (c itself when direction() is None).
  Cell next(const Grid& grid, Cell c) const;
  // Steps from c to a goal along the recorded directions; -1 when c is dry.
  int32_t routeLength(const Grid& grid, Cell c) const;

 private:
  static constexpr uint8_t kDry = 0xFF;

  // Per padded index: the Direction the water came from, or kDry.
  std::vector<uint8_t> from_;
  SearchObserver* observer_ = nullptr;
};

}  // namespace td
