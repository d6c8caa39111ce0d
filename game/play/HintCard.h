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
void drawHintCard(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& map, const std::string& title,
                  const std::string& hint);

}  // namespace td
