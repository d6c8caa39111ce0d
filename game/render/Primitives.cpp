#include "game/render/Primitives.h"

#include <cmath>

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
  constexpr float kTau = 6.28318530718f;
  sf::Vector2f previous(centre.x + radius, centre.y);
  for (int i = 1; i <= segments; ++i) {
    const float a = kTau * static_cast<float>(i) / static_cast<float>(segments);
    const sf::Vector2f p(centre.x + radius * std::cos(a), centre.y + radius * std::sin(a));
    addTriangle(out, centre, previous, p, color);
    previous = p;
  }
}

void addRing(sf::VertexArray& out, sf::Vector2f centre, float inner, float outer, sf::Color color, int segments) {
  constexpr float kTau = 6.28318530718f;
  for (int i = 0; i < segments; ++i) {
    const float a0 = kTau * static_cast<float>(i) / static_cast<float>(segments);
    const float a1 = kTau * static_cast<float>(i + 1) / static_cast<float>(segments);
    const sf::Vector2f u0(std::cos(a0), std::sin(a0));
    const sf::Vector2f u1(std::cos(a1), std::sin(a1));
    addQuad(out, centre + u0 * inner, centre + u0 * outer, centre + u1 * outer, centre + u1 * inner, color);
  }
}

}  // namespace td
