#pragma once

#include "engine/sim/attack/AttackRow.h"

namespace td {

// The Storm tower's attack: an instant bolt at the target that jumps on to the nearest enemy not yet struck,
// each jump weaker, as many times as the level's chain.
bool fireLightning(const Shot& shot);

}  // namespace td
