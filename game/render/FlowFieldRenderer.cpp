#include "game/render/FlowFieldRenderer.h"

#include <algorithm>
#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

// Near the goal -> far from it.
sf::Color heat(float t) {
  static const sf::Color kNear(70, 210, 200);
  static const sf::Color kMid(250, 214, 96);
  static const sf::Color kFar(236, 84, 108);
  return t < 0.5f ? mix(kNear, kMid, t * 2.f) : mix(kMid, kFar, (t - 0.5f) * 2.f);
}

void addArrow(sf::VertexArray& out, float x, float y, Direction d, sf::Color color) {
  const DirectionStep s = step(d);
  sf::Vector2f u(static_cast<float>(s.dx), static_cast<float>(s.dy));
  if (s.diagonal) u *= 0.70710678f;
  const sf::Vector2f p(-u.y, u.x);
  const sf::Vector2f c(x + 0.5f, y + 0.5f);
  addLine(out, c - u * 0.18f, c + u * 0.02f, 0.055f, color);
  addTriangle(out, c + u * 0.2f, c + p * 0.1f, c - p * 0.1f, color);
}

}  // namespace

FlowOverlay nextOverlay(FlowOverlay overlay) {
  switch (overlay) {
    case FlowOverlay::Arrows:
      return FlowOverlay::Heat;
    case FlowOverlay::Heat:
      return FlowOverlay::Off;
    case FlowOverlay::Off:
      return FlowOverlay::Arrows;
  }
  return FlowOverlay::Arrows;
}

const char* overlayName(FlowOverlay overlay) {
  switch (overlay) {
    case FlowOverlay::Arrows:
      return "arrows";
    case FlowOverlay::Heat:
      return "distance";
    case FlowOverlay::Off:
      return "off";
  }
  return "?";
}

void FlowFieldRenderer::build(const Grid& grid, const FlowField& field, FlowOverlay overlay) {
  vertices_.clear();
  if (overlay == FlowOverlay::Off || !field.computed()) return;
  Distance farthest = 0;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      const Distance d = field.distance(grid, {x, y});
      if (d != kUnreachable) farthest = std::max(farthest, d);
    }
  }
  const sf::Color arrow(255, 255, 255, 96);
  const sf::Color stranded(30, 0, 40, 110);
  for (int32_t cy = 0; cy < grid.height(); ++cy) {
    for (int32_t cx = 0; cx < grid.width(); ++cx) {
      const Cell c{cx, cy};
      if (!grid.passable(c)) continue;
      const auto x = static_cast<float>(cx);
      const auto y = static_cast<float>(cy);
      const Distance d = field.distance(grid, c);
      if (d == kUnreachable) {
        addRect(vertices_, {x, y, 1.f, 1.f}, stranded);
        continue;
      }
      if (overlay == FlowOverlay::Heat) {
        const float t = farthest == 0 ? 0.f : static_cast<float>(toCells(d) / toCells(farthest));
        addRect(vertices_, {x, y, 1.f, 1.f}, withAlpha(heat(t), 120));
      } else {
        const Direction dir = field.direction(grid, c);
        if (dir != Direction::None) addArrow(vertices_, x, y, dir, arrow);
      }
    }
  }
}

}  // namespace td
