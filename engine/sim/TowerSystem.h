#pragma once

#include "engine/sim/SimState.h"

namespace td {

// Towers and targeting: each tower picks a target by its mode, turns its
// turret at a limited rate and fires when on target and loaded. Lightning
// strikes at once and chains; other attacks launch a projectile. Owns the
// towers' turret, cooldown, target and state.
void runTowers(SimState& s);

}  // namespace td
