#include "game/render/FreeMoverShapes.h"

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

namespace {

sf::Vector2f across(sf::Vector2f dir) { return {-dir.y, dir.x}; }

sf::Color withBodyAlpha(sf::Color c, sf::Color body) {
  return withAlpha(c, static_cast<uint8_t>(static_cast<int>(c.a) * body.a / 255));
}

}  // namespace

void addGremlinShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                     bool compact) {
  const sf::Vector2f side = across(dir) * r;
  for (const float k : {-1.f, 1.f}) {
    addTriangle(out, c + dir * (r * 0.35f) + side * (k * 0.3f), c - dir * (r * 0.25f) + side * (k * 0.45f),
                c + dir * (r * 0.1f) + side * (k * 1.55f), edge);
  }
  addDisc(out, c, r * 0.9f, edge, compact ? 7 : 12);
  addDisc(out, c, r * 0.68f, body, compact ? 7 : 12);
  if (!compact) {
    const sf::Color eye = withBodyAlpha({250, 250, 210}, body);
    for (const float k : {-1.f, 1.f}) addDisc(out, c + dir * (r * 0.38f) + side * (k * 0.28f), r * 0.17f, eye, 6);
  }
}

void addGolemShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                   bool compact) {
  const sf::Vector2f side = across(dir) * r;
  // Shoulders wider than the body, then the slab, then a darker crown.
  addQuad(out, c + dir * (r * 0.5f) + side * 1.15f, c + dir * (r * 0.5f) - side * 1.15f,
          c - dir * (r * 0.75f) - side * 1.0f, c - dir * (r * 0.75f) + side * 1.0f, edge);
  addQuad(out, c + dir * (r * 0.38f) + side * 0.95f, c + dir * (r * 0.38f) - side * 0.95f,
          c - dir * (r * 0.6f) - side * 0.82f, c - dir * (r * 0.6f) + side * 0.82f, body);
  addQuad(out, c + dir * (r * 0.95f) + side * 0.5f, c + dir * (r * 0.95f) - side * 0.5f,
          c + dir * (r * 0.2f) - side * 0.55f, c + dir * (r * 0.2f) + side * 0.55f, edge);
  if (!compact) {
    addLine(out, c - dir * (r * 0.45f) + side * 0.3f, c - dir * (r * 0.05f) - side * 0.25f, r * 0.1f,
            withBodyAlpha(shade(body, 0.6f), body));
    const sf::Color eye = withBodyAlpha({255, 150, 40}, body);
    for (const float k : {-1.f, 1.f}) addDisc(out, c + dir * (r * 0.62f) + side * (k * 0.22f), r * 0.12f, eye, 6);
  }
}

void addCartShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                  bool compact) {
  const sf::Vector2f side = across(dir) * r;
  const sf::Color wheel = withBodyAlpha({34, 30, 28}, body);
  for (const float a : {-0.65f, 0.65f}) {
    for (const float k : {-1.f, 1.f}) {
      addLine(out, c + dir * (r * (a - 0.22f)) + side * (k * 0.82f), c + dir * (r * (a + 0.22f)) + side * (k * 0.82f),
              r * 0.3f, wheel);
    }
  }
  addQuad(out, c + dir * (r * 1.05f) + side * 0.7f, c + dir * (r * 1.05f) - side * 0.7f,
          c - dir * (r * 1.05f) - side * 0.7f, c - dir * (r * 1.05f) + side * 0.7f, edge);
  addQuad(out, c + dir * (r * 0.85f) + side * 0.52f, c + dir * (r * 0.85f) - side * 0.52f,
          c - dir * (r * 0.85f) - side * 0.52f, c - dir * (r * 0.85f) + side * 0.52f, body);
  if (!compact) {
    // The load, and the shaft it is pulled by.
    addDisc(out, c - dir * (r * 0.15f), r * 0.36f, withBodyAlpha({150, 150, 150}, body), 8);
    addLine(out, c + dir * (r * 1.0f), c + dir * (r * 1.45f), r * 0.12f, edge);
  }
}

void addRatShape(sf::VertexArray& out, sf::Vector2f c, float r, sf::Vector2f dir, sf::Color body, sf::Color edge,
                 bool compact) {
  const sf::Vector2f side = across(dir) * r;
  const sf::Color tail = withBodyAlpha({226, 150, 160}, body);
  addLine(out, c - dir * (r * 0.8f), c - dir * (r * 1.6f) + side * 0.35f, r * 0.14f, tail);
  if (!compact) addLine(out, c - dir * (r * 1.6f) + side * 0.35f, c - dir * (r * 2.3f) - side * 0.1f, r * 0.1f, tail);
  addTriangle(out, c + dir * (r * 1.45f), c + side * 0.75f - dir * (r * 0.1f), c - side * 0.75f - dir * (r * 0.1f),
              edge);
  addDisc(out, c - dir * (r * 0.2f), r * 0.8f, edge, compact ? 6 : 10);
  addTriangle(out, c + dir * (r * 1.2f), c + side * 0.55f, c - side * 0.55f, body);
  addDisc(out, c - dir * (r * 0.2f), r * 0.6f, body, compact ? 6 : 10);
  if (!compact) {
    for (const float k : {-1.f, 1.f}) addDisc(out, c + dir * (r * 0.35f) + side * (k * 0.55f), r * 0.22f, tail, 6);
    addDisc(out, c + dir * (r * 1.4f), r * 0.12f, withBodyAlpha({30, 24, 24}, body), 5);
  }
}

}  // namespace td
