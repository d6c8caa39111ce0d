#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <string>

#include "game/play/HeroCard.h"
#include "game/play/PlayLayout.h"

namespace td {

struct HeroPanelView {
  bool selected = false;
  bool armed = false;        // "go" waits for a click
  bool overCard = false;     // the mouse is on the card (it selects on a click)
  bool overUpgrade = false;  // ... or on its upgrade button
  // The keys that select it, send it and level it up, as the player bound them (empty: none).
  std::string selectKey = "H";
  std::string goKey = "G";
  std::string upgradeKey = "L";
};

// The hero's card in the side panel, always there on a level with a hero:
// a drawn portrait, name and hotkey, level, state, health bar, and the
// upgrade button with its price. While it is down, the portrait fades and
// counts the seconds to its return. `scratch` is an empty array to build
// the shapes in (the caller reuses it, so nothing is allocated per frame).
void drawHeroCard(sf::RenderTarget& target, const sf::Font& font, sf::VertexArray& scratch, const PlayLayout& layout,
                  const HeroCard& card, const HeroPanelView& view);

// The selected hero's numbers and how to order it, in the details area.
// `letGo` names the key that lets the hero go besides Esc (the player's select-hero key; empty for none).
void drawHeroDetails(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& area, const HeroCard& card,
                     const std::string& letGo);

}  // namespace td
