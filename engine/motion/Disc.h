#pragma once

#include "engine/core/Vec2.h"

namespace td {

// A disc sliding on the ground: an air-hockey puck, a thrown discus.
struct Disc {
  Disc() = default;
  // Thrown: no push, no cap (the two members below are set apart when wanted).
  Disc(Vec2 position, Vec2 velocity, float r) : pos(position), vel(velocity), radius(r) {}

  Vec2 pos;
  Vec2 vel;  // cells per second
  float radius = 0.2f;
  // A steady acceleration on it besides friction (cells per second squared):
  // a slope, a wind, a mallet pushing the puck. Zero for a thrown disc.
  Vec2 push;
  // The fastest it may go (cells per second): a disc thrown faster is slowed
  // to it, and a pushed one stops speeding up there. 0: no cap. Either at
  // zero leaves the motion exactly as it is without them.
  float maxSpeed = 0.0f;
};

// How it slows down.
struct DiscMaterial {
  // Rolling friction: a constant deceleration (cells per second squared)
  // against the motion, which stops the disc and never turns it back.
  float friction = 1.0f;
  // At an impact the normal speed is multiplied by -restitution (0..1)...
  float restitution = 0.8f;
  // ...and the tangential speed loses this share of the normal speed
  // (Coulomb friction at the contact), never more than it has.
  float grip = 0.1f;
};

}  // namespace td
