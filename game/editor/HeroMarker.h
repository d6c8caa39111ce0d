#pragma once

#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>
#include <cstdint>

namespace td::editorui {

// The editor's mark for where the hero starts: a gold shield, so that it
// reads apart from the round spawn and goal markers even where they touch.
// Appended to an sf::Triangles array in cell units around `centre`; it
// stays within half a cell of it at scale 1. `alpha` fades it (a ghost at
// the cursor while the hero tool is out).
void addHeroMarker(sf::VertexArray& out, sf::Vector2f centre, float scale = 1.f, uint8_t alpha = 255);

}  // namespace td::editorui
