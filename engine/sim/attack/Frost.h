#pragma once

#include "engine/sim/attack/AttackRow.h"

namespace td {

// The Frost tower's attack: a homing shot that slows what it hits and chills the enemies around it (half
// damage, the same slow).
bool fireFrost(const Shot& shot);
void landFrost(SimState& s, const Projectile& p, Vec2 at);

}  // namespace td
