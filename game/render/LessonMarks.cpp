#include "game/render/LessonMarks.h"

#include <cmath>

#include "game/render/Primitives.h"

namespace td {

void addLessonMarks(sf::VertexArray& out, std::span<const Cell> cells, float seconds) {
  const auto glow = static_cast<sf::Uint8>(90.f + 70.f * std::sin(seconds * 4.f));
  for (const Cell c : cells) {
    const sf::FloatRect cell(static_cast<float>(c.x), static_cast<float>(c.y), 1.f, 1.f);
    addRect(out, cell, {255, 214, 90, static_cast<sf::Uint8>(glow / 3)});
    addRectFrame(out, {cell.left + 0.04f, cell.top + 0.04f, 0.92f, 0.92f}, 0.08f, {255, 214, 90, glow});
  }
}

}  // namespace td
