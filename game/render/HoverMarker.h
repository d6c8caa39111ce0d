#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "engine/core/Cell.h"

namespace td {

// The outline of the cell under the mouse, coloured by what a click would do.
class HoverMarker {
 public:
  void set(Cell cell, sf::Color color);
  void clear() { vertices_.clear(); }
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(vertices_, states); }

 private:
  sf::VertexArray vertices_{sf::Triangles};
};

}  // namespace td
