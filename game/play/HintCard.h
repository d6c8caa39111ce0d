#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

namespace td {

// A card at the foot of the map with a small title ("Hint", "Lesson 2 of 4")
// over a line wrapped to the map's width: the level's hint from the start
// until the first wave sets off (the moment a newcomer reads the screen), or
// the lesson step shown.
// `atTop` puts it along the map's top edge instead, clear of `avoid` (a card already there, or an empty rect):
// where it stays readable while a tower is picked or the mouse is on the build bar, whose cards rise over the
// foot of the map.
void drawHintCard(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& map, const std::string& title,
                  const std::string& hint, bool atTop = false, const sf::FloatRect& avoid = {});

}  // namespace td
