#include "engine/sim/move/RouteWalker.h"

#include <algorithm>

#include "engine/geom/CatmullRom.h"
#include "engine/sim/CellPoints.h"

namespace td::motion {

namespace {

// Restarts the spline from where the enemy stands, toward the next cell of
// its route. The move from inside a cell to an adjacent cell's centre stays
// in passable cells: diagonal route steps never cut corners.
void anchor(SimState& s, Enemy& e, RouteWalk& w) {
  const Cell next = s.flow.next(s.grid, e.cell);
  const Cell after = s.flow.next(s.grid, next);
  w.ctrl[0] = e.pos;
  w.ctrl[1] = e.pos;
  w.ctrl[2] = centreOf(next);
  w.ctrl[3] = centreOf(after);
  w.toCell = next;
  w.aheadCell = after;
  w.along = 0.0f;
}

void advanceSegment(SimState& s, RouteWalk& w) {
  w.ctrl[0] = w.ctrl[1];
  w.ctrl[1] = w.ctrl[2];
  w.ctrl[2] = w.ctrl[3];
  w.toCell = w.aheadCell;
  w.aheadCell = s.flow.next(s.grid, w.aheadCell);
  w.ctrl[3] = centreOf(w.aheadCell);
  w.along = 0.0f;
}

}  // namespace

void start(SimState& s, Enemy& e, RouteWalk& w) {
  s.occupancy.add(s.grid, e.cell);
  anchor(s, e, w);
}

void reroute(SimState& s, Enemy& e, RouteWalk& w) {
  // Keep the current curve when the route ahead is unchanged, so only the
  // enemies the change concerns turn.
  const bool inTarget = e.cell == w.toCell;
  const bool stillOnRoute =
      inTarget ? s.flow.next(s.grid, w.toCell) == w.aheadCell
               : (s.flow.next(s.grid, e.cell) == w.toCell && s.flow.next(s.grid, w.toCell) == w.aheadCell);
  if (!stillOnRoute) anchor(s, e, w);
}

void step(SimState& s, Enemy& e, RouteWalk& w, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const uint8_t cost = s.grid.cost(e.cell);
  const float terrain = cost != 0 ? static_cast<float>(kReferenceTerrainCost) / static_cast<float>(cost) : 1.0f;
  float travel = def.speed * terrain * e.slowFactor * dt;
  // Step the spline parameter by distance over the curve's current speed
  // |dP/du|, so enemies move at a steady pace through bends and restarts.
  for (int guard = 0; travel > 0.0f && guard < 8; ++guard) {
    const float rate = std::max(length(catmullRomTangent(w.ctrl[0], w.ctrl[1], w.ctrl[2], w.ctrl[3], w.along)), 0.05f);
    const float du = travel / rate;
    if (w.along + du < 1.0f) {
      w.along += du;
      break;
    }
    travel -= (1.0f - w.along) * rate;
    if (s.flow.distance(s.grid, w.toCell) == 0) {
      // Reached the goal cell's centre: through the gate.
      e.pos = w.ctrl[2];
      e.state = EnemyState::Escaped;
      return;
    }
    if (w.toCell == w.aheadCell) {
      // No route on from here (cannot happen while placements are checked):
      // wait at the cell centre rather than spin.
      w.along = 1.0f;
      break;
    }
    advanceSegment(s, w);
  }
  e.pos = catmullRom(w.ctrl[0], w.ctrl[1], w.ctrl[2], w.ctrl[3], w.along);
  const Cell now = cellOf(e.pos);
  if (now != e.cell) {
    s.occupancy.remove(s.grid, e.cell);
    s.occupancy.add(s.grid, now);
    e.cell = now;
  }
  const Distance ahead = s.flow.distance(s.grid, w.toCell);
  e.remaining = ahead == kUnreachable ? 1e9f
                                      : static_cast<float>(toCells(ahead)) / static_cast<float>(kReferenceTerrainCost) +
                                            distance(e.pos, w.ctrl[2]);
}

}  // namespace td::motion
