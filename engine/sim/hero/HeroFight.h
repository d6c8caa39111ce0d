#pragma once

#include "engine/sim/SimState.h"

namespace td {

// The hero's fights. It goes for the nearest enemy it can hit and see
// within its guard radius of its rally point (keeping its foe while the foe stays
// there), walks up to it, holds up to `blocks` ground enemies within reach
// (they stand and strike back: Enemy::engaged) and strikes its foe at its
// interval. Trackers that reach it are held too, fight or no fight; fleeing
// enemies cannot be held.

// The foe to fight now, or an invalid id.
EnemyId pickHeroFoe(const SimState& s, const Hero& hero, const HeroDef& def);
void fightHeroFoe(SimState& s, Hero& hero, const HeroDef& def, EnemyId foe, float dt);
// Lets go of last tick's held enemies.
void releaseHeld(SimState& s, Hero& hero);
// Holds the trackers within reach, then takes the blows of everything held.
void takeBlows(SimState& s, Hero& hero, const HeroDef& def, float dt);

// From the hero's centre to the edge of an enemy of this kind.
float heroReach(const SimState& s, const Hero& hero, const HeroDef& def, const Enemy& e);

}  // namespace td
