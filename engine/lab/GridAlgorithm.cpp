#include "engine/lab/GridAlgorithm.h"

#include <cmath>

#include "engine/lab/GridAlgorithmScratch.h"
#include "engine/path/PathTurns.h"
#include "engine/path/RouteHop.h"

namespace td {
namespace {

constexpr std::array<std::string_view, kGridAlgorithmCount> kIds = {"rowscan",  "bfs", "dijkstra",  "astar",
                                                                    "weighted", "jps", "backtrack", "turns"};

SearchOptions optionsFor(GridAlgorithm algorithm, const GridAlgorithmSettings& settings) {
  SearchOptions o;
  switch (algorithm) {
    case GridAlgorithm::BreadthFirst:
    case GridAlgorithm::Dijkstra:
      o.heuristic = Heuristic::None;
      break;
    case GridAlgorithm::WeightedAStar:
      o.weight = settings.weight;
      break;
    case GridAlgorithm::TurnPenalty:
      o.turnAware = true;
      o.turnPenalty = static_cast<Distance>(std::llround(settings.turnPenalty * static_cast<double>(kOrthogonalUnit)));
      break;
    default:
      break;
  }
  return o;
}

bool optionsValid(const GridAlgorithmSettings& settings) {
  return settings.weight >= 1.0 && settings.weight <= kMaxSearchWeight && settings.turnPenalty >= 0.0 &&
         settings.turnPenalty * static_cast<double>(kOrthogonalUnit) <= static_cast<double>(kMaxTurnPenalty);
}

// The route the row-scan flood left, read from the start along the directions the water came by.
void scanRoute(const Grid& grid, const ScanFlood& flood, Cell start, std::vector<Cell>& route) {
  route.clear();
  if (!flood.wet(grid, start)) return;
  Cell at = start;
  route.push_back(at);
  for (int32_t guard = 0; guard < grid.cellCount(); ++guard) {
    const Cell next = flood.next(grid, at);
    if (next == at) break;
    at = next;
    route.push_back(at);
  }
}

// The quadtree search a leaf at a time, each leaf told by its top-left cell: expanded, and the leaves it opens.
PathResult watchQuadtree(const Grid& grid, Cell start, Cell goal, GridAlgorithmScratch& scratch, GridRun& out) {
  PathResult result;
  scratch.tree.build(grid);
  const Quadtree& tree = scratch.tree;
  out.leaves.assign(tree.leaves().begin(), tree.leaves().end());
  auto corner = [&](uint32_t leaf) { return Cell{tree.leaf(leaf).x, tree.leaf(leaf).y}; };
  QuadSearchState state = scratch.quad.begin(tree, start, goal, Connectivity::Eight);
  std::vector<uint8_t> told(tree.leaves().size(), 0);
  const uint32_t first = tree.leafAt(start);
  if (state == QuadSearchState::Searching) {
    out.record.event(SearchEvent::Opened, corner(first), 0);
    told[first] = 1;
  }
  while (state == QuadSearchState::Searching) {
    state = scratch.quad.advance();
    const uint32_t leaf = scratch.quad.current();
    if (leaf == Quadtree::kNoLeaf) continue;
    out.record.event(SearchEvent::Expanded, corner(leaf), scratch.quad.costTo(leaf));
    for (const QuadLink& link : tree.links(leaf)) {
      if (told[link.leaf] != 0 || scratch.quad.mark(link.leaf) != QuadLeafMark::Open) continue;
      told[link.leaf] = 1;
      out.record.event(SearchEvent::Opened, corner(link.leaf), scratch.quad.costTo(link.leaf));
    }
  }
  result.expanded = scratch.quad.expanded();
  result.status = state == QuadSearchState::Found          ? PathStatus::Found
                  : state == QuadSearchState::StartInvalid ? PathStatus::StartInvalid
                  : state == QuadSearchState::GoalInvalid  ? PathStatus::GoalInvalid
                                                           : PathStatus::Unreachable;
  if (result.status == PathStatus::Found) result.cost = scratch.quad.route(out.route);
  return result;
}

}  // namespace

std::string_view gridAlgorithmId(GridAlgorithm algorithm) { return kIds[static_cast<size_t>(algorithm)]; }

void GridAlgorithmScratch::prepare(const Grid& grid) {
  // Walls where the map has them, every other cell costing 1.
  even = Grid(grid.width(), grid.height(), {TerrainDef{"ground", 1, true}, TerrainDef{"wall", kImpassableCost, false}});
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      if (!grid.passable({x, y})) even.setTerrain({x, y}, 1);
    }
  }
  tree.build(grid);
}

