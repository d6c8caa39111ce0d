#include "game/render/Camera.h"

#include <algorithm>
#include <cmath>

namespace td {

void Camera::fit(sf::Vector2f mapSize, const sf::FloatRect& area, sf::Vector2u window) {
  mapSize_ = {std::max(mapSize.x, 1.f), std::max(mapSize.y, 1.f)};
  scale_ = std::max(std::min(area.width / mapSize_.x, area.height / mapSize_.y), 0.01f);
  // Whole pixels per cell keep every cell the same size on screen, so the
  // per-cell pattern does not shimmer; only tiny windows need fractions.
  if (scale_ >= 4.f) scale_ = std::floor(scale_);
  origin_ = {std::round(area.left + (area.width - mapSize_.x * scale_) * 0.5f),
             std::round(area.top + (area.height - mapSize_.y * scale_) * 0.5f)};
  const sf::Vector2f windowSize(static_cast<float>(window.x), static_cast<float>(window.y));
  view_.reset({-origin_.x / scale_, -origin_.y / scale_, windowSize.x / scale_, windowSize.y / scale_});
}

sf::Vector2f Camera::toWorld(sf::Vector2i pixel) const {
  return {(static_cast<float>(pixel.x) - origin_.x) / scale_, (static_cast<float>(pixel.y) - origin_.y) / scale_};
}

Cell Camera::cellAt(sf::Vector2i pixel) const {
  const sf::Vector2f w = toWorld(pixel);
  return {static_cast<int32_t>(std::floor(w.x)), static_cast<int32_t>(std::floor(w.y))};
}

}  // namespace td
