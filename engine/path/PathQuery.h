#pragma once

// What a grid route query returns and the options it takes, shared by A* and
// the searches behind its options.

#include <cstdint>

#include "engine/path/Distance.h"

namespace td {

enum class PathStatus : uint8_t {
  Found,
  Unreachable,
  StartInvalid,  // outside the map or impassable
  GoalInvalid,
  OptionsInvalid,  // a weight or turn penalty outside its range
};

enum class Heuristic : uint8_t {
  Auto,  // octile for 8-connected, Manhattan for 4-connected
  Octile,
  Manhattan,
  None,  // plain Dijkstra, for comparisons
};

struct PathResult {
  PathStatus status = PathStatus::Unreachable;
  Distance cost = kUnreachable;  // with a turn penalty, length plus penalty x turns
  uint32_t expanded = 0;         // cells (or cell and heading states) taken off the open list
};

// How a query searches; the defaults find a shortest route.
struct SearchOptions {
  Heuristic heuristic = Heuristic::Auto;
  // Weighted A*: f = g + weight x h. Above 1 the search expands fewer cells
  // and its route costs at most weight x the optimum (cells are not reopened;
  // the heuristic is consistent). In [1, kMaxSearchWeight]; applied in steps
  // of 1/kSearchWeightOne, rounded down, so the bound holds as given.
  double weight = 1.0;
  // Searches over (cell, heading) states: a change of direction adds
  // turnPenalty to a route's cost (at most kMaxTurnPenalty), and among routes
  // of equal cost one with the fewest changes is returned, so a penalty of 0
  // gives a fewest-turn route among the shortest. Any change of direction
  // counts as one turn, 45 degrees or 135; the first move is free.
  bool turnAware = false;
  Distance turnPenalty = 0;
};

inline constexpr double kMaxSearchWeight = 64.0;
inline constexpr uint64_t kSearchWeightOne = 1024;
inline constexpr Distance kMaxTurnPenalty = kOrthogonalUnit * 4096;

}  // namespace td
