#include "game/editor/Minimap.h"

#include <algorithm>

namespace td::editorui {

Minimap::Minimap(const MapView& view, sf::Vector2i mapCells)
    : view_(view), map_(static_cast<float>(std::max(mapCells.x, 1)), static_cast<float>(std::max(mapCells.y, 1))) {
  const sf::FloatRect& area = view.area();
  // At most kMaxSide, and never more than a third of the view either way.
  const float side = std::min({kMaxSide, area.width / 3.f, area.height / 3.f});
  scale_ = std::min(side / std::max(map_.x, map_.y), kMaxPixelsPerCell);
  const float w = map_.x * scale_;
  const float h = map_.y * scale_;
  rect_ = {area.left + area.width - kMargin - w, area.top + area.height - kMargin - h, w, h};
}

bool Minimap::shown() const {
  if (rect_.width < 16.f || rect_.height < 8.f) return false;
  // Half a pixel of slack: a fitted map rounds to whole pixels.
  const sf::Vector2f topLeft = view_.toPixel({0.f, 0.f});
  const sf::Vector2f bottomRight = view_.toPixel(map_);
  const sf::FloatRect& area = view_.area();
  return topLeft.x < area.left - 0.5f || topLeft.y < area.top - 0.5f || bottomRight.x > area.left + area.width + 0.5f ||
         bottomRight.y > area.top + area.height + 0.5f;
}

sf::Vector2f Minimap::toWorld(sf::Vector2f pixel) const {
  return {std::clamp((pixel.x - rect_.left) / scale_, 0.f, map_.x),
          std::clamp((pixel.y - rect_.top) / scale_, 0.f, map_.y)};
}

sf::Vector2f Minimap::toPixel(sf::Vector2f world) const {
  return {rect_.left + world.x * scale_, rect_.top + world.y * scale_};
}

sf::FloatRect Minimap::viewRect() const {
  const sf::FloatRect& area = view_.area();
  const sf::Vector2f a = toPixel(view_.toWorld({area.left, area.top}));
  const sf::Vector2f b = toPixel(view_.toWorld({area.left + area.width, area.top + area.height}));
  const float x0 = std::max(a.x, rect_.left);
  const float y0 = std::max(a.y, rect_.top);
  const float x1 = std::min(b.x, rect_.left + rect_.width);
  const float y1 = std::min(b.y, rect_.top + rect_.height);
  return {x0, y0, std::max(x1 - x0, 0.f), std::max(y1 - y0, 0.f)};
}

}  // namespace td::editorui
