#pragma once

#include "engine/sim/attack/AttackRow.h"

namespace td {

// The Discus tower's attack: a disc thrown to slide and bounce (DiscSystem, DiscAim), banked round corners
// when that reaches the target; the tower holds its fire when no throw reaches it.
bool fireDisc(const Shot& shot);

}  // namespace td
