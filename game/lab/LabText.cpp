#include "game/lab/LabText.h"

#include <algorithm>

#include "engine/core/TextFormat.h"
#include "engine/path/Distance.h"
#include "game/text/Catalogue.h"

namespace td {

std::string gridAlgorithmName(GridAlgorithm algorithm) {
  switch (algorithm) {
    case GridAlgorithm::RowScan:
      // TRANSLATORS: the tutorial's flood that scans the whole map row by row, pass after pass.
      return tr("Row-scan flood");
    case GridAlgorithm::BreadthFirst:
      return tr("Breadth-first (4 ways, costs ignored)");
    case GridAlgorithm::Dijkstra:
      return tr("Dijkstra");
    case GridAlgorithm::AStar:
      return tr("A* (octile estimate)");
    case GridAlgorithm::WeightedAStar:
      return tr("Weighted A*");
    case GridAlgorithm::JumpPoint:
      return tr("Jump Point Search");
    case GridAlgorithm::Backtracking:
      return tr("Backtracking");
    case GridAlgorithm::TurnPenalty:
      return tr("A* with a cost for turns");
    case GridAlgorithm::Quadtree:
      // TRANSLATORS: A* over the leaves of a quadtree, the map cut into uniform squares.
      return tr("A* over quadtree leaves");
  }
  return {};
}

std::string moverModeWord(std::string_view mode) {
  // TRANSLATORS: the Lab's words for what a mover is doing, shown beside it.
  if (mode == "walk") return tr("walking its route");
  if (mode == "flee") return tr("fleeing the hero");
  if (mode == "return") return tr("going back to its route");
  if (mode == "join") return tr("making for the road");
  if (mode == "road") return tr("on the road");
  if (mode == "straight") return tr("straight for the goal");
  if (mode == "trace") return tr("tracing the obstacle");
  if (mode == "trail") return tr("on the hero's crumbs");
  if (mode == "explore") return tr("left hand on the wall");
  if (mode == "seek") return tr("heading for the goal");
  if (mode == "wander") return tr("wandering");
  if (mode == "lane") return tr("flying its lane");
  if (mode == "stepping") return tr("stepping x and y toward the goal");
  if (mode == "stuck") return tr("stuck against a wall");
  if (mode == "avoid") return tr("a feeler touched: turning away");
  if (mode == "goal") return tr("flying to the goal");
  return std::string(mode);
}

std::string navCostName(NavCost cost) {
  switch (cost) {
    case NavCost::Exact:
      return tr("Interval search (exact)");
    case NavCost::Centroids:
      return tr("A*, centre to centre");
    case NavCost::Portals:
      return tr("A*, through the portals");
    case NavCost::Regions:
      // TRANSLATORS: the corridor search that weighs each triangle by its terrain's cost (mud dearer than road).
      return tr("A*, portals, terrain weighed");
  }
  return {};
}

std::string navPathFigures(float length, float shortest, uint32_t expanded) {
  std::string text = textf(tr("{0} long"), decimalText(length, 2));
  if (shortest > 0.f) {
    const double longer = (static_cast<double>(length) / static_cast<double>(shortest) - 1.0) * 100.0;
    // xgettext:no-c-format
    text +=
        longer < 0.05 ? std::string(" ") + tr("(the shortest)") : " " + textf(tr("(+{0} %)"), decimalText(longer, 1));
  }
  return text + " · " + textf(trn("{0} triangle", "{0} triangles", expanded), groupedText(expanded));
}

std::vector<std::string> gridRunFigures(const GridRun& run, const SearchPlayback& playback, double microsPerQuery) {
  std::vector<std::string> lines;
  const std::string time = textf(tr("{0} µs a query"), decimalText(microsPerQuery, microsPerQuery < 10.0 ? 2 : 1));
  if (run.algorithm == GridAlgorithm::RowScan) {
    lines.push_back(textf(tr("Pass {0} of {1} · {2} cells wet"), playback.passesEnded(), run.passes,
                          groupedText(playback.stepsTaken() + 1)));
  } else if (run.algorithm == GridAlgorithm::Quadtree) {
    const auto open =
        std::count_if(run.leaves.begin(), run.leaves.end(), [](const QuadLeaf& l) { return l.passable(); });
    lines.push_back(textf(tr("Leaves expanded {0} of {1} · {2} open leaves"), groupedText(playback.stepsTaken()),
                          groupedText(run.expanded), groupedText(open)));
  } else {
    lines.push_back(textf(tr("Expanded {0} of {1}"), groupedText(playback.stepsTaken()), groupedText(run.expanded)));
  }
  if (!playback.done()) {
    lines.push_back(time);
  } else if (run.algorithm == GridAlgorithm::RowScan && run.status != PathStatus::Found) {
    lines.push_back(textf(tr("The water never reached the start · {0}"), time));
  } else if (run.status == PathStatus::Found) {
    const double cells = static_cast<double>(run.cost) / static_cast<double>(kOrthogonalUnit);
    lines.push_back(textf(tr("Route cost {0} · {1} · {2}"), decimalText(cells, 1),
                          textf(trn("{0} turn", "{0} turns", run.turns), run.turns), time));
  } else {
    lines.push_back(textf(tr("No route · {0}"), time));
  }
  return lines;
}

}  // namespace td
