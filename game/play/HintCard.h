#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>
#include <vector>

namespace td {

// The level's hint (LevelDef::hint), on a card at the foot of the map from
// the start until the first wave sets off: the moment a newcomer reads the
// screen. Words are wrapped to the map's width.
void drawHintCard(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& map, const std::string& hint);

// `utf8` in lines no wider than `width` pixels at `size`, broken between
// words (a word wider than the line stands alone on its line).
std::vector<std::string> wrapWords(const sf::Font& font, const std::string& utf8, unsigned size, float width);

}  // namespace td
