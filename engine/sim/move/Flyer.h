#pragma once

#include "engine/sim/SimState.h"
#include "engine/sim/move/MoveState.h"

namespace td::motion {

// The flyer: straight over everything to the goal nearest its spawn. Not a
// ground unit: it takes no part in the occupancy and ignores reroutes.

void start(SimState& s, Enemy& e, Flight& f);
void step(SimState& s, Enemy& e, Flight& f, float dt);
inline void reroute(SimState&, Enemy&, Flight&) {}

}  // namespace td::motion
