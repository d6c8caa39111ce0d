#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <string>

#include "game/ui/Button.h"

namespace td {

// Small drawing helpers shared by the screens, in the interface's logical
// units (game/ui/UiScale.h).

// Pixels per logical unit of the view the interface is drawn through, set
// before a screen draws (1 until then). Text is rasterised at its size times
// this and scaled back, so it stays crisp however large the window, and is
// placed on whole pixels of the window.
void setTextScale(sf::Vector2f pixelsPerUnit);
sf::Vector2f textScale();

sf::Text makeText(const sf::Font& font, const std::string& utf8, unsigned size, sf::Color color);
// In logical units.
float textWidth(const sf::Text& text);
// Cuts a text to `width` (logical units), ending it in an ellipsis where it was cut; left whole when it fits.
void cutToWidth(sf::Text& text, float width);
// The same for a line to draw: `utf8` as drawn at `size`, cut to `width`.
std::string cutToWidth(const sf::Font& font, const std::string& utf8, unsigned size, float width);
// Places a text with its baseline box at whole window pixels (or glyphs blur).
void placeText(sf::Text& text, float x, float y);
void drawTextAt(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size, sf::Color color,
                float x, float y);
// Centred on `centreX`.
void drawTextCentred(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size,
                     sf::Color color, float centreX, float y);
// The box a line drawn by drawTextCentred takes: its width, and a line's
// height (1.2 times the size, as drawButton spaces lines).
sf::FloatRect centredTextBox(const sf::Font& font, const std::string& utf8, unsigned size, float centreX, float y);

void drawPanel(sf::RenderTarget& target, const sf::FloatRect& rect, sf::Color fill, sf::Color line);
// `focused` is the mouse or keyboard focus. The label (and its detail line)
// shrink below `labelSize` when the button is too small to hold them.
void drawButton(sf::RenderTarget& target, const sf::Font& font, const Button& button, bool focused,
                unsigned labelSize = 16);
// Fills the whole target with a translucent veil, for overlays.
void drawVeil(sf::RenderTarget& target, sf::Color color);

}  // namespace td
