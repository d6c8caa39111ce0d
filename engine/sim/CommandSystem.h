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

CommandResult buildTower(SimState& s, uint16_t towerKind, Cell cell);
CommandResult upgradeTower(SimState& s, Cell cell);
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

}  // namespace td
