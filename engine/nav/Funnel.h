#pragma once

#include <span>
#include <vector>

#include "engine/core/Vec2.h"

namespace td {

// One gate of a corridor: the edge between two consecutive polygons, with
// its ends named as a walker going through it sees them.
struct Portal {
  Vec2 left;
  Vec2 right;
};

// The shortest polyline through a corridor: `portals` starts with the start
// point as a degenerate portal (left == right) and ends with the goal as
// another. A funnel of two rays from the apex narrows portal by portal; when
// one side would cross the other, that side's point is a corner of the path
// and becomes the new apex. Writes the corners, start and goal included.
void pullString(std::span<const Portal> portals, std::vector<Vec2>& out);

}  // namespace td
