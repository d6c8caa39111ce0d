#pragma once

#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/FlowField.h"

namespace td {

// Route points with line-of-sight pruning: a walker need not visit every
// cell centre of its route. From a point it may go straight to a cell
// further along the route when the straight line crosses only passable
// cells that all cost the same (then it costs no more than the cells it
// skips: a straight line is never longer than a staircase over equal
// costs) and cuts no corner. Catmull-Rom then runs through the points that
// remain, so walkers take straight diagonals over open ground instead of
// 45-degree staircases.

// How many route cells ahead a walker looks for a point it can go straight
// to: far enough to straighten any staircase of two slopes within a few
// cells, near enough that each hop costs a few dozen cell reads.
inline constexpr int kHopLookahead = 6;

struct RouteHop {
  Cell cell;       // the next route point, a cell centre
  Direction step;  // the route's last one-cell step into it (its heading there)
};

// The next route point after `from`, seen from `origin` (a point in
// `from`): the furthest of the next kHopLookahead cells of from's route that
// `origin` sees over cells of from's cost, never past a goal; the next cell
// of the route itself when no further one is in such sight. `keep` is the
// heading the walker arrives with (FlowField::next). `from` itself, with
// step None, at a goal or where no goal is reached.
RouteHop nextRouteHop(const Grid& grid, const FlowField& field, Vec2 origin, Cell from, Direction keep);

// Does the straight segment from `a` to `b` cross only passable cells of
// cost `cost`, cutting no corner?
bool evenLine(const Grid& grid, Vec2 a, Vec2 b, uint8_t cost);

// Does the Catmull-Rom segment from p1 to p2 (bent by p0 and p3) stay in
// passable cells from parameter `from` on? Sampled densely, each sample
// with a small square around it, so that the curve cannot slip into a
// blocked cell between two samples or through a corner.
bool curveStaysPassable(const Grid& grid, const Vec2 ctrl[4], float from = 0.0f);

// A segment that would leave passable cells is run straight instead: its
// outer control points are set so the curve is the chord from ctrl[1] to
// ctrl[2] (which nextRouteHop chose in sight, so it is clear).
void straightenSegment(Vec2 ctrl[4]);

// The path a walker starting at the centre of `from` takes to a goal, as
// points `spacing` cells apart or closer along its curve: the route hops,
// smoothed the way RouteWalker smooths them. For the route preview. Reuses
// `out`'s capacity.
void smoothRoute(const Grid& grid, const FlowField& field, Cell from, float spacing, std::vector<Vec2>& out);

}  // namespace td
