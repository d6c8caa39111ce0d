#pragma once

#include <span>

#include "engine/core/Vec2.h"

namespace td {

// Is p inside a simple polygon (its vertices in order, either way round)?
// Two classic methods, kept both to check one against the other:
// - by the sum of angles: the angles the edges subtend at p add up to a
//   full turn inside and to nothing outside;
// - by crossing number: a ray from p crosses the boundary an odd number of
//   times inside.
// Points on the boundary may go either way.
bool insideByAngles(std::span<const Vec2> polygon, Vec2 p);
bool insideByCrossings(std::span<const Vec2> polygon, Vec2 p);

}  // namespace td
