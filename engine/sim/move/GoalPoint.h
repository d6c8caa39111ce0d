#pragma once

#include "engine/core/Vec2.h"

namespace td {

struct SimState;
struct Enemy;

// Goals as seen by movers that leave the flow field.

// The centre of the goal cell nearest `from` in a straight line.
Vec2 nearestGoalCentre(const SimState& s, Vec2 from);

// Marks a ground enemy escaped once it stands in a goal cell, the same
// cells that end a route; true when it did.
bool escapeAtGoal(const SimState& s, Enemy& e);

}  // namespace td
