#pragma once

#include <variant>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"

namespace td {

// Per-enemy memory of each movement behaviour (engine/sim/move/). An enemy
// holds the one of its kind's behaviour, chosen when it spawns; the variant's
// tag is what picks the behaviour every tick, so there is no virtual call and
// nothing on the heap.

// RouteWalker: a Catmull-Rom segment from ctrl[1] to ctrl[2], bent by ctrl[0]
// and ctrl[3], through the centres of the flow field's next cells.
struct RouteWalk {
  Vec2 ctrl[4];
  float along = 0.0f;  // the spline parameter in [0, 1)
  Cell toCell;         // the cell at ctrl[2]
  Cell aheadCell;      // the cell at ctrl[3]
};

// Flyer: straight to the nearest goal.
struct Flight {
  Vec2 target;
};

using MoveState = std::variant<RouteWalk, Flight>;

}  // namespace td
