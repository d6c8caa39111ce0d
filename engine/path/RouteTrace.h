#pragma once

#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/path/FlowField.h"

namespace td {

// The cells a route walker visits from `from` to a goal, `from` first: the
// flow field's next cells, keeping the heading while it stays optimal, as
// engine/sim/move/RouteWalker does. Just `from` when no goal can be reached.
// Reuses `out`'s capacity; bounded by the cell count.
void traceRoute(const Grid& grid, const FlowField& field, Cell from, std::vector<Cell>& out);

}  // namespace td
