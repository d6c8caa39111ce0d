#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <string>

namespace td {

// A clickable rectangle in window pixels. Plain data: screens lay buttons out,
// ask hit() on clicks, and draw them with drawButton().
struct Button {
  sf::FloatRect rect;
  std::string label;   // UTF-8
  std::string detail;  // a smaller second line (a cost, a hotkey); may be empty
  bool enabled = true;
  bool active = false;  // drawn highlighted: the picked tower, the current speed

  // True for a point inside an enabled button.
  bool hit(float x, float y) const { return enabled && rect.contains(x, y); }
};

}  // namespace td
