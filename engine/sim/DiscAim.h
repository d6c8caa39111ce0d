#pragma once

#include <optional>

#include "engine/core/Vec2.h"
#include "engine/motion/DiscArena.h"

namespace td {

// Where a Discus tower throws. A disc thrown at `speed` slows at `friction`,
// so it covers d cells in t = (v - sqrt(v^2 - 2 f d)) / f seconds; the aim
// leads the target by its velocity over that time (twice refined). When the
// straight way to that point is walled off, it looks for a bank shot: the
// target mirrored in a wall's line (shifted by the disc's radius, where the
// centre turns), whose path to the wall and on to the target is clear; the
// shortest such path wins. Nothing when neither reaches before the disc
// stops.
struct DiscAim {
  Vec2 from;       // where the disc leaves the tower's cell
  Vec2 direction;  // unit
  bool bank = false;
};

std::optional<DiscAim> aimDisc(const DiscArena& arena, Vec2 tower, float radius, float speed, float friction,
                               Vec2 target, Vec2 targetVelocity);

// Is the straight slide of a disc of `radius` from a to b clear of solid
// cells? Checked on the centre line and on two lines beside it, three
// quarters of the radius out.
bool discPathClear(const DiscArena& arena, Vec2 a, Vec2 b, float radius);

}  // namespace td
