#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

namespace td {

// The sign across the top of the map while the game is paused. The map stays
// live under it, so it says so: otherwise a frozen map reads as a locked one.
// `goOn` names the keys that resume, as the player bound them ("P Space").
void drawPauseBanner(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& map, const std::string& goOn);
// Where it stands, so that the cards at the top of the map keep below it.
sf::FloatRect pauseBannerRect(const sf::Font& font, const sf::FloatRect& map, const std::string& goOn);

}  // namespace td
