#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/movingai/MovingAiScenario.h"
#include "engine/path/QuadtreeSearch.h"
#include "tools/cli/TimeLimit.h"

namespace td::cli {

enum class PathAlgo : uint8_t {
  AStar,      // A* with the octile heuristic, 8-connected
  Dijkstra,   // the same search without a heuristic
  Bfs4,       // a 4-connected flow field from the goal, walked back from the start
  Backtrack,  // depth-first backtracking, 8-connected: a route, rarely the shortest
  Jps,        // Jump Point Search, 8-connected, on maps whose passable cells all cost the same
  Quadtree,   // A* over the leaves of a region quadtree, 8-connected: a route, not always the shortest
};

// The options of the astar and dijkstra searches.
struct SearchTuning {
  double weight = 1.0;                      // weighted A* above 1
  std::optional<double> turnPenalty;        // in cells per turn; set: the turn-aware search
  QuadCost leafCost = QuadCost::Crossings;  // the quadtree search's step costs

  bool plain() const { return weight == 1.0 && !turnPenalty; }
};

std::optional<PathAlgo> pathAlgoFromName(std::string_view name);
// The search a run uses: plain astar becomes jps where chooseSearch() picks
// Jump Point Search for the grid (engine/path/SearchChoice.h); everything
// else runs as asked.
PathAlgo resolveSearch(const Grid& grid, PathAlgo algo, const SearchTuning& tuning);
std::string_view pathAlgoName(PathAlgo algo);
// The quadtree search's step costs by name: "centres" or "crossings".
std::optional<QuadCost> leafCostFromName(std::string_view name);
std::string_view leafCostName(QuadCost cost);
// Only 8-connected shortest-route searches can be held to the benchmark's
// optimal lengths.
bool checksOptimalLength(PathAlgo algo, const SearchTuning& tuning = {});
// Whether a run also times plain A* on every query, as the optimum and the
// speed the option is measured against.
bool comparesWithAStar(PathAlgo algo, const SearchTuning& tuning);

struct ScenarioOutcome {
  bool solved = false;    // a route was found and every step of it is a legal move
  bool badRoute = false;  // the algorithm claimed a route, but it is not a chain of legal moves start..goal
  double length = 0.0;    // summed from the route's moves, in double
  double error = 0.0;     // how far the length lies outside what it must be
  bool mismatch = false;
  double micros = 0.0;  // wall time of the query alone
  uint64_t work = 0;    // cells expanded (A*), leaves expanded (quadtree) or cells touched (flow field)
  uint32_t turns = 0;   // changes of direction along the route
  // Plain A* on the same query, when comparesWithAStar(): its length, turns
  // and time.
  double referenceLength = 0.0;
  uint32_t referenceTurns = 0;
  double referenceMicros = 0.0;
  uint64_t referenceWork = 0;  // cells A* expanded
};

// What a run prepares once for the whole map, before its queries.
struct PathRunSetup {
  // The quadtree's leaves, the passable ones, and the wall time of its build.
  uint32_t leaves = 0;
  uint32_t passableLeaves = 0;
  double buildMs = 0.0;
};

// Runs every scenario on `grid` (which must be their map) and judges each.
// For 8-connected algorithms the error is |length - optimal| and a mismatch is
// an error beyond mismatchTolerance(). A 4-connected route cannot match an
// 8-connected optimum, but it must lie in [optimal, sqrt(2) x optimal]: every
// 4-connected route is an 8-connected one, and without corner cutting each
// diagonal of an optimal route can be replaced by its two orthogonal sides.
// For bfs4 the error is the distance outside that interval. Routes that need
// not be shortest are checked against what their search promises: backtrack
// and a turn penalty no shorter than optimal (a penalty of 0 must stay
// optimal and turn no more than plain A*; a larger one must cost, length
// plus penalty x turns, no more than A*'s route does), a weight W within
// [optimal, W x optimal]; quadtree, like backtrack, no shorter than optimal.
// `setup`, when given, receives what the run built before its queries.
// Once `limit` is reached the run stops after the query under way: the
// outcomes are then those of the scenarios run, fewer than were given.
std::vector<ScenarioOutcome> runScenarios(const Grid& grid, std::span<const MovingAiScenario> scenarios, PathAlgo algo,
                                          const SearchTuning& tuning = {}, const TimeLimit& limit = {},
                                          PathRunSetup* setup = nullptr);

}  // namespace td::cli