GridRunStatus runGridAlgorithm(const Grid& grid, Cell start, Cell goal, GridAlgorithm algorithm,
                               const GridAlgorithmSettings& settings, GridRun& out) {
  out.algorithm = algorithm;
  out.status = PathStatus::Unreachable;
  out.route.clear();
  out.cost = kUnreachable;
  out.expanded = 0;
  out.turns = 0;
  out.passes = 0;
  out.leaves.clear();
  out.record.clear();
  if (!optionsValid(settings)) return GridRunStatus::OptionsInvalid;
  if (algorithm == GridAlgorithm::JumpPoint && !JumpPointSearch::applies(grid)) return GridRunStatus::UnevenGround;
  if (!grid.passable(start) || !grid.passable(goal)) {
    out.status = grid.passable(start) ? PathStatus::GoalInvalid : PathStatus::StartInvalid;
    return GridRunStatus::Ran;
  }
  GridAlgorithmScratch scratch;
  PathResult result;
  switch (algorithm) {
    case GridAlgorithm::RowScan: {
      scratch.flood.setObserver(&out.record);
      const Cell goals[] = {goal};
      const ScanResult scan =
          scratch.flood.flood(grid, goals, settings.passLimit > 0 ? settings.passLimit : ScanFlood::kNoPassLimit);
      out.passes = scan.passes;
      out.expanded = scan.wet;
      scanRoute(grid, scratch.flood, start, out.route);
      result.status = out.route.empty() ? PathStatus::Unreachable : PathStatus::Found;
      break;
    }
    case GridAlgorithm::BreadthFirst:
      scratch.prepare(grid);
      scratch.astar.setObserver(&out.record);
      result =
          scratch.astar.find(scratch.even, start, goal, Connectivity::Four, out.route, optionsFor(algorithm, settings));
      break;
    case GridAlgorithm::JumpPoint:
      scratch.jps.setObserver(&out.record);
      result = scratch.jps.find(grid, start, goal, out.route);
      break;
    case GridAlgorithm::Quadtree:
      result = watchQuadtree(grid, start, goal, scratch, out);
      break;
    case GridAlgorithm::Backtracking:
      scratch.backtrack.setObserver(&out.record);
      result = scratch.backtrack.find(grid, start, goal, Connectivity::Eight, out.route);
      break;
    default:
      scratch.astar.setObserver(&out.record);
      result = scratch.astar.find(grid, start, goal, Connectivity::Eight, out.route, optionsFor(algorithm, settings));
      break;
  }
  out.status = result.status;
  if (algorithm != GridAlgorithm::RowScan) out.expanded = result.expanded;
  if (out.status == PathStatus::Found) {
    out.cost = routeCost(grid, out.route);
    out.turns = countTurns(out.route);
  }
  return GridRunStatus::Ran;
}

bool runGridAlgorithmPlain(const Grid& grid, Cell start, Cell goal, GridAlgorithm algorithm,
                           const GridAlgorithmSettings& settings, GridAlgorithmScratch& scratch) {
  scratch.route.clear();
  switch (algorithm) {
    case GridAlgorithm::RowScan: {
      const Cell goals[] = {goal};
      scratch.flood.flood(grid, goals, settings.passLimit > 0 ? settings.passLimit : ScanFlood::kNoPassLimit);
      return scratch.flood.wet(grid, start);
    }
    case GridAlgorithm::BreadthFirst:
      return scratch.astar
                 .find(scratch.even, start, goal, Connectivity::Four, scratch.route, optionsFor(algorithm, settings))
                 .status == PathStatus::Found;
    case GridAlgorithm::JumpPoint:
      return scratch.jps.find(grid, start, goal, scratch.route).status == PathStatus::Found;
    case GridAlgorithm::Backtracking:
      return scratch.backtrack.find(grid, start, goal, Connectivity::Eight, scratch.route).status == PathStatus::Found;
    default:
      return scratch.astar.find(grid, start, goal, Connectivity::Eight, scratch.route, optionsFor(algorithm, settings))
                 .status == PathStatus::Found;
  }
}

Distance routeCost(const Grid& grid, const std::vector<Cell>& route) {
  Distance total = 0;
  for (size_t k = 1; k < route.size(); ++k) {
    const Cell a = route[k - 1];
    const Cell b = route[k];
    const int32_t dx = b.x - a.x;
    const int32_t dy = b.y - a.y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0) || !grid.passable(b)) return kUnreachable;
    // A diagonal step may not cut a blocked corner.
    if (dx != 0 && dy != 0 && (!grid.passable({a.x + dx, a.y}) || !grid.passable({a.x, a.y + dy}))) return kUnreachable;
    total += stepUnit(directionBetween(a.x, a.y, b.x, b.y)) * grid.cost(b);
  }
  return total;
}

void walkerLine(const Grid& grid, Cell start, Cell goal, float spacing, std::vector<Vec2>& out) {
  out.clear();
  if (!grid.passable(start) || !grid.passable(goal)) return;
  FlowField field;
  const Cell goals[] = {goal};
  if (field.compute(grid, goals, Connectivity::Eight) != FlowStatus::Ok || !field.reachable(grid, start)) return;
  smoothRoute(grid, field, start, spacing, out);
}

}  // namespace td
