#pragma once

#include "engine/sim/SimState.h"

namespace td {

// The Discus tower's throws: aimed (straight, leading the target, or banked
// off a wall), then slid every tick by the disc motion (engine/motion/)
// through the level's arena of solid cells. A disc hits every ground enemy
// its swept path meets, each once a throw, and is gone once it slows below
// a walking pace, after its last bounce or when its time is up. Owns
// `discs` and keeps `arena` in step with the grid.

// Throws from tower `id` at its target; false when no throw reaches it.
// The turret turns to the throw's direction (a bank shot's differs).
bool throwDisc(SimState& s, TowerId id, Tower& t, const TowerLevelDef& stats);
void moveDiscs(SimState& s);
// Rock, water, towers: every cell a ground unit cannot stand on stops discs.
void syncArenaCell(SimState& s, Cell c);
void buildArena(SimState& s);

}  // namespace td
