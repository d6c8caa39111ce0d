#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/View.hpp>
#include <SFML/System/Vector2.hpp>
#include <optional>

#include "engine/core/Cell.h"

namespace td {

// Maps world units (one per cell) to window pixels. At its widest the whole
// map is scaled to fit a screen area and centred in it, keeping its aspect
// ratio, so the leftover space becomes bars on two sides instead of a
// stretched map. From there it zooms in, up to kMaxPixelsPerCell, and pans;
// the map always covers the area along every axis where it is larger than
// the area, so it can never be pushed off screen, and stays centred along an
// axis where it is smaller. A map too big to play whole can open zoomed in
// on one part of it instead (open()); the whole map stays one reset() away.
class Camera {
 public:
  // Cells grow to this many pixels at most (unless the fitted map is larger already).
  static constexpr float kMaxPixelsPerCell = 64.f;
  // The smallest cells that are comfortable to play on: towers, enemies and
  // their health bars can be told apart and clicked. The shipped maps of up to
  // 32x22 cells fit the default window with cells at least this size.
  static constexpr float kReadablePixelsPerCell = 24.f;

  // `area` is in pixels of a `window`-sized target. Shows the whole map.
  void fit(sf::Vector2f mapSize, const sf::FloatRect& area, sf::Vector2u window);
  // The area or the window changed (a resize): keeps the zoom relative to the
  // whole-map fit and the world point at the centre of the area.
  void setArea(const sf::FloatRect& area, sf::Vector2u window);
  // Back to the whole map.
  void reset();
  // Window pixels per unit of the area (the interface scale). A larger interface size does not open zoomed in a
  // map whose cells are readable in window pixels; a small window (under one pixel a unit) keeps the cells in
  // units, or it would open zoomed in too far to see the way.
  void setPixelsPerUnit(float pixels) { unitPixels_ = pixels > 1.f ? pixels : 1.f; }
  // Shows the map with cells of at least kReadablePixelsPerCell, `world` as
  // near the middle of the area as the map's edges allow; a map that fits with
  // such cells is shown whole. Until the view is zoomed, panned, reset or
  // refitted, a new area opens the same way rather than keeping the zoom: a
  // window larger than the one the screen was made for shows more of the map.
  void open(sf::Vector2f world);

  // Multiplies the zoom by `factor` (within its limits), keeping the world
  // point under `pixel` where it is. Returns whether anything changed.
  bool zoomAt(sf::Vector2f pixel, float factor);
  // Moves the map by this many pixels (within the limits). Returns whether it moved.
  bool panBy(sf::Vector2f pixels);
  // Zooms to `zoom` times the fit with `world` at the centre of the area.
  void look(sf::Vector2f world, float zoom);

  // A view over the whole target, so that things drawn just outside the map
  // (its frame, its shadow) are not clipped.
  const sf::View& view() const { return view_; }
  // The same mapping, drawing only into `pixels` (a part of the window), so
  // a zoomed map does not show under the panels around it.
  sf::View clippedView(const sf::FloatRect& pixels) const;
  float pixelsPerCell() const { return scale_; }
  float fitPixelsPerCell() const { return fitScale_; }
  float maxPixelsPerCell() const { return maxScale_; }
  // Current scale over the fitted one: 1 shows the whole map.
  float zoom() const { return scale_ / fitScale_; }
  bool zoomed() const { return scale_ > fitScale_; }
  // Where the map lands on the target, in pixels (it may reach past the area when zoomed).
  sf::FloatRect mapPixels() const { return {origin_.x, origin_.y, mapSize_.x * scale_, mapSize_.y * scale_}; }
  const sf::FloatRect& area() const { return area_; }

  sf::Vector2f toWorld(sf::Vector2i pixel) const;
  sf::Vector2f toWorld(sf::Vector2f pixel) const;
  sf::Vector2f toPixel(sf::Vector2f world) const;
  // The cell under a pixel; may lie outside the map.
  Cell cellAt(sf::Vector2i pixel) const;
  // The pixel at the centre of a cell.
  sf::Vector2i pixelOf(Cell cell) const;

 private:
  // Puts the map back within the limits and rebuilds the view.
  void settle();

  sf::View view_;
  sf::Vector2f mapSize_{1.f, 1.f};
  sf::FloatRect area_{0.f, 0.f, 1.f, 1.f};
  sf::Vector2u window_{1, 1};
  sf::Vector2f origin_;
  float fitScale_ = 1.f;
  float maxScale_ = 1.f;
  float scale_ = 1.f;
  float unitPixels_ = 1.f;
  // The point open() showed, while the view is still as it opened.
  std::optional<sf::Vector2f> opening_;
};

}  // namespace td
