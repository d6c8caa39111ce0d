#pragma once

#include <SFML/Graphics/View.hpp>
#include <SFML/System/Vector2.hpp>

namespace td {

// How the interface's logical units map to a window's pixels. Screens lay out
// in logical units: 1280x720 of them fill a 720p window at 100 %, and a 4K
// window scales them by 3, so the interface keeps its size on screen. The
// player's "Interface size" setting multiplies that. Two limits bend it: text
// is never drawn below kMinReadable of its size while the window allows, and
// the logical size never falls below kMinLogical, the smallest size every
// layout is made for; a window smaller than kMinLogical x kMinReadable
// (under 640x360) shrinks the interface further rather than letting it
// overlap.
struct UiScale {
  static constexpr float kReferenceWidth = 1280.f;
  static constexpr float kReferenceHeight = 720.f;
  static constexpr float kMinLogicalWidth = 854.f;
  static constexpr float kMinLogicalHeight = 480.f;
  static constexpr float kMinReadable = 0.75f;

  // `setting` is the player's interface size (1 is 100 %).
  static UiScale forWindow(sf::Vector2u window, float setting);

  sf::Vector2u window{1, 1};   // pixels
  sf::Vector2u logical{1, 1};  // whole logical units, filling the window exactly

  // Pixels per logical unit along each axis: the same but for rounding the
  // logical size to whole units, a fraction of a percent.
  float scaleX() const { return static_cast<float>(window.x) / static_cast<float>(logical.x); }
  float scaleY() const { return static_cast<float>(window.y) / static_cast<float>(logical.y); }
  sf::Vector2i toLogical(int x, int y) const;
  // The whole window in logical units.
  sf::View view() const;
};

}  // namespace td
