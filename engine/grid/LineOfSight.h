#pragma once

#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"

namespace td {

// Can a point walker go straight from `a` to `b`? True when every cell the
// segment passes through is passable; where the segment passes exactly
// through a grid corner, both cells beside the corner must be passable (the
// rule of diagonal steps). Cell by cell (Amanatides and Woo), no allocation.
bool lineOfSight(const Grid& grid, Vec2 a, Vec2 b);

}  // namespace td
