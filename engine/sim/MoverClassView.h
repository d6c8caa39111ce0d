#pragma once

#include "engine/sim/SimState.h"

namespace td {

// The layer an enemy's movement class sees: the same cells, walls and towers
// as SimState::grid, with the costs (and the impassable terrain) of its
// class. Ground behaviours read costs, speeds, passability and routes through
// these, never through SimState::grid's costs directly.
inline MoverLayer& classLayer(SimState& s, const Enemy& e) { return s.layers[e.layer]; }
inline const MoverLayer& classLayer(const SimState& s, const Enemy& e) { return s.layers[e.layer]; }
inline const Grid& classGrid(const SimState& s, const Enemy& e) { return s.layers[e.layer].grid; }
inline const FlowField& classField(const SimState& s, const Enemy& e) { return s.layers[e.layer].flow; }

}  // namespace td
