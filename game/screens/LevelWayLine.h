#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <vector>

#include "game/screens/LevelEntries.h"
#include "game/ui/UiPart.h"

namespace td {

// The line under the level select's list: the way tag of the level in focus (game/screens/LevelWayTag.h), then
// what it means for that level, in smaller type rather than past the line's end.
class LevelWayLine {
 public:
  static constexpr float kHeight = 24.f;

  explicit LevelWayLine(const sf::Font& font) : font_(font) {}

  void setBox(const sf::FloatRect& box) { box_ = box; }
  const sf::FloatRect& box() const { return box_; }

  // The tag and the text for `entry` (null: nothing in focus), as parts of "details".
  void addParts(const LevelEntry* entry, std::vector<UiPart>& parts) const;
  void draw(sf::RenderTarget& target, const LevelEntry* entry) const;

 private:
  sf::FloatRect tagBox(const LevelEntry& e) const;
  unsigned textSize(const LevelEntry& e, float room) const;
  sf::FloatRect textBox(const LevelEntry& e) const;

  const sf::Font& font_;
  sf::FloatRect box_;
};

}  // namespace td
