#pragma once

#include <string>
#include <vector>

#include "engine/sim/TowerDef.h"

namespace td {

// What sets a tower kind apart, in short lines for the side panel: what it
// hits, and what its attack does at `level` (0-based).
std::vector<std::string> towerTraits(const TowerDef& def, int level);

}  // namespace td
