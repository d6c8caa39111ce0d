#pragma once

// The grid searches the Lab races on one map, each run through the engine's own search with a SearchRecord
// watching it, so the pictures show exactly what the game's code does.

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"
#include "engine/path/PathQuery.h"
#include "engine/path/Quadtree.h"
#include "engine/path/SearchObserver.h"

namespace td {

enum class GridAlgorithm : uint8_t {
  RowScan,        // the tutorial's flood: whole-map scans from the goal, 4 ways, until a pass wets nothing
  BreadthFirst,   // Dijkstra with unit costs, 4 ways: terrain costs ignored
  Dijkstra,       // A* with no estimate, 8 ways, terrain costs counted
  AStar,          // the octile estimate
  WeightedAStar,  // f = g + w x h
  JumpPoint,      // Jump Point Search (even ground only: every passable cell of one cost)
  Backtracking,   // depth first, goal-ward neighbour first, no costs
  TurnPenalty,    // A* over (cell, heading) states, a turn costing extra
  Quadtree,       // A* over the leaves of the map's region quadtree, routed through the crossings
};
inline constexpr size_t kGridAlgorithmCount = 9;

// Stable ids, for the command line and settings (not shown to players: the game translates its own labels).
std::string_view gridAlgorithmId(GridAlgorithm algorithm);

struct GridAlgorithmSettings {
  double weight = 2.0;       // WeightedAStar, in [1, kMaxSearchWeight]
  double turnPenalty = 1.0;  // TurnPenalty, in cells of even ground a turn costs
  uint32_t passLimit = 0;    // RowScan: the most passes it may make (0: no limit), as the tutorial's flood had
};

// One watched run. `route` is the cells from start to goal; `cost` its cost by the grid's move rules (terrain
// counted, whatever the search weighed); `expanded` the search's own count.
struct GridRun {
  GridAlgorithm algorithm = GridAlgorithm::AStar;
  PathStatus status = PathStatus::Unreachable;
  std::vector<Cell> route;
  Distance cost = kUnreachable;
  uint32_t expanded = 0;
  uint32_t turns = 0;
  uint32_t passes = 0;  // RowScan's scans of the map
  // Quadtree: the leaves it searched over. Its record tells each leaf by its top-left cell, and `expanded` counts
  // leaves.
  std::vector<QuadLeaf> leaves;
  SearchRecord record;
};

// Why a run was not made.
enum class GridRunStatus : uint8_t {
  Ran,            // see run.status for whether a route was found
  UnevenGround,   // Jump Point Search on a map whose passable cells do not all cost the same
  OptionsInvalid  // a weight or turn penalty out of range
};

// Runs `algorithm` from `start` to `goal` on `grid`, watched. Reuses `out`'s buffers.
GridRunStatus runGridAlgorithm(const Grid& grid, Cell start, Cell goal, GridAlgorithm algorithm,
                               const GridAlgorithmSettings& settings, GridRun& out);

// The same search unwatched, for timing: returns whether it found a route. `scratch` keeps the buffers.
struct GridAlgorithmScratch;
bool runGridAlgorithmPlain(const Grid& grid, Cell start, Cell goal, GridAlgorithm algorithm,
                           const GridAlgorithmSettings& settings, GridAlgorithmScratch& scratch);

// The cost of walking `route` by the grid's move rules: each step the terrain cost of the cell entered times 1
// or the square root of 2. kUnreachable for a route with a step that is not a legal move.
Distance routeCost(const Grid& grid, const std::vector<Cell>& route);

// How a walker in the game walks from `start` to `goal`: the goal's flow field, its route hops cut by line of
// sight, through a Catmull-Rom curve (engine/path/RouteHop.h), as points `spacing` cells apart. Empty when the
// goal is not reached.
void walkerLine(const Grid& grid, Cell start, Cell goal, float spacing, std::vector<Vec2>& out);

}  // namespace td
