#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

namespace td {

// Bodies of the kinds that find their own way (engine/sim/move/): each has an
// outline no route walker has, since the player must read at a glance which
// ones ignore the maze of towers. `dir` is the unit heading; the colours
// already carry the alpha.

// The gremlin: a small round body with wide, flapping ears.
void addGremlinShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                     bool compact);
// The golem: a heavy slab of stone with broad shoulders and glowing eyes.
void addGolemShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                   bool compact);
// The cart: a box on four wheels, longer than wide, with its load.
void addCartShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                  bool compact);
// The rat: a slim pointed body with a long bare tail.
void addRatShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                 bool compact);

}  // namespace td
