#include "game/render/DeathStyle.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

constexpr float kPi = 3.14159265f;
using enum ParticleShape;
using enum SprayColour;

// In the order of EnemyShape.
constexpr std::array<DeathStyle, 13> kStyles{{
    // Round: bursts into drops, leaving a splash.
    {DeathMotion::Pop, {Dot, 10, 2.6f, 0.3f, 0.55f, Body}, {Dot, 4, 1.4f, 0.22f, 0.4f, Edge}, true},
    // Arrowhead: tumbles, kicking up dust and chips.
    {DeathMotion::Topple, {Puff, 5, 0.9f, 0.35f, 0.6f, Dust}, {Shard, 6, 3.f, 0.3f, 0.5f, Body}, false},
    // Block: breaks into steel plates.
    {DeathMotion::Shatter, {Shard, 10, 2.4f, 0.45f, 0.7f, Body}, {Shard, 6, 1.6f, 0.35f, 0.6f, Edge}, false},
    // Mite: a small pop.
    {DeathMotion::Pop, {Dot, 5, 2.f, 0.4f, 0.35f, Body}, {}, false},
    // Brute: falls heavily in a cloud of dust, shedding pieces, and leaves a large mark.
    {DeathMotion::Topple, {Puff, 10, 1.2f, 0.4f, 0.9f, Dust}, {Shard, 10, 2.2f, 0.3f, 0.8f, Body}, true},
    // Winged: spirals down in a shower of feathers.
    {DeathMotion::Spiral, {Feather, 9, 1.1f, 0.5f, 1.1f, Body}, {Feather, 4, 0.8f, 0.4f, 0.9f, Edge}, false},
    // Horned: pops with a puff of green smoke.
    {DeathMotion::Pop, {Puff, 5, 0.8f, 0.45f, 0.7f, Body}, {Dot, 8, 2.6f, 0.25f, 0.45f, Edge}, true},
    // Hound: rolls over in the dust.
    {DeathMotion::Topple, {Puff, 6, 0.8f, 0.35f, 0.7f, Dust}, {Dot, 5, 1.6f, 0.22f, 0.4f, Body}, false},
    // Gremlin: bursts into drops.
    {DeathMotion::Pop, {Dot, 9, 2.4f, 0.3f, 0.55f, Body}, {Puff, 2, 0.5f, 0.4f, 0.5f, Edge}, true},
    // Golem: crumbles into stones and dust.
    {DeathMotion::Shatter, {Shard, 12, 1.8f, 0.45f, 0.8f, Body}, {Puff, 5, 0.7f, 0.4f, 0.8f, Dust}, false},
    // Cart: flies apart in planks and sparks.
    {DeathMotion::Shatter, {Shard, 9, 2.6f, 0.45f, 0.7f, Body}, {Dot, 8, 3.4f, 0.14f, 0.35f, Spark}, false},
    // Rat: rolls over with a puff.
    {DeathMotion::Topple, {Puff, 3, 0.6f, 0.35f, 0.5f, Dust}, {Dot, 3, 1.4f, 0.22f, 0.35f, Body}, false},
    // Hawk: spirals down, shedding feathers.
    {DeathMotion::Spiral, {Feather, 10, 1.2f, 0.45f, 1.1f, Body}, {Feather, 4, 0.8f, 0.4f, 0.9f, Edge}, false},
}};
static_assert(kStyles.size() == static_cast<size_t>(EnemyShape::Hawk) + 1, "a death style for every enemy shape");

// A small, fast generator: particles need variety, not quality.
struct Scatter {
  uint32_t state;
  float next() {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return static_cast<float>(state & 0xFFFFFFu) / static_cast<float>(0xFFFFFFu);
  }
};

sf::Color sprayColour(SprayColour from, const EnemyLook& look) {
  switch (from) {
    case Body:
      return look.body;
    case Edge:
      return look.edge;
    case Dust:
      return {176, 164, 140, 200};
    case Spark:
      return {255, 226, 120};
  }
  return look.body;
}

