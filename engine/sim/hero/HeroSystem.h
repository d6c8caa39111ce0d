#pragma once

#include "engine/sim/Command.h"
#include "engine/sim/SimState.h"

namespace td {

// The hero: placed by the level, run by its decision tree once a tick
// (after the enemies moved, so it fights where they stand), ordered and
// upgraded by commands. Owns the hero's health, death and respawn and its
// breadcrumbs.

// Creates the hero of a level that places one (from the SimState
// constructor). Throws std::invalid_argument for an unknown hero kind.
void placeHero(SimState& s);
void runHero(SimState& s);
CommandResult orderHero(SimState& s, Vec2 point);
CommandResult upgradeHero(SimState& s);
// Does the hero stand in `cell`, or, while it is down, will it stand up
// again there? Towers cannot go there.
bool heroStandsIn(const SimState& s, Cell cell);

}  // namespace td
