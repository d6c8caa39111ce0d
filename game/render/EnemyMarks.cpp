#include "game/render/EnemyMarks.h"

#include <algorithm>
#include <cmath>
#include <variant>

#include "game/render/MarkGlyphs.h"
#include "game/render/Primitives.h"

namespace td {

EnemyMark enemyMark(const Enemy& e) {
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) return EnemyMark::None;
  if (e.engaged) return EnemyMark::Engaged;
  if (const Fleeing* f = std::get_if<Fleeing>(&e.move)) {
    if (f->mode == FleeMode::Flee) return EnemyMark::Scared;
    if (f->mode == FleeMode::Return) return EnemyMark::Calming;
  }
  if (const Tracking* t = std::get_if<Tracking>(&e.move)) {
    if (t->mode == TrackMode::Trail) return EnemyMark::Tracking;
  }
  return EnemyMark::None;
}

sf::Vector2f scaredShake(uint32_t serial, float seconds) {
  const float phase = static_cast<float>(serial % 17u) * 0.37f;
  return {0.035f * std::sin(seconds * 47.f + phase), 0.02f * std::sin(seconds * 61.f + phase * 2.f)};
}

void addEnemyMark(sf::VertexArray& out, EnemyMark mark, sf::Vector2f c, float r, sf::Vector2f dir, float seconds) {
  // Beside the head, clear of the health bar centred above the body.
  const sf::Vector2f beside = c + sf::Vector2f(r + 0.08f, -r * 0.2f);
  switch (mark) {
    case EnemyMark::None:
      break;
    case EnemyMark::Engaged:
      addCrossedSwords(out, c + sf::Vector2f(r + 0.1f, -r - 0.05f), 0.12f);
      break;
    case EnemyMark::Scared: {
      const float hop = 0.05f * std::abs(std::sin(seconds * 9.f));
      addBang(out, beside - sf::Vector2f(0.f, hop), 0.4f, {255, 214, 60});
      break;
    }
    case EnemyMark::Calming:
      addBang(out, beside, 0.26f, {255, 214, 60, 140});
      break;
    case EnemyMark::Tracking: {
      // Nose to the ground: prints behind it, left and right in turn, and a
      // sniff ahead of the snout that pulses.
      const sf::Vector2f side(-dir.y, dir.x);
      for (int k = 1; k <= 3; ++k) {
        const float back = r * 1.1f + 0.24f * static_cast<float>(k);
        const float across = (k % 2 == 0 ? 1.f : -1.f) * r * 0.45f;
        const auto alpha = static_cast<uint8_t>(250 - 55 * k);
        addPaw(out, c - dir * back + side * across, dir, 0.065f, {46, 34, 24, alpha});
      }
      const float sniff = 0.5f + 0.5f * std::sin(seconds * 12.f);
      const sf::Vector2f nose = c + dir * (r * 1.7f);
      for (const float k : {-1.f, 1.f}) {
        addLine(out, nose + side * (k * 0.05f), nose + dir * (0.08f + 0.06f * sniff) + side * (k * 0.11f), 0.03f,
                {255, 240, 200, static_cast<uint8_t>(120 + 120 * sniff)});
      }
      break;
    }
  }
}

void addStunStars(sf::VertexArray& out, sf::Vector2f c, float r, float seconds) {
  constexpr int kStars = 3;
  constexpr float kTurn = 6.2831853f;
  // On a flat ellipse, as if seen from above and a little to the side; never narrower than a small body's, so a
  // mite's stars still stand apart.
  const float across = std::max(r * 0.9f, 0.16f);
  const sf::Vector2f middle = c - sf::Vector2f(0.f, r * 0.8f);
  for (int k = 0; k < kStars; ++k) {
    const float a = seconds * 5.f + kTurn * static_cast<float>(k) / static_cast<float>(kStars);
    const sf::Vector2f at = middle + sf::Vector2f(std::cos(a) * across, std::sin(a) * across * 0.25f);
    // Those at the back of the circle are smaller and dimmer.
    const float near = 0.5f + 0.5f * std::sin(a);
    const float size = std::clamp(r * 0.34f, 0.08f, 0.12f) * (0.75f + 0.35f * near);
    addStar(out, at, size * 1.35f, seconds * 3.f, {60, 40, 8, 200});
    addStar(out, at, size, seconds * 3.f, {255, 236, 110, static_cast<uint8_t>(170 + 85 * near)});
  }
}

}  // namespace td
