#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "engine/grid/Grid.h"

namespace td {

// Draws the map's cells: the ground (terrain with per-cell variation, shores
// and kerbs where kinds meet, a faint grid over buildable land) and the walls
// the player has built. Each layer is one vertex array, rebuilt only when
// what it shows has changed.
class GridRenderer {
 public:
  // Terrain does not change during play; call when a level is loaded.
  void buildGround(const Grid& grid);
  // Call whenever walls were added or removed.
  void buildWalls(const Grid& grid);

  void drawGround(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(ground_, states); }
  void drawWalls(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(walls_, states); }

 private:
  sf::VertexArray ground_{sf::Triangles};
  sf::VertexArray walls_{sf::Triangles};
};

}  // namespace td
