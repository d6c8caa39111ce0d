#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <string>

#include "game/ui/Button.h"

namespace td {

// Small drawing helpers shared by the screens, in window pixels.
sf::Text makeText(const sf::Font& font, const std::string& utf8, unsigned size, sf::Color color);
float textWidth(const sf::Text& text);
// Places a text with its baseline box at whole pixels (or glyphs blur).
void placeText(sf::Text& text, float x, float y);
void drawTextAt(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size, sf::Color color,
                float x, float y);
// Centred on `centreX`.
void drawTextCentred(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size,
                     sf::Color color, float centreX, float y);

void drawPanel(sf::RenderTarget& target, const sf::FloatRect& rect, sf::Color fill, sf::Color line);
// `focused` is the mouse or keyboard focus.
void drawButton(sf::RenderTarget& target, const sf::Font& font, const Button& button, bool focused,
                unsigned labelSize = 16);
// Fills the whole target with a translucent veil, for overlays.
void drawVeil(sf::RenderTarget& target, sf::Color color);

}  // namespace td
