#pragma once

#include <SFML/System/Vector2.hpp>

#include "engine/level/LevelDef.h"

namespace td {

// The point of a level's map that play opens on when the whole map would be
// too small to play (Camera::open): the middle of its goals and its hero's
// start. Every route ends at a goal, so that is where the routes meet and a
// first defence pays off everywhere, and the hero waits to be given its first
// order; the spawns are a pan away, and the route preview shows the way from
// them. In cells; the middle of the map for a level with neither.
sf::Vector2f openingFocus(const LevelDef& level);

}  // namespace td
