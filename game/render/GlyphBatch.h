#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <string_view>

namespace td {

// Many short texts (floating "+5" over kills) as quads of one vertex array
// over the font's glyph texture: one draw call however many there are.
class GlyphBatch {
 public:
  static constexpr unsigned kCharacterSize = 32;

  explicit GlyphBatch(const sf::Font& font) : font_(font) {}

  void clear() { vertices_.clear(); }
  // ASCII text centred on `centre`, `height` tall in the target's units.
  void add(std::string_view text, sf::Vector2f centre, float height, sf::Color color, bool bold = true);
  void draw(sf::RenderTarget& target, sf::RenderStates states = sf::RenderStates::Default) const;

 private:
  const sf::Font& font_;
  sf::VertexArray vertices_{sf::Triangles};
};

}  // namespace td
