#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/movingai/MovingAiMap.h"
#include "engine/path/Distance.h"

namespace td::bench {

struct Query {
  Cell start;
  Cell goal;
};

// At most this many scenarios per map, spread evenly over its file.
inline constexpr size_t kMaxQueries = 400;

// A Moving AI map with its queries and A*'s cost for each, loaded once.
struct MovingAiQueries {
  std::string path;  // of the .map file
  MovingAiMap map;
  Grid grid;
  std::vector<Query> queries;
  std::vector<Distance> optimum;
};

// The maps of the table: the samples in tests/data/movingai, then the
// larger ones of the shared data folder (tests/support/SourcePaths.h).
const std::vector<std::string>& movingAiMapNames();

// Null when the map or its scenario file cannot be read.
const MovingAiQueries* movingAiQueries(const std::string& name);

}  // namespace td::bench
