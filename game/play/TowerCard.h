#pragma once

#include <string>
#include <vector>

#include "engine/sim/TowerDef.h"

namespace td {

// What the build bar's card says of a tower kind at `level` (0-based): its
// numbers, its traits (TowerTraits.h), and what the next level changes, so
// that a player knows before buying that a Cannon cannot hit flyers.
std::vector<std::string> towerCardLines(const TowerDef& def, int level);

}  // namespace td
