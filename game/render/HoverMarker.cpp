#include "game/render/HoverMarker.h"

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

void HoverMarker::set(Cell cell, sf::Color color) {
  vertices_.clear();
  const sf::FloatRect r(static_cast<float>(cell.x), static_cast<float>(cell.y), 1.f, 1.f);
  addRect(vertices_, r, withAlpha(color, 46));
  addRectFrame(vertices_, r, 0.07f, withAlpha(color, 230));
}

}  // namespace td
