#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <string>
#include <utility>

namespace td {

// A rectangle a screen laid out (a button, a panel, a line of text) and the
// part it lies in: empty for the screen itself. Parts within the same one
// must not overlap, and each must lie inside the one it is within.
struct UiPart {
  UiPart(std::string n, sf::FloatRect r, std::string in = {}) : name(std::move(n)), rect(r), within(std::move(in)) {}

  std::string name;
  sf::FloatRect rect;
  std::string within;
};

}  // namespace td
