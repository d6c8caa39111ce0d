#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <vector>

#include "engine/core/Cell.h"

namespace td {

// The route from each spawn to its goal as a coloured line through the cell
// centres, with dots marching along it to show which way enemies go.
class RouteRenderer {
 public:
  // Call when the routes change.
  void build(const std::vector<std::vector<Cell>>& routes);
  // Call every frame: moves the dots; `seconds` is the running time.
  void animate(const std::vector<std::vector<Cell>>& routes, float seconds);
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const;

 private:
  sf::VertexArray lines_{sf::Triangles};
  sf::VertexArray dots_{sf::Triangles};
};

}  // namespace td
