#pragma once

#include "engine/sim/attack/AttackRow.h"

namespace td {

// The Archer's attack: a homing arrow at one target.
bool fireArrow(const Shot& shot);

}  // namespace td
