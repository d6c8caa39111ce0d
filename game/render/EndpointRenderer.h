#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "engine/level/LevelDef.h"

namespace td {

// Markers for where enemies enter (spawns, ringed in the colour of their
// route) and where they head (goals).
class EndpointRenderer {
 public:
  void build(const LevelDef& level);
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(vertices_, states); }

 private:
  sf::VertexArray vertices_{sf::Triangles};
};

}  // namespace td
