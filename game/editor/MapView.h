#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/View.hpp>
#include <SFML/System/Vector2.hpp>

#include "engine/core/Cell.h"

namespace td::editorui {

// The editor's camera over the map: the map is shown in an area of the
// window (what the panels leave free) and can be zoomed about the mouse and
// panned. Pure arithmetic, so it is tested without a window. World units are
// cells, as in the game's renderers.
class MapView {
 public:
  static constexpr float kMaxPixelsPerCell = 96.f;
  static constexpr float kZoomStep = 1.2f;

  // Where the map is shown, in pixels of a `window`-sized target. Keeps the
  // zoom and the world point at the centre of the area.
  void setArea(const sf::FloatRect& area, sf::Vector2u window);
  // A new map (or a resized one): fits it.
  void setMapSize(sf::Vector2i cells);
  // The whole map in the area, centred.
  void fit();
  // Zooms by kZoomStep^steps, keeping the world point under `pixel` still.
  void zoomAt(sf::Vector2f pixel, float steps);
  void panBy(sf::Vector2f pixels);
  // Puts a world point at the centre of the area, zooming in to at least
  // `minPixelsPerCell` so that a small thing becomes visible.
  void centreOn(sf::Vector2f world, float minPixelsPerCell = 0.f);

  // A view that draws into the area only (its viewport), in world units.
  sf::View view() const;
  const sf::FloatRect& area() const { return area_; }
  float pixelsPerCell() const { return scale_; }
  float minPixelsPerCell() const;

  sf::Vector2f toWorld(sf::Vector2f pixel) const;
  sf::Vector2f toPixel(sf::Vector2f world) const;
  // The cell under a pixel; may lie outside the map.
  Cell cellAt(sf::Vector2f pixel) const;
  bool inArea(sf::Vector2f pixel) const { return area_.contains(pixel); }

 private:
  // Keeps at least part of the map in the area, so it cannot be lost.
  void clampPan();

  sf::FloatRect area_{0.f, 0.f, 1.f, 1.f};
  sf::Vector2u window_{1, 1};
  sf::Vector2f map_{1.f, 1.f};
  sf::Vector2f origin_;  // the pixel where world (0, 0) lands
  float scale_ = 1.f;    // pixels per cell
  bool placed_ = false;  // setArea() was called
};

}  // namespace td::editorui
