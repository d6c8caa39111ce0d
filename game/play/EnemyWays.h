#pragma once

#include <string_view>

#include "engine/sim/move/MovementKind.h"

namespace td {

// How a kind of enemy finds its way, in a few words for the side panel's
// list of what the next wave brings. Empty for route walkers: following the
// maze of towers is what every enemy does unless told otherwise.
std::string_view enemyWay(MovementKind movement);

}  // namespace td
