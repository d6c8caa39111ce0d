#include "tools/cli/PathRun.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numbers>

#include "engine/movingai/MismatchTolerance.h"
#include "engine/movingai/PathMoves.h"
#include "engine/path/AStar.h"
#include "engine/path/Backtrack.h"
#include "engine/path/FlowField.h"
#include "engine/path/JumpPointSearch.h"
#include "engine/path/PathTurns.h"
#include "engine/path/Quadtree.h"
#include "engine/path/SearchChoice.h"

namespace td::cli {

std::optional<PathAlgo> pathAlgoFromName(std::string_view name) {
  if (name == "astar") return PathAlgo::AStar;
  if (name == "dijkstra") return PathAlgo::Dijkstra;
  if (name == "bfs4") return PathAlgo::Bfs4;
  if (name == "backtrack") return PathAlgo::Backtrack;
  if (name == "jps") return PathAlgo::Jps;
  if (name == "quadtree") return PathAlgo::Quadtree;
  return std::nullopt;
}

PathAlgo resolveSearch(const Grid& grid, PathAlgo algo, const SearchTuning& tuning) {
  if (algo == PathAlgo::AStar && tuning.plain() && chooseSearch(grid) == SearchKind::JumpPoint) return PathAlgo::Jps;
  return algo;
}

std::string_view pathAlgoName(PathAlgo algo) {
  switch (algo) {
    case PathAlgo::AStar:
      return "astar";
    case PathAlgo::Dijkstra:
      return "dijkstra";
    case PathAlgo::Bfs4:
      return "bfs4";
    case PathAlgo::Backtrack:
      return "backtrack";
    case PathAlgo::Jps:
      return "jps";
    case PathAlgo::Quadtree:
      return "quadtree";
  }
  return "?";
}

std::optional<QuadCost> leafCostFromName(std::string_view name) {
  if (name == "centres") return QuadCost::Centres;
  if (name == "crossings") return QuadCost::Crossings;
  return std::nullopt;
}

std::string_view leafCostName(QuadCost cost) { return cost == QuadCost::Centres ? "centres" : "crossings"; }

bool checksOptimalLength(PathAlgo algo, const SearchTuning& tuning) {
  if (algo == PathAlgo::Bfs4 || algo == PathAlgo::Backtrack || algo == PathAlgo::Quadtree) return false;
  return tuning.weight == 1.0 && (!tuning.turnPenalty || *tuning.turnPenalty == 0.0);
}

bool comparesWithAStar(PathAlgo algo, const SearchTuning& tuning) {
  return algo == PathAlgo::Backtrack || algo == PathAlgo::Jps || algo == PathAlgo::Quadtree ||
         (algo != PathAlgo::Bfs4 && !tuning.plain());
}

namespace {

using Clock = std::chrono::steady_clock;

double microsSince(Clock::time_point begin) {
  return std::chrono::duration<double, std::micro>(Clock::now() - begin).count();
}

void judge(const MovingAiScenario& s, PathAlgo algo, const SearchTuning& tuning, ScenarioOutcome& o) {
  if (!o.solved) return;
  const double tolerance = mismatchTolerance(s.optimal, s.optimalDecimals);
  if (checksOptimalLength(algo, tuning)) {
    o.error = std::abs(o.length - s.optimal);
    o.mismatch = isLengthMismatch(o.length, s.optimal, s.optimalDecimals);
    // The tie-break may not turn more than a route of the same length does.
    if (tuning.turnPenalty && o.turns > o.referenceTurns) o.mismatch = true;
    return;
  }
  const double low = s.optimal;
  double high = std::numeric_limits<double>::infinity();
  if (algo == PathAlgo::Bfs4) high = s.optimal * std::numbers::sqrt2;
  if (algo != PathAlgo::Bfs4 && tuning.weight > 1.0) high = s.optimal * tuning.weight;
  o.error = std::max({0.0, low - o.length, o.length - high});
  if (algo != PathAlgo::Bfs4 && algo != PathAlgo::Backtrack && algo != PathAlgo::Quadtree && tuning.turnPenalty) {
    const double p = *tuning.turnPenalty;
    const double over = o.length + p * o.turns - (o.referenceLength + p * o.referenceTurns);
    o.error = std::max(o.error, over);
  }
  o.mismatch = o.error > tolerance;
}

// Follows the field's directions from start; the route is cut off after as
// many steps as there are cells, so a faulty field cannot loop forever.
void walkField(const Grid& grid, const FlowField& field, Cell start, std::vector<Cell>& path) {
  path.clear();
  Cell at = start;
  path.push_back(at);
  for (int32_t steps = 0; steps < grid.cellCount(); ++steps) {
    const Cell next = field.next(grid, at);
    if (next == at) return;
    at = next;
    path.push_back(at);
  }
}

}  // namespace

std::vector<ScenarioOutcome> runScenarios(const Grid& grid, std::span<const MovingAiScenario> scenarios, PathAlgo algo,
                                          const SearchTuning& tuning, const TimeLimit& limit, PathRunSetup* setup) {
  std::vector<ScenarioOutcome> outcomes(scenarios.size());
  // Reused by every query, so the timed part allocates nothing after the first.
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()) + 1);
  std::vector<Cell> referencePath;
  referencePath.reserve(path.capacity());
  AStar astar;
  AStar reference;
  Backtrack backtrack;
  JumpPointSearch jps;
  Quadtree tree;
  QuadtreeSearch quadtree;
  FlowField field;
  const bool compare = comparesWithAStar(algo, tuning);
  SearchOptions options{.heuristic = algo == PathAlgo::Dijkstra ? Heuristic::None : Heuristic::Octile,
                        .weight = tuning.weight,
                        .turnAware = tuning.turnPenalty.has_value(),
                        .turnPenalty = static_cast<Distance>(
                            std::llround(tuning.turnPenalty.value_or(0.0) * static_cast<double>(kOrthogonalUnit)))};
  const Connectivity connectivity = algo == PathAlgo::Bfs4 ? Connectivity::Four : Connectivity::Eight;

  // The tree is built once for the map, timed apart from the queries.
  if (algo == PathAlgo::Quadtree) {
    const Clock::time_point begin = Clock::now();
    tree.build(grid);
    if (setup != nullptr) {
      setup->buildMs = microsSince(begin) / 1000.0;
      setup->leaves = static_cast<uint32_t>(tree.leaves().size());
      setup->passableLeaves = tree.passableLeafCount();
    }
  }

  // One untimed query first sizes the searches' buffers for this grid, so no
  // timed query pays for allocation.
  if (!scenarios.empty()) {
    const Cell goal[] = {scenarios[0].goal};
    if (algo == PathAlgo::Bfs4) {
      field.compute(grid, goal, connectivity);
    } else if (algo == PathAlgo::Backtrack) {
      backtrack.find(grid, scenarios[0].start, scenarios[0].goal, connectivity, path);
    } else if (algo == PathAlgo::Jps) {
      jps.find(grid, scenarios[0].start, scenarios[0].goal, path);
    } else if (algo == PathAlgo::Quadtree) {
      quadtree.find(tree, scenarios[0].start, scenarios[0].goal, connectivity, path, tuning.leafCost);
    } else {
      astar.find(grid, scenarios[0].start, scenarios[0].goal, connectivity, path, options);
    }
    if (compare) reference.find(grid, scenarios[0].start, scenarios[0].goal, connectivity, referencePath);
  }

  for (size_t i = 0; i < scenarios.size(); ++i) {
    // A query cannot be cut short, so the limit is asked between queries.
    if (limit.reached()) {
      outcomes.resize(i);
      break;
    }
    const MovingAiScenario& s = scenarios[i];
    ScenarioOutcome& o = outcomes[i];
    bool found = false;
    if (algo == PathAlgo::Bfs4) {
      const Cell goal[] = {s.goal};
      const Clock::time_point begin = Clock::now();
      const FlowStatus status = field.compute(grid, goal, connectivity);
      if (status == FlowStatus::Ok && field.reachable(grid, s.start)) walkField(grid, field, s.start, path);
      o.micros = microsSince(begin);
      found = status == FlowStatus::Ok && field.reachable(grid, s.start);
      o.work = field.lastTouched();
    } else {
      const Clock::time_point begin = Clock::now();
      const PathResult result = algo == PathAlgo::Backtrack ? backtrack.find(grid, s.start, s.goal, connectivity, path)
                                : algo == PathAlgo::Jps     ? jps.find(grid, s.start, s.goal, path)
                                : algo == PathAlgo::Quadtree
                                    ? quadtree.find(tree, s.start, s.goal, connectivity, path, tuning.leafCost)
                                    : astar.find(grid, s.start, s.goal, connectivity, path, options);
      o.micros = microsSince(begin);
      found = result.status == PathStatus::Found;
      o.work = result.expanded;
    }
    if (found) {
      const PathMoves moves = countMoves(grid, path, connectivity);
      o.solved = moves.valid && path.front() == s.start && path.back() == s.goal;
      o.badRoute = !o.solved;
      o.length = moves.length();
      o.turns = countTurns(path);
    }
    if (compare) {
      const Clock::time_point begin = Clock::now();
      const PathResult result = reference.find(grid, s.start, s.goal, connectivity, referencePath, Heuristic::Octile);
      o.referenceMicros = microsSince(begin);
      o.referenceWork = result.expanded;
      if (result.status == PathStatus::Found) {
        o.referenceLength = countMoves(grid, referencePath, connectivity).length();
        o.referenceTurns = countTurns(referencePath);
      }
    }
    judge(s, algo, tuning, o);
  }
  return outcomes;
}

}  // namespace td::cli
