#pragma once

#include <cstdint>

#include "engine/sim/Command.h"
#include "engine/sim/SimState.h"
#include "engine/sim/TargetMode.h"

namespace td {

// Commands and the economy: the player's orders, applied between steps,
// with their costs, refunds and refusals. A build or a sale changes the
// grid, updates the flow field and the navigation mesh in place and reroutes
// the enemies. Owns the
// gold, `towers` (creation and removal), `towerGrid` and the structures on
// the grid.

// A tower of a kind that attacks may be built on a wall (a tower that only blocks): it takes the wall's place,
// the wall's refund paying part of its price, and the route stays as it is. So a maze of cheap walls can turn
// into a maze of towers as the gold comes: late gold has a use that keeps the maze.
CommandResult buildTower(SimState& s, uint16_t towerKind, Cell cell);
CommandResult upgradeTower(SimState& s, Cell cell);
// At its kind's top level a tower may become one of its kind's specialisations (TowerDef::specialisations), for
// that specialisation's price; once only.
CommandResult specialiseTower(SimState& s, Cell cell, int32_t spec);
CommandResult sellTower(SimState& s, Cell cell);
CommandResult setTargetMode(SimState& s, Cell cell, TargetMode mode);
CommandResult callNextWave(SimState& s);

// Would building here be refused, and why? Cheap: for the placement ghost.
PlacementResult placementAt(SimState& s, Cell cell);
TowerId towerAt(const SimState& s, Cell cell);
// Total gold a sell would return: what was put in during this countdown in full, the rest at 70 %.
int32_t refundFor(const SimState& s, const Tower& tower);
// The countdown before a wave with the field clear: no enemy out and none still to come of the waves sent.
// What is built or upgraded now can be sold back in full until the next wave starts.
bool fieldClear(const SimState& s);
bool towerAllowed(const SimState& s, uint16_t kind);
// The wall a tower of `towerKind` would take the place of at `cell`, if any (see buildTower).
const Tower* wallToBuildOn(const SimState& s, uint16_t towerKind, Cell cell);
// What building `towerKind` at `cell` costs now: its first level's price, less the refund of the wall it would
// replace (never below nothing).
int32_t buildCost(const SimState& s, uint16_t towerKind, Cell cell);

}  // namespace td
