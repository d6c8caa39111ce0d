#include "game/render/LaneRenderer.h"

#include <cmath>
#include <vector>

#include "engine/level/LaneCourse.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

constexpr int32_t kSamplesPerLeg = 48;
constexpr float kDash = 0.45f;    // cells of line, then as much of gap
constexpr float kChevron = 2.0f;  // cells between chevrons

sf::Vector2f toSf(Vec2 p) { return {p.x, p.y}; }

void addChevron(sf::VertexArray& out, sf::Vector2f at, sf::Vector2f dir, float size, sf::Color color) {
  const sf::Vector2f side{-dir.y, dir.x};
  const sf::Vector2f tip = at + dir * size;
  addLine(out, at - dir * (size * 0.3f) + side * size, tip, size * 0.35f, color);
  addLine(out, at - dir * (size * 0.3f) - side * size, tip, size * 0.35f, color);
}

}  // namespace

void LaneRenderer::build(const LevelDef& level, const Style& style) {
  vertices_.clear();
  style_ = style;
  for (const Lane& lane : level.lanes) {
    const std::vector<Vec2> course = laneCourse(level, lane.spawn);
    if (course.size() < 2 || lane.waypoints.empty()) continue;
    const bool strong = lane.spawn == style.highlight;
    const auto alpha = static_cast<uint8_t>(strong ? std::min(255, style.alpha * 2 + 40) : style.alpha);
    const sf::Color color = withAlpha(mix(routeColor(static_cast<size_t>(lane.spawn)), sf::Color::White, 0.35f), alpha);
    const float k = style.thickness;
    const float width = (strong ? 0.12f : 0.08f) * k;
    const std::vector<Vec2> curve = sampleCourse(course, kSamplesPerLeg);
    // Dashes by distance along the curve, so they keep one length however
    // the waypoints are spaced.
    float along = 0.f;
    float nextChevron = kChevron * 0.5f * k;
    for (size_t i = 0; i + 1 < curve.size(); ++i) {
      const sf::Vector2f a = toSf(curve[i]);
      const sf::Vector2f b = toSf(curve[i + 1]);
      const sf::Vector2f d = b - a;
      const float len = std::sqrt(d.x * d.x + d.y * d.y);
      if (len <= 0.f) continue;
      if (std::fmod(along, 2.f * kDash * k) < kDash * k) addLine(vertices_, a, b, width, color);
      if (along + len >= nextChevron) {
        addChevron(vertices_, a + d * ((nextChevron - along) / len), d / len, (strong ? 0.16f : 0.12f) * k, color);
        nextChevron += kChevron * k;
      }
      along += len;
    }
    for (Cell c : lane.waypoints) {
      const sf::Vector2f at{static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f};
      addRing(vertices_, at, (strong ? 0.2f : 0.14f) * k, (strong ? 0.28f : 0.2f) * k, color, 16);
    }
  }
}

void LaneRenderer::draw(sf::RenderTarget& target, const sf::RenderStates& states) const {
  target.draw(vertices_, states);
}

}  // namespace td
