#pragma once

#include "engine/sim/SimState.h"

namespace td {

// The hero on foot: paths over the level's navigation mesh (the interval
// search and the funnel), walked corner by corner. A corner counts as
// reached within the hero's arrival radius; the heading turns toward the
// next corner at the hero's turn rate (a bounded-rate spherical
// interpolation, in 2D) and the hero walks only roughly the way it faces,
// turning on the spot first when the corner lies behind it.

// Plans from where the hero stands to `to` (a point it can stand on).
bool planHeroPath(SimState& s, Hero& hero, Vec2 to);
// One step along the path, planning again first when the mesh changed
// since the plan. True once the last corner is reached; false while
// walking, and when no path is left (`hero.path` is then empty).
bool walkHeroPath(SimState& s, Hero& hero, const HeroDef& def, float dt);
// One step straight toward `point`, sliding along walls.
void stepHeroToward(SimState& s, Hero& hero, const HeroDef& def, Vec2 point, float dt);

// The point nearest to `point` where the hero can stand and which its
// position connects to; false when there is none.
bool heroDestination(const SimState& s, Vec2 point, Vec2& out);

}  // namespace td
