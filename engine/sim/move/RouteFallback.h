#pragma once

namespace td {

struct SimState;
struct Enemy;

// For behaviours that leave the flow field and hand their enemy back to it.

// Counts a newly spawned enemy as a ground unit in its cell, exactly as a
// route walker is counted when it starts.
void joinGround(SimState& s, Enemy& e);

// Ends the enemy's own behaviour for good: from now on it walks its route
// from where it stands, leaving along its heading. A route always leads to a
// goal (placements that would cut one off are refused), so this is the
// progress guarantee of every free behaviour. It replaces the enemy's
// movement state: the caller's reference to the old one is dead afterwards.
void fallBackToRoute(SimState& s, Enemy& e);

}  // namespace td
