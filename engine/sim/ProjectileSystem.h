#pragma once

#include "engine/sim/SimState.h"
#include "engine/sim/attack/AttackRow.h"

namespace td {

// Projectiles: homing shots that chase their target and hit by swept
// collision, and ballistic ones that fly to a point and land. Owns
// `projectiles`; what a kind's shot carries is set by the kind's file
// (engine/sim/attack/), what it does on landing by its row.

// A shot of `shot`'s tower leaving its muzzle at its target, with the level's
// speed and damage and no splash or slow: the kind adds its own before launch().
Projectile projectileFor(const Shot& shot);
void launch(SimState& s, Projectile p);
void moveProjectiles(SimState& s);

}  // namespace td
