#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/View.hpp>
#include <SFML/System/Vector2.hpp>

#include "engine/core/Cell.h"

namespace td {

// Maps world units (one per cell) to window pixels: the whole map is scaled
// to fit a screen area and centred in it, keeping its aspect ratio, so the
// leftover space becomes bars on two sides instead of a stretched map.
class Camera {
 public:
  // `area` is in pixels of a `window`-sized target; call again on resize.
  void fit(sf::Vector2f mapSize, const sf::FloatRect& area, sf::Vector2u window);

  // A view over the whole target, so that things drawn just outside the map
  // (its frame, its shadow) are not clipped.
  const sf::View& view() const { return view_; }
  float pixelsPerCell() const { return scale_; }
  // Where the map lands on the target, in pixels.
  sf::FloatRect mapPixels() const { return {origin_.x, origin_.y, mapSize_.x * scale_, mapSize_.y * scale_}; }

  sf::Vector2f toWorld(sf::Vector2i pixel) const;
  // The cell under a pixel; may lie outside the map.
  Cell cellAt(sf::Vector2i pixel) const;

 private:
  sf::View view_;
  sf::Vector2f mapSize_{1.f, 1.f};
  sf::Vector2f origin_;
  float scale_ = 1.f;
};

}  // namespace td
