#include "game/ui/UiDraw.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

namespace {

sf::Vector2f gTextScale{1.f, 1.f};

}  // namespace

void setTextScale(sf::Vector2f pixelsPerUnit) { gTextScale = pixelsPerUnit; }

sf::Vector2f textScale() { return gTextScale; }

sf::Text makeText(const sf::Font& font, const std::string& utf8, unsigned size, sf::Color color) {
  // The two axes differ by the rounding of the logical size only; the glyphs
  // follow the vertical one.
  const float s = gTextScale.y;
  const auto pixels = static_cast<unsigned>(std::max(1.f, std::round(static_cast<float>(size) * s)));
  sf::String string = sf::String::fromUtf8(utf8.begin(), utf8.end());
  // A no-break space (Polish and Russian group thousands with one) keeps a number whole when text is wrapped,
  // but SFML 2.5 draws its empty glyph as a speck: drawn, it is a plain space.
  string.replace(sf::String(sf::Uint32{0x00A0}), sf::String(sf::Uint32{' '}));
  sf::Text text(string, font, pixels);
  if (s != 1.f) text.setScale(1.f / s, 1.f / s);
  text.setFillColor(color);
  return text;
}

float textWidth(const sf::Text& text) {
  return (text.getLocalBounds().left + text.getLocalBounds().width) * text.getScale().x;
}

void cutToWidth(sf::Text& text, float width) {
  if (textWidth(text) <= width) return;
  sf::String cut = text.getString();
  while (!cut.isEmpty() && textWidth(text) > width) {
    cut.erase(cut.getSize() - 1);
    text.setString(cut + L"\u2026");
  }
}

std::string cutToWidth(const sf::Font& font, const std::string& utf8, unsigned size, float width) {
  sf::Text text = makeText(font, utf8, size, sf::Color::White);
  if (textWidth(text) <= width) return utf8;
  cutToWidth(text, width);
  const std::basic_string<sf::Uint8> out = text.getString().toUtf8();
  return {out.begin(), out.end()};
}

void placeText(sf::Text& text, float x, float y) {
  text.setPosition(std::round(x * gTextScale.x) / gTextScale.x, std::round(y * gTextScale.y) / gTextScale.y);
}

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

sf::FloatRect centredTextBox(const sf::Font& font, const std::string& utf8, unsigned size, float centreX, float y) {
  const float width = textWidth(makeText(font, utf8, size, sf::Color::White));
  return {centreX - width * 0.5f, y, width, static_cast<float>(size) * 1.2f};
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

  // Smaller rather than spilling out of a small button.
  const float room = b.rect.width - 8.f;
  const float heightFor = b.detail.empty() ? 1.2f : 1.2f + 0.72f * 1.2f;
  labelSize = std::min(labelSize, static_cast<unsigned>(std::max(8.f, (b.rect.height - 2.f) / heightFor)));
  sf::Text label = makeText(font, b.label, labelSize, text);
  while (labelSize > 8 && textWidth(label) > room) label = makeText(font, b.label, --labelSize, text);
  const float lineHeight = static_cast<float>(labelSize) * 1.2f;
  const float detailSize = std::round(static_cast<float>(labelSize) * 0.72f);
  const float block = b.detail.empty() ? lineHeight : lineHeight + detailSize * 1.2f;
  const float top = b.rect.top + (b.rect.height - block) * 0.5f;
  placeText(label, b.rect.left + (b.rect.width - textWidth(label)) * 0.5f, top);
  target.draw(label);
  if (!b.detail.empty()) {
    auto detailPixels = static_cast<unsigned>(detailSize);
    const sf::Color detailColor = b.enabled ? colors::kTextDim : text;
    sf::Text detail = makeText(font, b.detail, detailPixels, detailColor);
    while (detailPixels > 7 && textWidth(detail) > room) detail = makeText(font, b.detail, --detailPixels, detailColor);
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