void emitSpray(ParticlePool& pool, const Spray& spray, const EnemyLook& look, sf::Vector2f at, float radius,
               float heading, Scatter& rng) {
  const int n = pool.allowance(spray.count);
  const sf::Color colour = sprayColour(spray.colour, look);
  for (int i = 0; i < n; ++i) {
    Particle p;
    // Around the whole body, thrown a little more forward than back: it was moving.
    const float angle = heading + (rng.next() * 2.f - 1.f) * kPi * (0.7f + 0.3f * rng.next());
    const float speed = spray.speed * (0.35f + 0.65f * rng.next());
    p.pos = at + polar(angle, radius * 0.5f * rng.next());
    p.vel = polar(angle, speed);
    p.angle = rng.next() * 2.f * kPi;
    p.size = spray.size * radius * (0.6f + 0.6f * rng.next());
    p.life = spray.life * (0.6f + 0.4f * rng.next());
    p.color = mix(colour, sf::Color::White, 0.15f * rng.next());
    p.color.a = colour.a;
    p.shape = spray.shape;
    switch (spray.shape) {
      case Dot:
        p.drag = 3.f;
        break;
      case Shard:
        p.drag = 2.5f;
        p.spin = (rng.next() * 2.f - 1.f) * 9.f;
        break;
      case Feather:
        // Drifting slowly with the air, down and away.
        p.drag = 1.2f;
        p.spin = (rng.next() * 2.f - 1.f) * 2.f;
        break;
      case Puff:
        p.drag = 2.f;
        p.grow = p.size * 0.9f;
        break;
      case Stain:
        break;
    }
    pool.add(p);
  }
}

}  // namespace

const DeathStyle& deathStyle(EnemyShape shape) {
  const auto i = static_cast<size_t>(shape);
  return kStyles[i < kStyles.size() ? i : 0];
}

DeathPose deathPose(DeathMotion motion, float t) {
  t = std::clamp(t, 0.f, 1.f);
  const auto fadeFrom = [t](float start) {
    return static_cast<uint8_t>(255.f * std::clamp(1.f - (t - start) / (1.f - start), 0.f, 1.f));
  };
  switch (motion) {
    case DeathMotion::Pop:
      return {1.f + 0.6f * t, 0.f, 1.f + 0.4f * (1.f - t), fadeFrom(0.f)};
    case DeathMotion::Shatter:
      // Gone by 40 % of the way: the pieces carry the rest.
      return {1.f - 0.5f * t, 0.f, 1.f, static_cast<uint8_t>(255.f * std::clamp(1.f - t / 0.4f, 0.f, 1.f))};
    case DeathMotion::Topple:
      return {1.f - 0.2f * t, std::min(t * 2.f, 1.f) * kPi * 0.5f, 1.f - 0.45f * t, fadeFrom(0.5f)};
    case DeathMotion::Spiral:
      return {1.f - 0.7f * t, t * 7.f, 1.f - 0.3f * t, fadeFrom(0.3f)};
  }
  return {};
}

void emitDeath(ParticlePool& pool, const DeathStyle& style, const EnemyLook& look, sf::Vector2f at, float radius,
               float heading, uint32_t seed) {
  Scatter rng{seed * 2654435761u + 0x9E3779B9u};
  if (rng.state == 0) rng.state = 1;
  emitSpray(pool, style.first, look, at, radius, heading, rng);
  emitSpray(pool, style.second, look, at, radius, heading, rng);
  if (style.stain && pool.allowance(1) > 0) {
    Particle mark;
    mark.pos = at;
    mark.angle = rng.next() * 2.f * kPi;
    mark.size = radius * 1.1f;
    mark.life = 3.f;
    mark.color = withAlpha(shade(look.body, 0.6f), 170);
    mark.shape = Stain;
    mark.ground = true;
    pool.add(mark);
  }
}

}  // namespace td
