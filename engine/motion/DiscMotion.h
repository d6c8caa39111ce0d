#pragma once

#include <array>
#include <cstdint>

#include "engine/geom/SweptDisc.h"
#include "engine/motion/Disc.h"
#include "engine/motion/DiscArena.h"

namespace td {

// One step of a sliding disc: rolling friction slows it along a straight
// line (the deceleration is against the velocity, so between impacts the
// acceleration is constant and the swept tests are exact), the earliest
// contact with a wall or corner of the arena ends the piece, the velocity
// is reflected about the contact normal (angle of incidence equals angle of
// reflection), scaled by the restitution and the grip, and the rest of the
// step goes on from there. After `maxImpacts` impacts in one step the rest
// of the step is dropped (the disc stays where the last impact left it), so
// a disc wedged in a corner costs a bounded amount of work.
struct DiscStep {
  static constexpr int kMaxImpacts = 8;
  // The flight pieces of the step, for hits along the way: piece k runs
  // from `start` seconds into the step for `length` seconds.
  struct Piece {
    Motion motion;
    float start = 0.0f;
    float length = 0.0f;
  };
  std::array<Piece, kMaxImpacts + 1> pieces{};
  int32_t pieceCount = 0;
  std::array<Contact, kMaxImpacts> impacts{};  // times from the start of the step
  int32_t impactCount = 0;
  bool stopped = false;  // friction brought it to rest
  bool dropped = false;  // the impact budget ran out
};

DiscStep advanceDisc(Disc& disc, const DiscMaterial& material, const DiscArena& arena, float dt,
                     int32_t maxImpacts = DiscStep::kMaxImpacts);

// The velocity after an impact on a surface with unit normal `normal`.
Vec2 bounce(Vec2 v, Vec2 normal, const DiscMaterial& material);

}  // namespace td
