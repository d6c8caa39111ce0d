#pragma once

#include <SFML/System/Vector2.hpp>
#include <cstdint>

#include "game/render/Look.h"
#include "game/render/ParticlePool.h"

namespace td {

// How a body goes in the half second an enemy takes to die.
enum class DeathMotion : uint8_t {
  Pop,      // swells and fades: soft things burst
  Shatter,  // shrinks as it breaks apart: stone, steel, wood
  Topple,   // rolls over and darkens: heavy walkers fall
  Spiral,   // spins and shrinks: a flyer falling out of the sky
};

// Where a spray's particles take their colour from.
enum class SprayColour : uint8_t { Body, Edge, Dust, Spark };

struct Spray {
  ParticleShape shape = ParticleShape::Dot;
  int count = 0;
  float speed = 1.f;  // cells per second, at most
  float size = 0.1f;  // times the body's radius
  float life = 0.6f;  // seconds, at most
  SprayColour colour = SprayColour::Body;
};

// One row per enemy shape: how it moves as it dies and what it throws about.
struct DeathStyle {
  DeathMotion motion = DeathMotion::Pop;
  Spray first;
  Spray second;
  bool stain = false;  // leaves a mark on the ground for a while
};

const DeathStyle& deathStyle(EnemyShape shape);

// How a dying body is drawn `t` (0..1) through its death.
struct DeathPose {
  float scale = 1.f;
  float turn = 0.f;    // radians added to its heading
  float bright = 1.f;  // its colours' brightness
  uint8_t alpha = 255;
};
DeathPose deathPose(DeathMotion motion, float t);

// Throws a death's particles into `pool` (as many as its budget allows), the same ones for the same `seed`.
void emitDeath(ParticlePool& pool, const DeathStyle& style, const EnemyLook& look, sf::Vector2f at, float radius,
               float heading, uint32_t seed);

}  // namespace td
