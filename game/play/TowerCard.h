#pragma once

#include <string>
#include <vector>

#include "engine/sim/TowerDef.h"

namespace td {

// What the build bar's card says of a tower kind at `level` (0-based): its
// numbers, its traits (TowerTraits.h), and what the next level changes, so
// that a player knows before buying that a Cannon cannot hit flyers. At the
// top level it names what the tower may become; with `spec` (an index of
// TowerDef::specialisations, -1 for none) it is that specialisation's
// numbers and traits, and says what it became.
std::vector<std::string> towerCardLines(const TowerDef& def, int level, int spec = -1);

// The card over a specialisation's button on the side panel: its numbers
// and traits. Its summary is the caller's to wrap to the card's width.
std::vector<std::string> specialisationCardLines(const TowerDef& def, int spec);

}  // namespace td
