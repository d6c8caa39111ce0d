#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

#include "game/editor/MapView.h"

namespace td::editorui {

// The small picture of the whole map in the bottom-right corner of the map
// view, shown while part of the map is out of view (zoomed in or panned):
// it shows where the view is, and a click or drag on it moves the view
// there. Pure arithmetic over a MapView, tested without a window. World
// units are cells, pixels those of the window.
class Minimap {
 public:
  static constexpr float kMaxSide = 170.f;         // its longer side, at most
  static constexpr float kMargin = 10.f;           // from the corner of the view
  static constexpr float kMaxPixelsPerCell = 8.f;  // small maps stay small

  Minimap(const MapView& view, sf::Vector2i mapCells);

  // Part of the map lies outside the view, and the view is large enough to
  // hold the minimap with room to spare.
  bool shown() const;
  // Where it is drawn, in pixels.
  const sf::FloatRect& rect() const { return rect_; }
  bool contains(sf::Vector2f pixel) const { return rect_.contains(pixel); }
  float pixelsPerCell() const { return scale_; }

  // A pixel on the minimap as a point of the map, kept inside the map.
  sf::Vector2f toWorld(sf::Vector2f pixel) const;
  sf::Vector2f toPixel(sf::Vector2f world) const;
  // The part of the map the view shows, in minimap pixels, clipped to the
  // minimap.
  sf::FloatRect viewRect() const;

 private:
  const MapView& view_;
  sf::Vector2f map_;
  float scale_ = 1.f;
  sf::FloatRect rect_;
};

}  // namespace td::editorui
