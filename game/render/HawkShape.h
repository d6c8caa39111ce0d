#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

namespace td {

// The hawk, which flies a lane the level's designer drew: long wings swept
// back into a V, a fanned tail and a hooked beak, over a shadow on the
// ground. The bat's wings stand straight out and it has no tail, so the two
// flyers differ in outline, not only in colour. `dir` is the unit heading;
// the colours already carry the alpha, `shadow` too.
void addHawkShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                  sf::Color shadow, bool compact);

}  // namespace td
