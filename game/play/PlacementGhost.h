#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "engine/core/Cell.h"
#include "game/play/PlayController.h"

namespace td {

// What the cell under the mouse would become, in world units: with a tower
// kind picked, the tower faded in green or red with its range, and crossed
// out where it is refused; without, a faint outline and the range of the
// tower there. Its array is reused, so
// drawing allocates nothing once grown.
class PlacementGhost {
 public:
  void draw(sf::RenderTarget& target, PlayController& controller, Cell cell);

 private:
  sf::VertexArray vertices_{sf::Triangles};
};

}  // namespace td
