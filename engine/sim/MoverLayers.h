#pragma once

#include "engine/core/Cell.h"
#include "engine/path/PlacementCheck.h"
#include "engine/sim/SimState.h"

namespace td {

// The per-class layers (MoverLayer) of a game, kept in step with its towers.

// One layer per movement class that the level's ground enemies use, in class
// order (foot alone when no ground enemy comes): each with its grid, its flow
// field from the goals and its placement check over the spawns that class
// leaves from. A spawn with no route is not refused here (the level loader
// refuses it); its enemies wait there.
void buildLayers(SimState& s);

// The layer of enemy kind `kind` (0 for flyers, which use none).
uint8_t layerOfKind(const SimState& s, uint16_t kind);

// A tower went up on, or came off, `cell` (SimState::grid already changed):
// every layer's grid and flow field follow, and the placement checks'
// cut structures are rebuilt for the new grid.
void layersCellBlocked(SimState& s, Cell cell);
void layersCellFreed(SimState& s, Cell cell);

// Would blocking `cell` seal a route of any layer or trap one of its units?
// The first refusal in layer order; `moverClass` names the class it concerns
// and `spawn` is the level's spawn index.
PlacementResult checkLayers(SimState& s, Cell cell);

}  // namespace td
