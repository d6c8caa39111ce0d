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
  // A soft drop shadow and a dark rim that set the map off from the background, a few window pixels wide at
  // `pixelsPerCell` (at most a fifth and a tenth of a cell): drawn before the ground. In cells they ran tens of
  // pixels past a small map shown large.
  void drawFrame(sf::RenderTarget& target, const sf::RenderStates& states, float pixelsPerCell);
  void drawWalls(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(walls_, states); }

 private:
  sf::VertexArray ground_{sf::Triangles};
  sf::VertexArray walls_{sf::Triangles};
  sf::VertexArray frame_{sf::Triangles};
  sf::Vector2f size_;  // the map's, in cells
};

}  // namespace td
