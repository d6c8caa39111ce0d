#include "game/render/GlyphBatch.h"

namespace td {

void GlyphBatch::add(std::string_view text, sf::Vector2f centre, float height, sf::Color color, bool bold) {
  const float scale = height / static_cast<float>(kCharacterSize);
  float width = 0.f;
  for (const char ch : text) width += font_.getGlyph(static_cast<unsigned char>(ch), kCharacterSize, bold).advance;
  float x = centre.x - width * scale * 0.5f;
  // Glyph bounds are relative to the baseline; put it a third below the centre.
  const float baseline = centre.y + height * 0.35f;
  for (const char ch : text) {
    const sf::Glyph& g = font_.getGlyph(static_cast<unsigned char>(ch), kCharacterSize, bold);
    const sf::FloatRect b = g.bounds;
    const auto t = sf::FloatRect(g.textureRect);
    const float l = x + b.left * scale;
    const float top = baseline + b.top * scale;
    const float r = l + b.width * scale;
    const float bottom = top + b.height * scale;
    const sf::Vertex v[4] = {
        {{l, top}, color, {t.left, t.top}},
        {{r, top}, color, {t.left + t.width, t.top}},
        {{r, bottom}, color, {t.left + t.width, t.top + t.height}},
        {{l, bottom}, color, {t.left, t.top + t.height}},
    };
    for (const int i : {0, 1, 2, 0, 2, 3}) vertices_.append(v[i]);
    x += g.advance * scale;
  }
}

void GlyphBatch::draw(sf::RenderTarget& target, sf::RenderStates states) const {
  if (vertices_.getVertexCount() == 0) return;
  // Fetched after add(): loading glyphs may have grown the page texture.
  states.texture = &font_.getTexture(kCharacterSize);
  target.draw(vertices_, states);
}

}  // namespace td
