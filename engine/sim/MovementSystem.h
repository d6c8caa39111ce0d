#pragma once

#include "engine/sim/SimState.h"

namespace td {

// Enemy movement: the enemy state machine's clock (spawning, slows), each
// enemy's movement behaviour (engine/sim/move/), reaching a goal, and the
// spatial index of where everyone is. Owns the enemies' positions, their
// behaviour state and `index`, and the ground units' `occupancy`.

// Gives a new enemy its kind's behaviour, before it enters the pool.
void startMoving(SimState& s, Enemy& e);
// One step for every enemy; an enemy that reaches a goal costs lives.
void moveEnemies(SimState& s);
// The flow field changed (a build or a sale): every behaviour that follows
// it looks at its route again.
void rerouteEnemies(SimState& s);
// Rebuilds the spatial index of the enemies still in play.
void indexEnemies(SimState& s);

}  // namespace td
