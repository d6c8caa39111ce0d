#include "game/render/HawkShape.h"

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

void addHawkShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                  sf::Color shadow, bool compact) {
  const sf::Vector2f side{-dir.y, dir.x};
  // The same offset as the bat's shadow, so both read as the same height.
  addDisc(out, c + sf::Vector2f(0.12f, 0.28f), r * 0.6f, shadow, compact ? 5 : 10);
  for (const float k : {-1.f, 1.f}) {
    // A broad wing swept back to a sharp tip: shoulder, wrist, tip, root.
    const sf::Vector2f s = side * k;
    const sf::Vector2f shoulder = c + dir * (r * 0.35f) + s * (r * 0.15f);
    const sf::Vector2f wrist = c + dir * (r * 0.1f) + s * (r * 1.0f);
    const sf::Vector2f tip = c - dir * (r * 0.8f) + s * (r * 1.6f);
    const sf::Vector2f root = c - dir * (r * 0.45f) + s * (r * 0.2f);
    addQuad(out, shoulder, wrist, tip, root, edge);
    if (!compact) {
      const sf::Vector2f mid = (shoulder + wrist + tip + root) * 0.25f;
      const auto inset = [&](sf::Vector2f p) { return mid + (p - mid) * 0.62f; };
      addQuad(out, inset(shoulder), inset(wrist), inset(tip), inset(root), body);
    }
  }
  // The fanned tail.
  addTriangle(out, c - dir * (r * 0.3f), c - dir * (r * 1.2f) + side * (r * 0.45f),
              c - dir * (r * 1.2f) - side * (r * 0.45f), edge);
  addDisc(out, c, r * 0.42f, edge, compact ? 6 : 10);
  addDisc(out, c, r * 0.3f, body, compact ? 6 : 10);
  // Head and beak, pale against the dark wings.
  const sf::Vector2f head = c + dir * (r * 0.55f);
  addDisc(out, head, r * 0.26f, body, compact ? 5 : 8);
  addTriangle(out, head + side * (r * 0.14f), head - side * (r * 0.14f), head + dir * (r * 0.55f),
              mix(body, sf::Color{250, 210, 80, body.a}, 0.7f));
}

}  // namespace td
