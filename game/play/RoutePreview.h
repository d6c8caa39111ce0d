#pragma once

#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/path/FlowField.h"

namespace td {

// The routes every spawn would take if one more cell were blocked, worked
// out on scratch copies of the grid and field so the game itself is not
// touched. Shown while the player hovers a build site, so the maze can be
// judged before paying for it. Copies are reused between calls.
class RoutePreview {
 public:
  // Routes from each spawn along `field` as it is now.
  static void trace(const Grid& grid, const FlowField& field, std::span<const Cell> spawns,
                    std::vector<std::vector<Cell>>& out);

  // Routes with `cell` blocked; false (and `out` untouched) when the cell
  // cannot be blocked on this grid.
  bool compute(const Grid& grid, const FlowField& field, std::span<const Cell> spawns, Cell cell,
               std::vector<std::vector<Cell>>& out);

 private:
  Grid grid_;
  FlowField field_;
};

}  // namespace td
