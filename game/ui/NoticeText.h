#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

namespace td {

// A message for the player (a damaged file, settings that cannot be saved),
// wrapped to at most `width` pixels and centred on `centreX` from `top`
// down, on a dark panel so that it reads over any backdrop. Returns the
// height it took; nothing is drawn for an empty text.
float drawNoticeText(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, sf::Color color,
                     float centreX, float top, float width);

}  // namespace td
