#pragma once

#include "engine/sim/SimState.h"

namespace td {

// The end of the game: lost when the lives run out; won when every wave has
// been sent and every enemy is gone, with a score bonus for the lives kept.
// Owns `result`.
void checkEnd(SimState& s);

}  // namespace td
