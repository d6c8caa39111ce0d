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

// The funnel as it stood after one portal was looked at, for watching it narrow (the Lab).
struct FunnelState {
  size_t portal = 0;  // the portal just looked at
  Vec2 apex;
  Vec2 left;  // the ends of the funnel's two rays
  Vec2 right;
  bool corner = false;  // a side crossed the other: the apex moved to a new corner of the path
};
// The same pull, writing the funnel's state after every portal to `watch` (cleared first).
void pullString(std::span<const Portal> portals, std::vector<Vec2>& out, std::vector<FunnelState>& watch);

}  // namespace td
