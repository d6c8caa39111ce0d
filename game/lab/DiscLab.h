#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/geom/Vec3.h"
#include "engine/motion/Disc.h"
#include "engine/motion/DiscArena.h"

namespace td {

// The Collisions page's room: discs thrown across it slide, slow by friction and bounce off its blocks through
// the engine's own swept step (engine/motion/DiscMotion.h); each impact is kept a moment, with where the disc
// touched, the surface's normal and the velocity before and after, for drawing.
class DiscLab {
 public:
  static constexpr int32_t kWidth = 28;
  static constexpr int32_t kHeight = 16;
  static constexpr size_t kMostDiscs = 12;
  static constexpr float kImpactLife = 2.5f;  // seconds an impact stays shown

  struct Impact {
    Vec2 at;      // the disc's centre at the contact
    Vec2 normal;  // of the surface, toward the disc
    Vec2 before;  // velocity into the contact
    Vec2 after;   // and out of it
    float age = 0.f;
  };

  // Where a throw's line first meets a wall: the wall's plane (the wall stood upright in 3D, x and z the room's
  // axes), the line's parameter there and the point. For the aim's preview: it answers with the engine's plane
  // through three points and its line-plane hit.
  struct AimHit {
    Plane plane;
    float t = 0.f;  // along from -> to, in units of their distance
    Vec2 at;
  };

  DiscLab();

  const DiscArena& arena() const { return arena_; }
  const std::vector<Disc>& discs() const { return discs_; }
  const std::deque<Impact>& impacts() const { return impacts_; }
  // The probe's polygon, a star on the floor (not solid): the page tells whether a point is inside it.
  const std::vector<Vec2>& polygon() const { return polygon_; }

  DiscMaterial material;
  float radius = 0.3f;
  // The room tilted toward its bottom: every disc pushed down by this (cells per second squared).
  float tilt = 0.f;
  // The fastest a disc may go (cells per second); 0: no cap.
  float maxSpeed = 0.f;

  // A disc from `at` with that velocity (cells a second); the oldest goes when there are kMostDiscs already.
  // Refused (false) where a disc of the radius would overlap a block.
  bool throwDisc(Vec2 at, Vec2 velocity);
  // Blocks a free cell of the room or frees a blocked one (the room's outer wall stays).
  void toggleBlock(Cell c);
  void clearDiscs();
  // The room as it opens.
  void reset();

  void step(float dt);
  // The first wall, facing it, that the line from `from` through `to` meets within `reach` times their distance.
  std::optional<AimHit> aimHit(Vec2 from, Vec2 to, float reach) const;

 private:
  bool overlapsBlock(Vec2 at, float r) const;

  DiscArena arena_;
  std::vector<Disc> discs_;
  std::deque<Impact> impacts_;
  std::vector<Vec2> polygon_;
};

}  // namespace td
