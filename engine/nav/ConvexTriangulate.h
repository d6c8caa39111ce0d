#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Vec2.h"

namespace td {

// Splits a convex polygon (its corners in order, either winding) into
// triangles of non-zero area that use every side of the polygon: corners in
// the middle of a straight side, such as where a neighbour's corner touches
// it, stay vertices of some triangle, so the edges shared with neighbours
// survive. Ears are cut one at a time, never one that would leave the rest
// flat. Returns false (and nothing) when the polygon is not convex, repeats a
// corner or has no area. `points[i]` is the position of corner `ids[i]`.
bool triangulateConvex(std::span<const uint32_t> ids, std::span<const Vec2> points,
                       std::vector<std::array<uint32_t, 3>>& out);

}  // namespace td
