#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/lab/GridAlgorithm.h"
#include "engine/lab/SearchPlayback.h"
#include "engine/nav/NavQuery.h"

namespace td {

// The Lab's words, in the player's language.

std::string gridAlgorithmName(GridAlgorithm algorithm);
// Two lines under a side's board: how far the search has been played, and, once it ends, its route's cost and
// turns; the time a query takes unwatched.
// A mover's mode as a trace names it (engine/sim/move/MoveState.h, kModes), in words.
std::string moverModeWord(std::string_view mode);
// How a navigation-mesh corridor is chosen, in words.
std::string navCostName(NavCost cost);
// "23.41 long (+7 %) · 41 triangles": a path's length, how much longer than the shortest (when known, i.e.
// `shortest` >= 0), and the triangles its search expanded.
std::string navPathFigures(float length, float shortest, uint32_t expanded);
std::vector<std::string> gridRunFigures(const GridRun& run, const SearchPlayback& playback, double microsPerQuery);

}  // namespace td
