#pragma once

#include "engine/core/Vec2.h"

namespace td {

// A disc sliding on the ground: an air-hockey puck, a thrown discus.
struct Disc {
  Vec2 pos;
  Vec2 vel;  // cells per second
  float radius = 0.2f;
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
