#include "game/ui/UiDraw.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

sf::Text makeText(const sf::Font& font, const std::string& utf8, unsigned size, sf::Color color) {
  sf::Text text(sf::String::fromUtf8(utf8.begin(), utf8.end()), font, size);
  text.setFillColor(color);
  return text;
}

float textWidth(const sf::Text& text) { return text.getLocalBounds().left + text.getLocalBounds().width; }

void placeText(sf::Text& text, float x, float y) { text.setPosition(std::round(x), std::round(y)); }

void drawTextAt(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size, sf::Color color,
                float x, float y) {
  sf::Text t = makeText(font, utf8, size, color);
  placeText(t, x, y);
  target.draw(t);
}

void drawTextCentred(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, unsigned size,
                     sf::Color color, float centreX, float y) {
  sf::Text t = makeText(font, utf8, size, color);
  placeText(t, centreX - textWidth(t) * 0.5f, y);
  target.draw(t);
}

void drawPanel(sf::RenderTarget& target, const sf::FloatRect& rect, sf::Color fill, sf::Color line) {
  sf::VertexArray v(sf::Triangles);
  addRect(v, rect, fill);
  addRectFrame(v, rect, 1.f, line);
  target.draw(v);
}

void drawButton(sf::RenderTarget& target, const sf::Font& font, const Button& b, bool focused, unsigned labelSize) {
  sf::Color fill{38, 43, 53};
  sf::Color line = colors::kPanelLine;
  sf::Color text = colors::kText;
  if (!b.enabled) {
    fill = {28, 31, 38};
    text = shade(colors::kTextDim, 0.7f);
  } else if (b.active) {
    fill = {70, 62, 30};
    line = colors::kGold;
  } else if (focused) {
    fill = {52, 60, 74};
    line = {130, 150, 180};
  }
  sf::VertexArray v(sf::Triangles);
  addRectGradient(v, b.rect, shade(fill, 1.15f), shade(fill, 0.9f));
  addRectFrame(v, b.rect, focused || b.active ? 2.f : 1.f, line);
  target.draw(v);

  sf::Text label = makeText(font, b.label, labelSize, text);
  const float lineHeight = static_cast<float>(labelSize) * 1.2f;
  const float detailSize = std::round(static_cast<float>(labelSize) * 0.72f);
  const float block = b.detail.empty() ? lineHeight : lineHeight + detailSize * 1.2f;
  const float top = b.rect.top + (b.rect.height - block) * 0.5f;
  placeText(label, b.rect.left + (b.rect.width - textWidth(label)) * 0.5f, top);
  target.draw(label);
  if (!b.detail.empty()) {
    sf::Text detail = makeText(font, b.detail, static_cast<unsigned>(detailSize), b.enabled ? colors::kTextDim : text);
    placeText(detail, b.rect.left + (b.rect.width - textWidth(detail)) * 0.5f, top + lineHeight);
    target.draw(detail);
  }
}

void drawVeil(sf::RenderTarget& target, sf::Color color) {
  const sf::View old = target.getView();
  const sf::Vector2u size = target.getSize();
  target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size.x), static_cast<float>(size.y))));
  sf::VertexArray v(sf::Triangles);
  addRect(v, {0.f, 0.f, static_cast<float>(size.x), static_cast<float>(size.y)}, color);
  target.draw(v);
  target.setView(old);
}

}  // namespace td
