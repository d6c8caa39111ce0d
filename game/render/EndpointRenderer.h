#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "engine/level/LevelDef.h"

namespace td {

// Markers for where enemies enter (spawns, ringed in the colour of their
// route) and where they head (goals).
class EndpointRenderer {
 public:
  // `size` scales every marker about its cell's centre: 1 fills the cell, as
  // in play; a thumbnail whose cells are a pixel or two asks for more, so the
  // markers can still be seen.
  void build(const LevelDef& level, float size = 1.f);
  // The size of the last build: a view that zooms out rebuilds the markers larger (markerScale).
  float size() const { return size_; }
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(vertices_, states); }

 private:
  sf::VertexArray vertices_{sf::Triangles};
  float size_ = 1.f;
};

}  // namespace td
