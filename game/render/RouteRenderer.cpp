#include "game/render/RouteRenderer.h"

#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

sf::Vector2f toSf(Vec2 p) { return {p.x, p.y}; }

}  // namespace

void RouteRenderer::build(const std::vector<std::vector<Cell>>& routes, std::span<const size_t> colors) {
  std::vector<std::vector<Vec2>> paths(routes.size());
  for (size_t r = 0; r < routes.size(); ++r) {
    for (Cell c : routes[r]) paths[r].push_back({static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f});
  }
  buildPaths(paths, colors);
}

void RouteRenderer::buildPaths(const std::vector<std::vector<Vec2>>& paths, std::span<const size_t> colors,
                               std::span<const uint8_t> squares) {
  paths_ = paths;
  colors_.resize(paths.size());
  squares_.resize(paths.size());
  for (size_t r = 0; r < paths.size(); ++r) {
    colors_[r] = r < colors.size() ? colors[r] : r;
    squares_[r] = r < squares.size() ? squares[r] : 0;
  }
  buildLines();
}

void RouteRenderer::setThickness(float factor) {
  if (factor == thick_) return;
  thick_ = factor;
  buildLines();
}

void RouteRenderer::buildLines() {
  const std::vector<std::vector<Vec2>>& paths = paths_;
  const float k = thick_;
  lines_.clear();
  // Opaque colours, so that where the pieces of a line overlap at its joints
  // nothing shows darker. Every outline goes first, so that no route's dark
  // edge covers another route's colour.
  for (size_t r = 0; r < paths.size(); ++r) {
    const std::vector<Vec2>& path = paths[r];
    const sf::Color edge = shade(routeColor(colors_[r]), 0.3f);
    for (size_t i = 0; i < path.size(); ++i) {
      addDisc(lines_, toSf(path[i]), 0.14f * k, edge, 12);
      if (i + 1 < path.size()) addLine(lines_, toSf(path[i]), toSf(path[i + 1]), 0.28f * k, edge);
    }
  }
  for (size_t r = paths.size(); r-- > 0;) {
    const std::vector<Vec2>& path = paths[r];
    const sf::Color color = routeColor(colors_[r]);
    for (size_t i = 0; i < path.size(); ++i) {
      addDisc(lines_, toSf(path[i]), 0.08f * k, color, 10);
      if (i + 1 < path.size()) addLine(lines_, toSf(path[i]), toSf(path[i + 1]), 0.16f * k, color);
    }
  }
}

void RouteRenderer::animate(float seconds) {
  dots_.clear();
  const float spacing = 1.6f * thick_;  // cells between dots
  const float speed = 1.4f * thick_;    // cells per second
  const float k = thick_;
  const float phase = std::fmod(seconds * speed, spacing);
  for (size_t r = 0; r < paths_.size(); ++r) {
    const std::vector<Vec2>& path = paths_[r];
    const sf::Color color = mix(routeColor(colors_[r]), sf::Color::White, 0.65f);
    float next = phase;  // distance along the path of the next dot
    float walked = 0.f;
    for (size_t i = 0; i + 1 < path.size(); ++i) {
      const Vec2 a = path[i];
      const Vec2 b = path[i + 1];
      const float segment = distance(a, b);
      if (segment <= 0.f) continue;
      while (next <= walked + segment) {
        const float t = (next - walked) / segment;
        const sf::Vector2f at = toSf(a + (b - a) * t);
        if (squares_[r] != 0) {
          addRect(dots_, {at.x - 0.07f * k, at.y - 0.07f * k, 0.14f * k, 0.14f * k}, color);
        } else {
          addDisc(dots_, at, 0.055f * k, color, 8);
        }
        next += spacing;
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
