#include "game/render/Primitives.h"

#include <cmath>
#include <cstdint>

namespace td {

void addTriangle(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Color color) {
  out.append(sf::Vertex(a, color));
  out.append(sf::Vertex(b, color));
  out.append(sf::Vertex(c, color));
}

void addQuad(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Vector2f d, sf::Color color) {
  addTriangle(out, a, b, c, color);
  addTriangle(out, a, c, d, color);
}

void addRect(sf::VertexArray& out, const sf::FloatRect& r, sf::Color color) {
  addQuad(out, {r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height},
          {r.left, r.top + r.height}, color);
}

void addRectGradient(sf::VertexArray& out, const sf::FloatRect& r, sf::Color top, sf::Color bottom) {
  const sf::Vertex a({r.left, r.top}, top);
  const sf::Vertex b({r.left + r.width, r.top}, top);
  const sf::Vertex c({r.left + r.width, r.top + r.height}, bottom);
  const sf::Vertex d({r.left, r.top + r.height}, bottom);
  for (const sf::Vertex& v : {a, b, c, a, c, d}) out.append(v);
}

void addRectFrame(sf::VertexArray& out, const sf::FloatRect& r, float t, sf::Color color) {
  addRect(out, {r.left, r.top, r.width, t}, color);
  addRect(out, {r.left, r.top + r.height - t, r.width, t}, color);
  addRect(out, {r.left, r.top + t, t, r.height - 2 * t}, color);
  addRect(out, {r.left + r.width - t, r.top + t, t, r.height - 2 * t}, color);
}

void addLine(sf::VertexArray& out, sf::Vector2f from, sf::Vector2f to, float width, sf::Color color) {
  const sf::Vector2f d = to - from;
  const float length = std::sqrt(d.x * d.x + d.y * d.y);
  if (length <= 0.f) return;
  const sf::Vector2f n(-d.y / length * width * 0.5f, d.x / length * width * 0.5f);
  addQuad(out, from + n, to + n, to - n, from - n, color);
}

void addDisc(sf::VertexArray& out, sf::Vector2f centre, float radius, sf::Color color, int segments) {
  if (segments < 3) return;
  // The rim is walked by turning a unit vector a fixed step at a time: one
  // sine and cosine per disc rather than per point, since thousands of
  // enemies are rebuilt every frame. The last point is the first, exactly.
  constexpr float kTau = 6.28318530718f;
  const float step = kTau / static_cast<float>(segments);
  const float cs = std::cos(step);
  const float sn = std::sin(step);
  sf::Vector2f u(1.f, 0.f);
  sf::Vector2f previous(centre.x + radius, centre.y);
  for (int i = 1; i <= segments; ++i) {
    u = i == segments ? sf::Vector2f(1.f, 0.f) : sf::Vector2f(u.x * cs - u.y * sn, u.x * sn + u.y * cs);
    const sf::Vector2f p = centre + u * radius;
    addTriangle(out, centre, previous, p, color);
    previous = p;
  }
}

void addRing(sf::VertexArray& out, sf::Vector2f centre, float inner, float outer, sf::Color color, int segments) {
  if (segments < 3) return;
  constexpr float kTau = 6.28318530718f;
  const float step = kTau / static_cast<float>(segments);
  const float cs = std::cos(step);
  const float sn = std::sin(step);
  sf::Vector2f u0(1.f, 0.f);
  for (int i = 0; i < segments; ++i) {
    const sf::Vector2f u1 =
        i + 1 == segments ? sf::Vector2f(1.f, 0.f) : sf::Vector2f(u0.x * cs - u0.y * sn, u0.x * sn + u0.y * cs);
    addQuad(out, centre + u0 * inner, centre + u0 * outer, centre + u1 * outer, centre + u1 * inner, color);
    u0 = u1;
  }
}

void fadeFrom(sf::VertexArray& out, size_t first, float factor) {
  for (size_t i = first; i < out.getVertexCount(); ++i) {
    out[i].color.a = static_cast<uint8_t>(static_cast<float>(out[i].color.a) * factor);
  }
}

sf::Vector2f polar(float angle, float r) { return {std::cos(angle) * r, std::sin(angle) * r}; }

void addPolygon(sf::VertexArray& out, sf::Vector2f centre, float r, int sides, float rotation, sf::Color color) {
  constexpr float kTurn = 6.28318531f;
  for (int i = 0; i < sides; ++i) {
    const float a0 = rotation + kTurn * static_cast<float>(i) / static_cast<float>(sides);
    const float a1 = rotation + kTurn * static_cast<float>(i + 1) / static_cast<float>(sides);
    addTriangle(out, centre, centre + polar(a0, r), centre + polar(a1, r), color);
  }
}

}  // namespace td
