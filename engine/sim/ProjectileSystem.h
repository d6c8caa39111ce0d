#pragma once

#include "engine/sim/SimState.h"

namespace td {

// Projectiles: homing shots that chase their target and hit by swept
// collision, and shells that fly to a point led by the target's velocity and
// burst. Owns `projectiles`.

// A shot leaves tower `id` at `muzzle` toward the tower's target.
void launchProjectile(SimState& s, TowerId id, const Tower& t, const TowerDef& def, const TowerLevelDef& stats,
                      Vec2 muzzle);
void moveProjectiles(SimState& s);

}  // namespace td
