#include "game/render/RouteRenderer.h"

#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

sf::Vector2f centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

float length(sf::Vector2f v) { return std::sqrt(v.x * v.x + v.y * v.y); }

}  // namespace

void RouteRenderer::build(const std::vector<std::vector<Cell>>& routes) {
  lines_.clear();
  // Opaque colours, so that where the pieces of a line overlap at its joints
  // nothing shows darker. Every outline goes first, so that no route's dark
  // edge covers another route's colour.
  for (size_t r = 0; r < routes.size(); ++r) {
    const std::vector<Cell>& route = routes[r];
    const sf::Color edge = shade(routeColor(r), 0.3f);
    for (size_t i = 0; i < route.size(); ++i) {
      addDisc(lines_, centre(route[i]), 0.14f, edge, 12);
      if (i + 1 < route.size()) addLine(lines_, centre(route[i]), centre(route[i + 1]), 0.28f, edge);
    }
  }
  for (size_t r = routes.size(); r-- > 0;) {
    const std::vector<Cell>& route = routes[r];
    const sf::Color color = routeColor(r);
    for (size_t i = 0; i < route.size(); ++i) {
      addDisc(lines_, centre(route[i]), 0.08f, color, 10);
      if (i + 1 < route.size()) addLine(lines_, centre(route[i]), centre(route[i + 1]), 0.16f, color);
    }
  }
}

void RouteRenderer::animate(const std::vector<std::vector<Cell>>& routes, float seconds) {
  dots_.clear();
  constexpr float kSpacing = 1.6f;  // cells between dots
  constexpr float kSpeed = 1.4f;    // cells per second
  const float phase = std::fmod(seconds * kSpeed, kSpacing);
  for (size_t r = 0; r < routes.size(); ++r) {
    const std::vector<Cell>& route = routes[r];
    const sf::Color color = mix(routeColor(r), sf::Color::White, 0.65f);
    float next = phase;  // distance along the route of the next dot
    float walked = 0.f;
    for (size_t i = 0; i + 1 < route.size(); ++i) {
      const sf::Vector2f a = centre(route[i]);
      const sf::Vector2f b = centre(route[i + 1]);
      const float segment = length(b - a);
      while (next <= walked + segment) {
        const float t = (next - walked) / segment;
        addDisc(dots_, a + (b - a) * t, 0.055f, color, 8);
        next += kSpacing;
      }
      walked += segment;
    }
  }
}

void RouteRenderer::draw(sf::RenderTarget& target, const sf::RenderStates& states) const {
  target.draw(lines_, states);
  target.draw(dots_, states);
}

}  // namespace td
