#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/System/Vector2.hpp>
#include <string>
#include <vector>

namespace td {

// A card of a title and short lines, for what the mouse points at (a tower
// kind on the build bar, an enemy on the map). Measure it, place it, draw it.
sf::Vector2f infoCardSize(const sf::Font& font, const std::string& title, const std::vector<std::string>& lines);
// `dimLast`: the last line is an aside (an upgrade not yet bought).
void drawInfoCard(sf::RenderTarget& target, const sf::Font& font, const std::string& title,
                  const std::vector<std::string>& lines, sf::Vector2f topLeft, bool dimLast = false);

}  // namespace td
