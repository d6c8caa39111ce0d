#include "engine/sim/move/RoadRunner.h"

#include "engine/grid/Grid.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/CellHop.h"
#include "engine/sim/move/GoalPoint.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RouteFallback.h"

namespace td::motion {

namespace {

constexpr float kTurn = 0.25f;  // radians a step
// The eight headings clockwise as seen on the map (y grows downward).
constexpr int32_t kDx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr int32_t kDy[8] = {0, 1, 1, 1, 0, -1, -1, -1};

uint8_t turned(uint8_t heading, int turn) { return static_cast<uint8_t>((heading + 8 + turn) & 7); }
Cell ahead(Cell c, uint8_t h) { return {c.x + kDx[h], c.y + kDy[h]}; }

uint8_t headingBetween(Cell a, Cell b) {
  for (uint8_t h = 0; h < 8; ++h) {
    if (ahead(a, h) == b) return h;
  }
  return 0;
}

// Road, or a goal at the road's end.
bool mayDrive(const Grid& grid, const FlowField& flow, Cell from, uint8_t h) {
  const Cell to = ahead(from, h);
  if (!isRoad(grid, to) && !(grid.passable(to) && flow.distance(grid, to) == 0)) return false;
  return grid.canStep(grid.index(from), directionBetween(from.x, from.y, to.x, to.y));
}

struct Candidate {
  uint8_t heading;
  int weight;
  Distance toGoal;
};

// The terrain analysis. Returns 0xFF when there is no road on.
uint8_t chooseHeading(const Grid& grid, const FlowField& flow, Cell here, uint8_t heading) {
  // The five headings ahead, left to right, with the previous heading's weight.
  static constexpr int kAhead[5] = {-2, -1, 0, 1, 2};
  static constexpr int kAheadWeight[5] = {0, 1, 2, 1, 0};
  Candidate found[5];
  int count = 0;
  int branches = 0;
  bool previous = false;
  for (int k = 0; k < 5; ++k) {
    const uint8_t h = turned(heading, kAhead[k]);
    const bool ok = mayDrive(grid, flow, here, h);
    if (ok) {
      found[count++] = {h, kAheadWeight[k], flow.distance(grid, ahead(here, h))};
      if (!previous) ++branches;
    }
    previous = ok;
  }
  if (count == 0) {
    // A dead end: turn back, straight back first.
    static constexpr int kBack[3] = {4, 3, 5};
    for (const int turn : kBack) {
      if (mayDrive(grid, flow, here, turned(heading, turn))) return turned(heading, turn);
    }
    return 0xFF;
  }
  const Candidate* best = &found[0];
  for (int k = 1; k < count; ++k) {
    const Candidate& c = found[k];
    const bool better = branches > 1 ? c.toGoal < best->toGoal || (c.toGoal == best->toGoal && c.weight > best->weight)
                                     : c.weight > best->weight || (c.weight == best->weight && c.toGoal < best->toGoal);
    if (better) best = &c;
  }
  return best->heading;
}

void face(Enemy& e, Cell to) {
  const Vec2 way = centreOf(to) - e.pos;
  if (lengthSquared(way) > 1e-8f) e.facing = rotateToward(e.facing, normalized(way), kTurn);
}

}  // namespace

bool isRoad(const Grid& grid, Cell c) { return grid.passable(c) && grid.cost(c) == grid.minCost(); }

void start(SimState& s, Enemy& e, RoadRunning& r) {
  joinGround(s, e);
  r.toCell = e.cell;
  r.mode = isRoad(classGrid(s, e), e.cell) ? RoadMode::Road : RoadMode::Join;
  // Setting off, it faces the way its route leaves; after that the road decides.
  const Cell next = classField(s, e).next(classGrid(s, e), e.cell);
  r.heading = next == e.cell ? 0 : headingBetween(e.cell, next);
}

void reroute(SimState& s, Enemy& e, RoadRunning& r) {
  r.loop.forget();
  const Grid& grid = classGrid(s, e);
  // A tower on the centre it drives to, or beside a diagonal it drives: back
  // to its own centre to decide again.
  if (r.toCell != e.cell &&
      !grid.canStep(grid.index(e.cell), directionBetween(e.cell.x, e.cell.y, r.toCell.x, r.toCell.y))) {
    r.toCell = e.cell;
  }
}

void step(SimState& s, Enemy& e, RoadRunning& r, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  const Grid& grid = classGrid(s, e);
  const FlowField& flow = classField(s, e);
  float travel = def.speed * terrainSpeed(grid.costFacing(e.cell, e.facing)) * e.slowFactor * dt;
  for (int guard = 0; guard < 4; ++guard) {
    travel = hopToward(s, e, r.toCell, travel);
    if (escapeAtGoal(s, e) || travel < 0.0f) break;
    if (r.mode == RoadMode::Join && isRoad(grid, e.cell)) r.mode = RoadMode::Road;
    Cell next = e.cell;
    if (r.mode == RoadMode::Join) {
      next = flow.next(grid, e.cell);
      if (next == e.cell) {
        fallBackToRoute(s, e);
        return;
      }
      r.heading = headingBetween(e.cell, next);
    } else {
      const uint8_t h = chooseHeading(grid, flow, e.cell, r.heading);
      const auto budget = static_cast<uint32_t>(8 * grid.cellCount());
      if (h == 0xFF || r.loop.revisits(e.cell, h) || r.loop.steps > budget) {
        fallBackToRoute(s, e);
        return;
      }
      r.heading = h;
      next = ahead(e.cell, h);
    }
    r.toCell = next;
  }
  face(e, r.toCell);
  e.remaining = routeRemaining(s, e);
}

}  // namespace td::motion
