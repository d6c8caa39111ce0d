#include "game/render/MarkGlyphs.h"

#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

void addBang(sf::VertexArray& out, sf::Vector2f foot, float height, sf::Color color) {
  const sf::Color outline{40, 20, 8, color.a};
  const float w = height * 0.26f;
  const sf::Vector2f top = foot - sf::Vector2f(0.f, height);
  const sf::Vector2f stem = foot - sf::Vector2f(0.f, height * 0.34f);
  const sf::Vector2f dot = foot - sf::Vector2f(0.f, height * 0.08f);
  addQuad(out, top + sf::Vector2f(-w * 0.75f, -w * 0.25f), top + sf::Vector2f(w * 0.75f, -w * 0.25f),
          stem + sf::Vector2f(w * 0.45f, w * 0.2f), stem + sf::Vector2f(-w * 0.45f, w * 0.2f), outline);
  addDisc(out, dot, w * 0.62f, outline, 8);
  addQuad(out, top + sf::Vector2f(-w * 0.5f, 0.f), top + sf::Vector2f(w * 0.5f, 0.f),
          stem + sf::Vector2f(w * 0.25f, 0.f), stem + sf::Vector2f(-w * 0.25f, 0.f), color);
  addDisc(out, dot, w * 0.4f, color, 8);
}

void addCrossedSwords(sf::VertexArray& out, sf::Vector2f centre, float size) {
  const sf::Color blade{232, 236, 244};
  const sf::Color dark{30, 30, 36, 220};
  for (const float s : {-1.f, 1.f}) {
    const sf::Vector2f tip = centre + sf::Vector2f(s * size, -size);
    const sf::Vector2f grip = centre + sf::Vector2f(-s * size * 0.7f, size * 0.7f);
    addLine(out, tip, grip, size * 0.34f, dark);
    addLine(out, tip, grip, size * 0.18f, blade);
    const sf::Vector2f guard = centre + sf::Vector2f(-s * size * 0.45f, size * 0.45f);
    const sf::Vector2f across(size * 0.28f, s * size * 0.28f);
    addLine(out, guard - across, guard + across, size * 0.16f, colors::kGold);
  }
}

void addPaw(sf::VertexArray& out, sf::Vector2f at, sf::Vector2f dir, float size, sf::Color color) {
  const sf::Vector2f side(-dir.y, dir.x);
  addDisc(out, at, size, color, 7);
  for (const float k : {-1.f, 0.f, 1.f}) {
    addDisc(out, at + dir * (size * (k == 0.f ? 1.45f : 1.2f)) + side * (k * size * 0.95f), size * 0.42f, color, 5);
  }
}

void addFlag(sf::VertexArray& out, sf::Vector2f foot, float height, sf::Color color) {
  const sf::Color pole{40, 34, 30, color.a};
  const sf::Vector2f top = foot - sf::Vector2f(0.f, height);
  addLine(out, foot, top, height * 0.1f, pole);
  addTriangle(out, top, top + sf::Vector2f(height * 0.62f, height * 0.2f), top + sf::Vector2f(0.f, height * 0.42f),
              color);
}

void addStar(sf::VertexArray& out, sf::Vector2f c, float size, float turn, sf::Color color) {
  // Two thin diamonds crossed: four long points, narrow waist.
  const float waist = size * 0.3f;
  for (const float a : {turn, turn + 1.5707963f}) {
    const sf::Vector2f along = polar(a, size);
    const sf::Vector2f across = polar(a + 1.5707963f, waist);
    addQuad(out, c + along, c + across, c - along, c - across, color);
  }
}

void addCross(sf::VertexArray& out, sf::Vector2f c, float size, float width, sf::Color color) {
  addLine(out, c + sf::Vector2f(-size, -size), c + sf::Vector2f(size, size), width, color);
  addLine(out, c + sf::Vector2f(-size, size), c + sf::Vector2f(size, -size), width, color);
}

void addArc(sf::VertexArray& out, sf::Vector2f c, float inner, float outer, float from, float to, sf::Color color,
            int segments) {
  if (segments < 1) return;
  const float step = (to - from) / static_cast<float>(segments);
  sf::Vector2f u0(std::cos(from), std::sin(from));
  for (int i = 1; i <= segments; ++i) {
    const float a = from + step * static_cast<float>(i);
    const sf::Vector2f u1(std::cos(a), std::sin(a));
    addQuad(out, c + u0 * inner, c + u0 * outer, c + u1 * outer, c + u1 * inner, color);
    u0 = u1;
  }
}

}  // namespace td
