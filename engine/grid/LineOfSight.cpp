#include "engine/grid/LineOfSight.h"

namespace td {

bool lineOfSight(const Grid& grid, Vec2 a, Vec2 b) {
  return segmentCellsAll(a, b, 1e-6f, [&](Cell c) { return grid.passable(c); });
}

}  // namespace td
