#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

#include "game/ui/UiDraw.h"

namespace td {

// Lines of figures written one under another in a box of a Lab page, each cut to the box's width; a line that
// would fall below the box is left out.
class FigureLines {
 public:
  static constexpr unsigned kSize = 13;

  FigureLines(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& box)
      : target_(target), font_(font), box_(box), y_(box.top) {}

  void write(const std::string& text, sf::Color colour) {
    const float line = static_cast<float>(kSize) * 1.35f;
    if (y_ + line > box_.top + box_.height) return;
    drawTextAt(target_, font_, cutToWidth(font_, text, kSize, box_.width), kSize, colour, box_.left, y_);
    y_ += line;
  }

 private:
  sf::RenderTarget& target_;
  const sf::Font& font_;
  sf::FloatRect box_;
  float y_;
};

}  // namespace td
