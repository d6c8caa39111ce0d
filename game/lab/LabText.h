#pragma once

#include <string>
#include <vector>

#include "engine/lab/GridAlgorithm.h"
#include "engine/lab/SearchPlayback.h"

namespace td {

// The Lab's words, in the player's language.

std::string gridAlgorithmName(GridAlgorithm algorithm);
// Two lines under a side's board: how far the search has been played, and, once it ends, its route's cost and
// turns; the time a query takes unwatched.
std::vector<std::string> gridRunFigures(const GridRun& run, const SearchPlayback& playback, double microsPerQuery);

}  // namespace td
