#include "game/render/ParticlePool.h"

#include <algorithm>
#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

ParticlePool::ParticlePool(size_t capacity) : items_(std::max<size_t>(capacity, 1)) {}

int ParticlePool::allowance(int wanted) const {
  if (wanted <= 0 || live_ >= items_.size()) return 0;
  const size_t half = items_.size() / 2;
  if (live_ < half) return wanted;
  // From half full to full, the share allowed falls from all to none.
  const double room = static_cast<double>(items_.size() - live_) / static_cast<double>(items_.size() - half);
  return std::max(1, static_cast<int>(std::floor(static_cast<double>(wanted) * room)));
}

bool ParticlePool::add(const Particle& p) {
  if (live_ >= items_.size()) return false;
  items_[live_++] = p;
  return true;
}

void ParticlePool::update(float seconds) {
  if (seconds <= 0.f) return;
  for (size_t i = 0; i < live_;) {
    Particle& p = items_[i];
    p.age += seconds;
    if (p.age >= p.life) {
      // Order does not matter: the last one takes the place of the one gone.
      p = items_[--live_];
      continue;
    }
    p.pos += p.vel * seconds;
    p.vel *= std::max(0.f, 1.f - p.drag * seconds);
    p.angle += p.spin * seconds;
    p.size = std::max(0.f, p.size + p.grow * seconds);
    ++i;
  }
}

void ParticlePool::build(sf::VertexArray& ground, sf::VertexArray& air) const {
  for (size_t i = 0; i < live_; ++i) {
    const Particle& p = items_[i];
    const float t = std::clamp(p.age / p.life, 0.f, 1.f);
    // Full colour for the first half of a life, then fading out.
    const float fadeOut = t < 0.5f ? 1.f : 1.f - (t - 0.5f) * 2.f;
    const sf::Color c = withAlpha(p.color, static_cast<uint8_t>(static_cast<float>(p.color.a) * fadeOut));
    sf::VertexArray& out = p.ground ? ground : air;
    switch (p.shape) {
      case ParticleShape::Dot:
        addDisc(out, p.pos, p.size, c, 6);
        break;
      case ParticleShape::Shard: {
        const sf::Vector2f a = polar(p.angle, p.size);
        const sf::Vector2f b = polar(p.angle + 2.4f, p.size * 0.6f);
        const sf::Vector2f d = polar(p.angle - 2.2f, p.size * 0.7f);
        addTriangle(out, p.pos + a, p.pos + b, p.pos + d, c);
        break;
      }
      case ParticleShape::Feather: {
        // Rocking as it drifts down.
        const float rock = p.angle + 0.6f * std::sin(p.age * 9.f);
        addLine(out, p.pos - polar(rock, p.size), p.pos + polar(rock, p.size), p.size * 0.35f, c);
        break;
      }
      case ParticleShape::Puff:
        addDisc(out, p.pos, p.size, withAlpha(c, static_cast<uint8_t>(c.a / 2)), 10);
        break;
      case ParticleShape::Stain:
        addPolygon(out, p.pos, p.size, 7, p.angle, withAlpha(c, static_cast<uint8_t>(c.a / 2)));
        break;
    }
  }
}

}  // namespace td
