#pragma once

#include "engine/sim/SimState.h"
#include "engine/sim/move/MoveState.h"

namespace td::motion {

// The fleeing enemy's state machine. Walk: it walks its route. When the hero
// comes within its flee radius it turns to Flee: away from the hero (the
// angle between its heading and the hero-to-it vector) plus a deviation of
// up to 45 degrees either way, drawn from the simulation's generator when
// the flight starts, at its flee speed, sliding along walls. Once the hero
// has stayed out of the radius for its calm time it turns to Return, which
// rejoins the route from where it stands, and after a moment Walk again.
// After its kind's number of flights it braves the hero and walks on, so a
// hero standing on its route delays it but cannot hold it off for ever.
// Dying is the enemy's own state.

void start(SimState& s, Enemy& e, Fleeing& f);
void step(SimState& s, Enemy& e, Fleeing& f, float dt);
void reroute(SimState& s, Enemy& e, Fleeing& f);

}  // namespace td::motion
