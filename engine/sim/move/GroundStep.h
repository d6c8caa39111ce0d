#pragma once

#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"
#include "engine/sim/SimState.h"

namespace td {

// Free movement on the ground, for units that leave the flow field (the
// hero, fleeing and tracking enemies): a unit is a point that never enters
// a blocked cell and never slips diagonally between two blocked cells.

// Where a point at `from` ends when it tries to move by `delta` (at most one
// cell per axis): the whole move if it is allowed, else the longer of the
// moves along one axis that is (sliding along the wall), else no move.
Vec2 slide(const Grid& grid, Vec2 from, Vec2 delta);

// Keeps a body of half-width `margin` (< 0.5) off the walls beside its cell
// by pushing it back inside the cell; the point stays in its cell.
Vec2 keepOffWalls(const Grid& grid, Vec2 p, float margin);

// `from` turned toward `to` (both unit vectors) by at most `maxAngle`
// radians: the 2D form of a spherical interpolation at a bounded rate.
Vec2 rotateToward(Vec2 from, Vec2 to, float maxAngle);

// Moves a ground enemy to `pos`, keeping its cell and the occupancy counts.
void placeGroundEnemy(SimState& s, Enemy& e, Vec2 pos);

// The route length from a ground enemy's cell, in cells (targeting "first").
float routeRemaining(const SimState& s, const Enemy& e);

}  // namespace td
