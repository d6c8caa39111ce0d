#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

namespace td {

// Small signs drawn over units and on the ground, from triangles, so they
// need no font and go into the same vertex arrays as the bodies. Sizes are
// in the target's units.

// An exclamation mark standing on `foot`, `height` tall, outlined so it reads
// on grass and road alike.
void addBang(sf::VertexArray& out, sf::Vector2f foot, float height, sf::Color color);
// Two blades crossed over `centre`, hilts down, `size` from the centre to a tip.
void addCrossedSwords(sf::VertexArray& out, sf::Vector2f centre, float size);
// A paw print pointing along `dir` (a unit vector): a pad and three toes.
void addPaw(sf::VertexArray& out, sf::Vector2f at, sf::Vector2f dir, float size, sf::Color color);
// A flag planted at `foot`: pole and pennant, `height` tall.
void addFlag(sf::VertexArray& out, sf::Vector2f foot, float height, sf::Color color);
// A four-pointed star over `centre`, `size` from the centre to a point, turned by `turn` (radians).
void addStar(sf::VertexArray& out, sf::Vector2f centre, float size, float turn, sf::Color color);
// An X over `centre`, `size` from the centre to a corner.
void addCross(sf::VertexArray& out, sf::Vector2f centre, float size, float width, sf::Color color);
// A part of a ring from angle `from` to `to` (radians, either way round).
void addArc(sf::VertexArray& out, sf::Vector2f centre, float inner, float outer, float from, float to, sf::Color color,
            int segments = 16);

}  // namespace td
