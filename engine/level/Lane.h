#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"

namespace td {

// The way the designer drew for flyers from one spawn: they pass over each
// waypoint's cell centre in order, then make for the nearest goal. Walkers
// ignore lanes (the flow field is their route). At most one lane a spawn.
struct Lane {
  int32_t spawn = 0;  // index into LevelDef::spawns
  std::vector<Cell> waypoints;
};

}  // namespace td
