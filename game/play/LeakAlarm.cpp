#include "game/play/LeakAlarm.h"

#include <algorithm>
#include <cmath>

#include "engine/sim/World.h"
#include "game/render/Camera.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

constexpr float kShakePixels = 6.f;

uint8_t alphaOf(float share) { return static_cast<uint8_t>(std::clamp(share, 0.f, 1.f) * 255.f); }

}  // namespace

void LeakAlarm::note(std::span<const SimEvent> events) {
  for (const SimEvent& e : events) {
    if (e.kind != SimEventKind::EnemyEscaped) continue;
    // The same goal again restarts its ring; else the oldest ring gives way.
    GoalHit* slot = &hits_[0];
    for (GoalHit& h : hits_) {
      if (h.left > 0.f && lengthSquared(h.at - e.pos) < 1.f) {
        slot = &h;
        break;
      }
      if (h.left < slot->left) slot = &h;
    }
    *slot = {e.pos, kRingSeconds};
    shakeLeft_ = kShakeSeconds;
    pulseLeft_ = kPulseSeconds;
    edgeLeft_ = kEdgeSeconds;
  }
}

void LeakAlarm::update(float dt) {
  time_ += dt;
  for (GoalHit& h : hits_) h.left = std::max(0.f, h.left - dt);
  shakeLeft_ = std::max(0.f, shakeLeft_ - dt);
  pulseLeft_ = std::max(0.f, pulseLeft_ - dt);
  edgeLeft_ = std::max(0.f, edgeLeft_ - dt);
}

void LeakAlarm::clear() {
  hits_ = {};
  shakeLeft_ = pulseLeft_ = edgeLeft_ = 0.f;
}

sf::Vector2f LeakAlarm::shake() const {
  if (!options_.shake || shakeLeft_ <= 0.f) return {0.f, 0.f};
  // A few quick swings, dying away.
  const float strength = kShakePixels * shakeLeft_ / kShakeSeconds;
  return {strength * std::sin(time_ * 71.f), strength * 0.6f * std::cos(time_ * 53.f)};
}

float LeakAlarm::livesPulse() const {
  if (pulseLeft_ <= 0.f) return 0.f;
  const float share = pulseLeft_ / kPulseSeconds;
  // Without flashing the counter stays lit, steadily, for as long.
  return options_.flash ? share * (0.5f + 0.5f * std::sin(time_ * 18.f)) : 0.8f;
}

void LeakAlarm::addGoalRings(sf::VertexArray& out) const {
  for (const GoalHit& h : hits_) {
    if (h.left <= 0.f) continue;
    const float t = 1.f - h.left / kRingSeconds;  // 0 at the leak, 1 when gone
    const sf::Vector2f c{h.at.x, h.at.y};
    const float blink = options_.flash ? 0.6f + 0.4f * std::sin(time_ * 20.f) : 1.f;
    addDisc(out, c, 0.55f + 0.25f * t, withAlpha(colors::refuse(), alphaOf((1.f - t) * 0.35f * blink)), 24);
    // Rings going out from the goal; with flashing off, one steady ring.
    const float r = options_.flash ? 0.5f + 1.6f * t : 0.9f;
    addRing(out, c, r - 0.12f, r, withAlpha(colors::refuse(), alphaOf(1.f - t)), 32);
  }
}

void LeakAlarm::addEdge(sf::VertexArray& out, const sf::FloatRect& area) const {
  if (edgeLeft_ <= 0.f) return;
  const float share = edgeLeft_ / kEdgeSeconds;
  const float depth = std::min(area.width, area.height) * 0.06f;
  const sf::Color strong = withAlpha(colors::refuse(), alphaOf((options_.flash ? 0.55f : 0.35f) * share));
  const sf::Color none = withAlpha(colors::refuse(), 0);
  const float l = area.left;
  const float t = area.top;
  const float r = area.left + area.width;
  const float b = area.top + area.height;
  // Each edge a band fading inwards.
  addRectGradient(out, {l, t, area.width, depth}, strong, none);
  addRectGradient(out, {l, b - depth, area.width, depth}, none, strong);
  const auto side = [&](float x0, float x1, sf::Color c0, sf::Color c1) {
    out.append({{x0, t}, c0});
    out.append({{x1, t}, c1});
    out.append({{x1, b}, c1});
    out.append({{x0, t}, c0});
    out.append({{x1, b}, c1});
    out.append({{x0, b}, c0});
  };
  side(l, l + depth, strong, none);
  side(r - depth, r, none, strong);
}

void LeakAlarm::addOffscreenWarnings(sf::VertexArray& out, const World& world, const Camera& camera,
                                     const sf::FloatRect& area) {
  size_t warned = 0;
  const auto& enemies = world.enemies();
  for (uint32_t i = 0; i < enemies.slotCount() && warned < warned_.size(); ++i) {
    if (!enemies.aliveAt(i)) continue;
    const Enemy& e = enemies.at(i);
    if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped || e.remaining > kNearCells) continue;
    // The goal it is closing on: the nearest to it.
    const LevelDef& level = world.level();
    Vec2 goal{};
    float best = -1.f;
    for (const Cell& g : level.goals) {
      const Vec2 c{static_cast<float>(g.x) + 0.5f, static_cast<float>(g.y) + 0.5f};
      const float d = lengthSquared(c - e.pos);
      if (best < 0.f || d < best) {
        best = d;
        goal = c;
      }
    }
    if (best < 0.f) continue;
    const sf::Vector2f at = camera.toPixel({goal.x, goal.y});
    if (area.contains(at)) continue;  // in view: the goal itself shows it
    bool already = false;
    for (size_t k = 0; k < warned; ++k) already = already || lengthSquared(warned_[k] - goal) < 0.01f;
    if (already) continue;
    warned_[warned++] = goal;
    // An arrow on the edge, on the line from the view's middle to the goal.
    const sf::Vector2f middle{area.left + area.width * 0.5f, area.top + area.height * 0.5f};
    sf::Vector2f dir = at - middle;
    const float len = std::sqrt(dir.x * dir.x + dir.y * dir.y);
    if (len <= 0.f) continue;
    dir /= len;
    const float margin = 22.f;
    const float sx = dir.x != 0.f ? (area.width * 0.5f - margin) / std::fabs(dir.x) : 1e9f;
    const float sy = dir.y != 0.f ? (area.height * 0.5f - margin) / std::fabs(dir.y) : 1e9f;
    const sf::Vector2f tip = middle + dir * std::min(sx, sy);
    const sf::Vector2f side{-dir.y, dir.x};
    const float blink = options_.flash ? 0.65f + 0.35f * std::sin(time_ * 12.f) : 1.f;
    addDisc(out, tip - dir * 6.f, 17.f, withAlpha({30, 10, 10}, alphaOf(0.75f)), 20);
    addTriangle(out, tip + dir * 8.f, tip - dir * 10.f + side * 10.f, tip - dir * 10.f - side * 10.f,
                withAlpha(colors::refuse(), alphaOf(blink)));
  }
}

}  // namespace td
