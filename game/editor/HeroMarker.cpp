#include "game/editor/HeroMarker.h"

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td::editorui {
namespace {

// A shield: flat top, straight sides, a point at the bottom; `r` is half its width.
void addShield(sf::VertexArray& out, sf::Vector2f c, float r, sf::Color color) {
  const sf::Vector2f topLeft{c.x - r, c.y - r};
  const sf::Vector2f topRight{c.x + r, c.y - r};
  const sf::Vector2f waistRight{c.x + r, c.y + 0.15f * r};
  const sf::Vector2f waistLeft{c.x - r, c.y + 0.15f * r};
  const sf::Vector2f point{c.x, c.y + 1.2f * r};
  addQuad(out, topLeft, topRight, waistRight, waistLeft, color);
  addTriangle(out, waistLeft, waistRight, point, color);
}

}  // namespace

void addHeroMarker(sf::VertexArray& out, sf::Vector2f centre, float scale, uint8_t alpha) {
  // Centred on its visual middle: the point makes the shield taller below.
  const sf::Vector2f c{centre.x, centre.y - 0.03f * scale};
  const float r = 0.34f * scale;
  addShield(out, c + sf::Vector2f(0.04f, 0.06f) * scale, r, sf::Color(0, 0, 0, static_cast<uint8_t>(alpha * 90 / 255)));
  addShield(out, c, r, withAlpha(colors::kGold, alpha));
  addShield(out, c, r * 0.72f, sf::Color(54, 40, 12, alpha));
  // A chevron of rank: the one unit the player commands.
  const float w = r * 0.5f;
  const sf::Color bright(255, 240, 190, alpha);
  addLine(out, {c.x - w, c.y + 0.25f * r}, {c.x, c.y - 0.3f * r}, 0.16f * r, bright);
  addLine(out, {c.x, c.y - 0.3f * r}, {c.x + w, c.y + 0.25f * r}, 0.16f * r, bright);
}

}  // namespace td::editorui
