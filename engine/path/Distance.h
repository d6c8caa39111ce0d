#pragma once

#include <cstdint>
#include <limits>

#include "engine/grid/Direction.h"

namespace td {

// Route lengths are fixed-point integers: one orthogonal step on cost-1
// terrain is kOrthogonalUnit. Integers make sums exact, so equal routes tie
// exactly (the tie-break rule depends on it), results do not depend on
// evaluation order, and A* and the flow field agree to the last bit.
// The diagonal unit is sqrt(2) rounded to 1/65536: a relative error of about
// 1.1e-6, far inside what any consumer of lengths can see.
using Distance = uint64_t;

inline constexpr Distance kUnreachable = std::numeric_limits<Distance>::max();
inline constexpr Distance kOrthogonalUnit = 65536;
inline constexpr Distance kDiagonalUnit = 92682;

constexpr Distance stepUnit(Direction d) { return step(d).diagonal ? kDiagonalUnit : kOrthogonalUnit; }

constexpr double toCells(Distance d) { return static_cast<double>(d) / static_cast<double>(kOrthogonalUnit); }

}  // namespace td
