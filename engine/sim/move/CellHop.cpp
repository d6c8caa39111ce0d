#include "engine/sim/move/CellHop.h"

#include <algorithm>

#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/GroundStep.h"

namespace td {

float hopToward(SimState& s, Enemy& e, Cell to, float travel) {
  const Grid& grid = classGrid(s, e);
  const Vec2 target = centreOf(to);
  const Vec2 way = target - e.pos;
  const float left = length(way);
  const Cell from = e.cell;
  Vec2 next = target;
  float spare = travel - left;
  if (left > travel) {
    next = e.pos + way * (travel / left);
    spare = -1.0f;
    // Rounding can put a point of a diagonal hop a hair inside one of the
    // cells beside the corner it crosses: put it just on its side of the
    // corner instead.
    const Cell at = cellOf(next);
    if (at != from && at != to) {
      const Vec2 corner{static_cast<float>(std::max(from.x, to.x)), static_cast<float>(std::max(from.y, to.y))};
      const Vec2 dir = way * (1.0f / left);
      const bool past = dot(next - corner, dir) > 0.0f;
      next = corner + dir * (past ? 1e-3f : -1e-3f);
    }
  }
  const Vec2 moved = slide(grid, e.pos, next - e.pos);
  placeGroundEnemy(s, e, moved);
  if (moved != next) return -1.0f;  // held up by a wall that appeared: wait for a new decision
  return spare;
}

}  // namespace td
