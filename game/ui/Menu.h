#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <optional>
#include <string>
#include <vector>

#include "game/ui/Button.h"

namespace td {

// A vertical list of buttons worked by mouse or keyboard: Up/Down (or W/S)
// move the focus past disabled entries, Enter or Space picks the focused one,
// the mouse focuses what it is over and picks on a left click.
class Menu {
 public:
  void add(std::string label, bool enabled = true, std::string detail = {});
  // Stacks the entries `width` wide from `top`, centred on `centreX`.
  void layout(float centreX, float top, float width, float rowHeight, float gap);
  // Lays the entries out from the top of `area`, centred across it: rows
  // `rowHeight` tall (and at most `width` wide) where they fit, else rows
  // shrunk down to `minRowHeight`, else in as many columns as it takes, read
  // down each column in turn (so Up and Down still walk the list in order).
  void layoutIn(const sf::FloatRect& area, float width, float rowHeight, float minRowHeight, float gap);
  // What the entries cover.
  sf::FloatRect bounds() const;

  // The index of the entry picked by this event, if any.
  std::optional<int> handle(const sf::Event& event);

  int focus() const { return focus_; }
  void setFocus(int index);
  const std::vector<Button>& entries() const { return entries_; }
  std::vector<Button>& entries() { return entries_; }

  void draw(sf::RenderTarget& target, const sf::Font& font) const;

 private:
  void moveFocus(int step);

  std::vector<Button> entries_;
  int focus_ = -1;
};

}  // namespace td
