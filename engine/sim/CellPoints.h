#pragma once

#include <cmath>
#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"

namespace td {

// A cell's centre, and the cell a point lies in (cell (x, y) covers
// [x, x+1) x [y, y+1)).
inline Vec2 centreOf(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }
inline Cell cellOf(Vec2 p) { return {static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))}; }

}  // namespace td
