#pragma once

#include <string>
#include <vector>

#include "engine/sim/TowerDef.h"

namespace td {

// What sets a tower kind apart, in short lines for the side panel: what it
// hits, and what its attack does at `level` (0-based), or as its
// specialisation `spec` (an index of TowerDef::specialisations; -1 for none),
// whose figures replace the level's.
std::vector<std::string> towerTraits(const TowerDef& def, int level, int spec = -1);

}  // namespace td
