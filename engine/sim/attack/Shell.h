#pragma once

#include "engine/sim/attack/AttackRow.h"

namespace td {

// The Cannon's attack: a shell lobbed where the target will be when it lands (led by its velocity),
// bursting there over every ground enemy within the splash radius.
bool fireShell(const Shot& shot);
void landShell(SimState& s, const Projectile& p, Vec2 at);

}  // namespace td
