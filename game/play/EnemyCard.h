#pragma once

#include <SFML/System/Vector2.hpp>
#include <string>
#include <vector>

#include "engine/sim/EnemyDef.h"
#include "engine/sim/World.h"

namespace td {

// What the card under the mouse says of an enemy: its health now, armour,
// speed, whether it flies, how it finds its way, and what it costs and pays,
// so that a player learns why Bats got past the Cannons. `maxHealth` is this
// enemy's full health: its kind's, times its wave's factor and the difficulty's.
std::vector<std::string> enemyCardLines(const EnemyDef& def, float health, float maxHealth);

// The live enemy whose body is under `point` (cell units), the nearest if
// several; a flyer before a walker under it. Null when there is none.
const Enemy* enemyAt(const World& world, sf::Vector2f point);

}  // namespace td
