#pragma once

#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"
#include "engine/path/FlowField.h"

namespace td {

// The cells a route walker visits from `from` to a goal, `from` first: the
// flow field's next cells, keeping the heading while it stays optimal, as
// engine/sim/move/RouteWalker does. Just `from` when no goal can be reached.
// Reuses `out`'s capacity; bounded by the cell count.
void traceRoute(const Grid& grid, const FlowField& field, Cell from, std::vector<Cell>& out);

// How far a route of cells is walked, cell centre to cell centre: a straight
// step is one cell (kOrthogonalUnit) and a diagonal step its length, 1.41
// cells (kDiagonalUnit), whatever the terrain costs. 0 for fewer than two
// cells. The flow field's distance counts terrain too (a grass step costs 2),
// which is the time to walk it, not its length.
Distance walkedLength(std::span<const Cell> route);

// walkedLength() of the route traceRoute() gives from `from`, without storing
// it (allocates nothing); kUnreachable when no goal can be reached.
Distance tracedLength(const Grid& grid, const FlowField& field, Cell from);

}  // namespace td
