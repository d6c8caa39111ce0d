#pragma once

#include "engine/sim/SimState.h"
#include "engine/sim/move/MoveState.h"

namespace td::motion {

// The flow-field walker: follows the field cell to cell on a Catmull-Rom
// spline through the centres of the next cells, at a steady pace scaled by
// the terrain and by slows. A ground unit: it is counted in the occupancy.

void start(SimState& s, Enemy& e, RouteWalk& w);
void step(SimState& s, Enemy& e, RouteWalk& w, float dt);
// The routes changed: turn only if the route ahead of this enemy did.
void reroute(SimState& s, Enemy& e, RouteWalk& w);
// Back on the route from wherever the enemy now stands (after moving on
// its own), leaving along its heading.
void resume(SimState& s, Enemy& e, RouteWalk& w);

}  // namespace td::motion
