#include "tools/cli/PathRun.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numbers>

#include "engine/movingai/MismatchTolerance.h"
#include "engine/movingai/PathMoves.h"
#include "engine/path/AStar.h"
#include "engine/path/FlowField.h"

namespace td::cli {

std::optional<PathAlgo> pathAlgoFromName(std::string_view name) {
  if (name == "astar") return PathAlgo::AStar;
  if (name == "dijkstra") return PathAlgo::Dijkstra;
  if (name == "bfs4") return PathAlgo::Bfs4;
  return std::nullopt;
}

std::string_view pathAlgoName(PathAlgo algo) {
  switch (algo) {
    case PathAlgo::AStar:
      return "astar";
    case PathAlgo::Dijkstra:
      return "dijkstra";
    case PathAlgo::Bfs4:
      return "bfs4";
  }
  return "?";
}

bool checksOptimalLength(PathAlgo algo) { return algo != PathAlgo::Bfs4; }

namespace {

using Clock = std::chrono::steady_clock;

double microsSince(Clock::time_point begin) {
  return std::chrono::duration<double, std::micro>(Clock::now() - begin).count();
}

void judge(const MovingAiScenario& s, PathAlgo algo, ScenarioOutcome& o) {
  if (!o.solved) return;
  if (checksOptimalLength(algo)) {
    o.error = std::abs(o.length - s.optimal);
    o.mismatch = isLengthMismatch(o.length, s.optimal, s.optimalDecimals);
    return;
  }
  const double tolerance = mismatchTolerance(s.optimal, s.optimalDecimals);
  const double low = s.optimal;
  const double high = s.optimal * std::numbers::sqrt2;
  o.error = std::max({0.0, low - o.length, o.length - high});
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

std::vector<ScenarioOutcome> runScenarios(const Grid& grid, std::span<const MovingAiScenario> scenarios,
                                          PathAlgo algo) {
  std::vector<ScenarioOutcome> outcomes(scenarios.size());
  // Reused by every query, so the timed part allocates nothing after the first.
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()) + 1);
  AStar astar;
  FlowField field;
  const Connectivity connectivity = algo == PathAlgo::Bfs4 ? Connectivity::Four : Connectivity::Eight;

  // One untimed query first sizes the searches' buffers for this grid, so no
  // timed query pays for allocation.
  if (!scenarios.empty()) {
    const Cell goal[] = {scenarios[0].goal};
    if (algo == PathAlgo::Bfs4) {
      field.compute(grid, goal, connectivity);
    } else {
      astar.find(grid, scenarios[0].start, scenarios[0].goal, connectivity, path);
    }
  }

  for (size_t i = 0; i < scenarios.size(); ++i) {
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
      const Heuristic heuristic = algo == PathAlgo::AStar ? Heuristic::Octile : Heuristic::None;
      const Clock::time_point begin = Clock::now();
      const PathResult result = astar.find(grid, s.start, s.goal, connectivity, path, heuristic);
      o.micros = microsSince(begin);
      found = result.status == PathStatus::Found;
      o.work = result.expanded;
    }
    if (found) {
      const PathMoves moves = countMoves(grid, path, connectivity);
      o.solved = moves.valid && path.front() == s.start && path.back() == s.goal;
      o.badRoute = !o.solved;
      o.length = moves.length();
    }
    judge(s, algo, o);
  }
  return outcomes;
}

}  // namespace td::cli
