#pragma once

#include "engine/sim/SimState.h"

namespace td {

// What hits do to enemies: damage through armour, death and its bounty,
// slows, splash around a point, and the removal of enemies whose fate is
// settled. Owns the enemies' health and the kill counts.

void damage(SimState& s, Enemy& e, float amount, TowerId source);
void slow(SimState& s, Enemy& e, float factor, float duration);
// Holds the enemy where it stands for `duration` seconds (the longer of this and a stun under way); a flyer too.
void stun(SimState& s, Enemy& e, float duration);
// Damages (and slows) every enemy of the given layers whose body the circle
// touches, except `spare`.
void splash(SimState& s, Vec2 centre, float radius, float amount, float slowFactor, float slowDuration, TowerId source,
            bool ground, bool air, EnemyId spare);
// Removes enemies that escaped, and corpses whose animation is over.
void removeFinishedEnemies(SimState& s);

}  // namespace td
