#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstdint>

#include "engine/grid/Grid.h"
#include "engine/path/FlowField.h"

namespace td {

// What the flow field overlay shows; F3 in play cycles through them in this
// order, starting from Off.
enum class FlowOverlay : uint8_t { Arrows, Heat, Off };

FlowOverlay nextOverlay(FlowOverlay overlay);
const char* overlayName(FlowOverlay overlay);

// The flow field as the player sees it: an arrow per cell pointing at the
// next cell of its route, or a tint from near the goal (cool) to far (warm).
// Cells no goal can reach are tinted dark in both views.
class FlowFieldRenderer {
 public:
  void build(const Grid& grid, const FlowField& field, FlowOverlay overlay);
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const { target.draw(vertices_, states); }

 private:
  sf::VertexArray vertices_{sf::Triangles};
};

}  // namespace td
