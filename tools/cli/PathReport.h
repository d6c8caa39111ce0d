#pragma once

#include <cstddef>
#include <ostream>
#include <span>
#include <string_view>

#include "engine/movingai/MovingAiMap.h"
#include "engine/movingai/MovingAiScenario.h"
#include "tools/cli/PathRun.h"

namespace td::cli {

struct PathSummary {
  size_t scenarios = 0;
  size_t solved = 0;
  size_t badRoutes = 0;
  size_t mismatches = 0;
  double maxAbsError = 0.0;
  double meanUs = 0.0;
  double medianUs = 0.0;
  double maxUs = 0.0;
  double totalMs = 0.0;
  double meanWork = 0.0;
  double meanTurns = 0.0;
  // Against plain A* on the same queries, when the run compared (solved
  // queries only): the route's excess length in cells, its length over A*'s,
  // A*'s turns and time, and A*'s total time over this search's.
  double meanExcess = 0.0;
  double maxExcess = 0.0;
  double meanRatio = 0.0;
  double maxRatio = 0.0;
  double referenceMeanTurns = 0.0;
  double referenceMeanUs = 0.0;
  double referenceMeanWork = 0.0;  // cells plain A* expanded, per query
  double referenceTotalMs = 0.0;
  double speedup = 0.0;

  bool passed() const { return solved == scenarios && mismatches == 0; }
};

PathSummary summarize(std::span<const ScenarioOutcome> outcomes);

// Everything a report shows; outcomes[i] belongs to scenarios[i].
struct PathReport {
  std::string_view mapPath;
  std::string_view scenarioPath;
  const MovingAiMap* map = nullptr;
  PathAlgo algo = PathAlgo::AStar;    // as asked
  PathAlgo search = PathAlgo::AStar;  // as run (see resolveSearch)
  SearchTuning tuning;
  PathRunSetup setup;  // the quadtree's figures, for quadtree runs
  std::span<const MovingAiScenario> scenarios;
  std::span<const ScenarioOutcome> outcomes;
  PathSummary summary;
};

// A table by bands of buckets (longer routes in later buckets), the total,
// and the first failing scenarios.
void writeTable(std::ostream& out, const PathReport& report);
// One JSON object: the totals, the bands and the first failing scenarios.
void writeJson(std::ostream& out, const PathReport& report);

// The weighted search's promise, checked on the totals: no route longer than
// the weight times A*'s (within the fixed-point rounding of a diagonal).
bool withinWeightBound(const PathReport& report);

}  // namespace td::cli
