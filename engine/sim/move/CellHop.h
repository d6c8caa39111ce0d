#pragma once

#include "engine/core/Cell.h"

namespace td {

struct SimState;
struct Enemy;

// Cell-by-cell movement for behaviours that decide at cell centres (the
// tracer's trace, the road runner, the wall follower): a straight hop from
// where the enemy stands to the centre of `to`, its own cell or a neighbour
// it may step to. The hop goes through GroundStep's slide, so it never
// enters a blocked cell nor cuts a corner even if a tower appeared since it
// was chosen. A diagonal hop crosses the shared corner exactly, never the
// two cells beside it.
//
// Moves up to `travel` cells; returns the travel left once at the centre, or
// a negative number when it is still on the way.
float hopToward(SimState& s, Enemy& e, Cell to, float travel);

}  // namespace td
