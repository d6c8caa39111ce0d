#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

namespace td {

// The level's hint (LevelDef::hint), on a card at the foot of the map from
// the start until the first wave sets off (the moment a newcomer reads the
// screen), hidden while a tower is picked. Words are wrapped to the map's width.
void drawHintCard(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& map, const std::string& hint);

}  // namespace td
