#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

#include "game/input/KeyBindings.h"
#include "game/play/PlayController.h"
#include "game/play/PlayLayout.h"

namespace td {

// The build bar along the bottom: a slot per tower kind the level offers,
// with its icon, name, price and hotkey, greyed when unaffordable and lit
// while picked, and a card of what the kind does over the slot under the
// mouse. Window pixels.
class BuildBar {
 public:
  // `keys`: the player's keys, whose build-slot keys the slots show; they must outlive the bar.
  BuildBar(const sf::Font& font, const KeyBindings& keys) : font_(font), keys_(keys) {}

  // `mouse` is where the mouse is (x < 0: not over the window).
  void draw(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller, sf::Vector2i mouse);

 private:
  // The card over a hovered slot: numbers, traits, the next level.
  void drawCard(sf::RenderTarget& target, const PlayLayout& layout, const TowerDef& def, const sf::FloatRect& slot);

  const sf::Font& font_;
  const KeyBindings& keys_;
  sf::VertexArray icon_{sf::Triangles};  // reused for every slot's icon
};

}  // namespace td
