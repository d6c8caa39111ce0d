#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/grid/Grid.h"
#include "engine/movingai/MovingAiMap.h"
#include "engine/movingai/MovingAiScenario.h"
#include "engine/path/PathQuery.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/PathReport.h"
#include "tools/cli/PathRun.h"
#include "tools/cli/ReadGuard.h"
#include "tools/cli/TimeLimit.h"

namespace td::cli {
namespace {

constexpr std::string_view kHelp =
    "usage: td-cli path --map FILE.map --scen FILE.scen\n"
    "                   [--algo astar|jps|dijkstra|bfs4|backtrack|quadtree]\n"
    "                   [--weight W | --turn-penalty P | --leaf-cost centres|crossings]\n"
    "                   [--max-seconds S] [--json]\n"
    "\n"
    "Runs every scenario of a Moving AI grid benchmark and compares each route's\n"
    "length, summed in double precision from its moves, with the optimal length\n"
    "in the scenario file (8-connected, diagonal sqrt(2), no corner cutting).\n"
    "\n"
    "  --map FILE    the .map file (type octile; '.', 'G', 'S' passable)\n"
    "  --scen FILE   its .scen file; the map field must name the same file name\n"
    "  --algo NAME   astar     A* with the octile heuristic (default); on a map\n"
    "                          whose cells all cost the same and that is open\n"
    "                          enough (at least 46% of its open cells open all\n"
    "                          round), Jump Point Search, which is faster there;\n"
    "                          the report names the search that ran\n"
    "                jps       Jump Point Search (optimal, no corner cutting),\n"
    "                          with its speed-up over plain A* on the same queries\n"
    "                dijkstra  the same search without a heuristic\n"
    "                bfs4      a 4-connected flow field from each goal, walked from\n"
    "                          the start. A 4-connected route cannot have the\n"
    "                          8-connected optimal length, so it is only checked to\n"
    "                          lie in [optimal, sqrt(2) x optimal]; mismatches and\n"
    "                          max_abs_error then count distance outside that range.\n"
    "                backtrack depth-first backtracking, neighbours nearest the\n"
    "                          goal first: a route whenever there is one, rarely\n"
    "                          the shortest; checked to be no shorter than optimal,\n"
    "                          and reported with its excess over plain A*\n"
    "                quadtree  A* over the leaves of a region quadtree (square\n"
    "                          blocks all passable or all blocked), the leaf\n"
    "                          route then walked cell by cell: a route whenever\n"
    "                          there is one, not always the shortest; checked to\n"
    "                          be no shorter than optimal, and reported with its\n"
    "                          excess, leaves expanded against plain A*'s cells,\n"
    "                          its speed-up and the tree's size and build time\n"
    "  --weight W    astar as weighted A* (f = g + W x h, 1 <= W <= 64):\n"
    "                every route must lie in [optimal, W x optimal]; the report\n"
    "                gives the largest suboptimality against plain A* and the\n"
    "                speed-up over it, both measured in the same run, and the\n"
    "                command fails when a route exceeds W x optimal\n"
    "  --turn-penalty P\n"
    "                astar or dijkstra over (cell, heading): each change of\n"
    "                direction costs P cells (0 <= P <= 4096) and ties go to the\n"
    "                fewest turns. P = 0 must stay optimal and turn no more than\n"
    "                plain A*; P > 0 must cost (length + P x turns) no more than\n"
    "                plain A*'s route. The report compares turns with plain A*\n"
    "  --leaf-cost NAME\n"
    "                quadtree: what a step between leaves costs, crossings\n"
    "                (default: the walk through the cells where the route\n"
    "                crosses from leaf to leaf, the route's own length) or\n"
    "                centres (the distance between the leaves' centres)\n"
    "  --max-seconds S\n"
    "                stop once S seconds of wall time have passed, after the\n"
    "                query under way (a query on a 4096 x 4096 map that has no\n"
    "                route can take seconds); the report covers the scenarios\n"
    "                run, and the exit status is 3\n"
    "  --json        print one JSON object instead of the table\n"
    "  --help        this text\n"
    "\n"
    "Limits: a map file of at most 32 MiB (the largest map, 4096 x 4096, is\n"
    "16.8 MB), a scenario file of at most 16 MiB and 100000 scenarios; see\n"
    "docs/input-limits.md.\n"
    "\n"
    "A mismatch is a length that differs from the optimal one by more than\n"
    "max(1e-4 x max(1, optimal), half a unit of the last decimal printed).\n"
    "Timings (mean_us, median_us) are wall time per query, route output included,\n"
    "after one untimed warm-up query that sizes the search buffers.\n"
    "\n"
    "Exit status: 0 every scenario solved with no mismatch, 1 otherwise,\n"
    "2 bad command line or malformed file (the message names file and line),\n"
    "or out of memory while reading one, 3 the time limit was reached.\n";

struct PathOptions {
  std::string mapPath;
  std::string scenarioPath;
  PathAlgo algo = PathAlgo::AStar;
  SearchTuning tuning;
  std::optional<double> maxSeconds;
  bool json = false;
  bool help = false;
};

// The whole of `text` as a finite number, or nothing.
std::optional<double> number(std::string_view text) {
  double value = 0.0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

// Fills `options`, or returns what is wrong with the command line.
std::string parseOptions(CommandArgs args, PathOptions& options) {
  static constexpr std::array kOptions{OptionSpec{"--json"},
                                       OptionSpec{"--map", true},
                                       OptionSpec{"--scen", true},
                                       OptionSpec{"--algo", true},
                                       OptionSpec{"--weight", true},
                                       OptionSpec{"--turn-penalty", true},
                                       OptionSpec{"--leaf-cost", true},
                                       OptionSpec{"--max-seconds", true}};
  // An empty --map or --scen is reported as missing below.
  ArgScanner scan(args, {.options = kOptions, .emptyValueOk = true});
  bool algoGiven = false;
  bool weightGiven = false;
  bool leafCostGiven = false;
  while (const std::optional<Arg> arg = scan.next()) {
    if (arg->option == "--json") {
      options.json = true;
    } else if (arg->option == "--map") {
      options.mapPath = std::string(arg->value);
    } else if (arg->option == "--scen") {
      options.scenarioPath = std::string(arg->value);
    } else if (arg->option == "--weight") {
      if (weightGiven) return "option --weight given twice";
      const std::optional<double> w = number(arg->value);
      if (!w || !(*w >= 1.0 && *w <= kMaxSearchWeight)) {
        return "--weight expects a number in [1, 64], not '" + std::string(arg->value) + "'";
      }
      options.tuning.weight = *w;
      weightGiven = true;
    } else if (arg->option == "--turn-penalty") {
      if (options.tuning.turnPenalty) return "option --turn-penalty given twice";
      const std::optional<double> p = number(arg->value);
      if (!p || !(*p >= 0.0 && *p <= toCells(kMaxTurnPenalty))) {
        return "--turn-penalty expects a number of cells in [0, 4096], not '" + std::string(arg->value) + "'";
      }
      options.tuning.turnPenalty = *p;
    } else if (arg->option == "--leaf-cost") {
      if (leafCostGiven) return "option --leaf-cost given twice";
      const std::optional<QuadCost> cost = leafCostFromName(arg->value);
      if (!cost) return "--leaf-cost expects centres or crossings, not '" + std::string(arg->value) + "'";
      options.tuning.leafCost = *cost;
      leafCostGiven = true;
    } else if (arg->option == "--max-seconds") {
      options.maxSeconds = parseMaxSeconds(arg->value);
      if (!options.maxSeconds) {
        return "--max-seconds expects a number of seconds above 0, not '" + std::string(arg->value) + "'";
      }
    } else {
      const std::optional<PathAlgo> algo = pathAlgoFromName(arg->value);
      if (!algo) {
        return "unknown algorithm '" + std::string(arg->value) +
               "' (astar, jps, dijkstra, bfs4, backtrack or quadtree)";
      }
      if (algoGiven) return "option --algo given twice";
      options.algo = *algo;
      algoGiven = true;
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  options.help = scan.help();
  if (options.help) return {};
  // Without a heuristic a weight changes nothing.
  if (weightGiven && options.algo != PathAlgo::AStar) return "--weight applies to astar only";
  const bool searchAlgo = options.algo == PathAlgo::AStar || options.algo == PathAlgo::Dijkstra;
  if (options.tuning.turnPenalty && !searchAlgo) return "--turn-penalty applies to astar and dijkstra";
  if (leafCostGiven && options.algo != PathAlgo::Quadtree) return "--leaf-cost applies to quadtree only";
  // Each has its own promise to check; together neither would hold.
  if (weightGiven && options.tuning.turnPenalty) return "--weight and --turn-penalty cannot be combined";
  if (options.mapPath.empty()) return "missing --map FILE";
  if (options.scenarioPath.empty()) return "missing --scen FILE";
  return {};
}

}  // namespace

int runPathCommand(CommandArgs args, std::ostream& out, std::ostream& err) {
  PathOptions options;
  if (const std::string problem = parseOptions(args, options); !problem.empty()) {
    err << "td-cli path: " << problem << " (see td-cli path --help)\n";
    return kExitUsage;
  }
  if (options.help) {
    out << kHelp;
    return kExitOk;
  }

  // The clock runs from the start: reading a large map is part of the work.
  const TimeLimit limit = options.maxSeconds ? TimeLimit(*options.maxSeconds) : TimeLimit();
  const std::optional<MovingAiMapParse> map =
      readGuarded("path", options.mapPath, err, [&] { return loadMovingAiMap(options.mapPath); });
  if (!map) return kExitUsage;
  if (!map->ok()) {
    err << "td-cli path: " << map->error << '\n';
    return kExitUsage;
  }
  const std::optional<MovingAiScenarioParse> scen =
      readGuarded("path", options.scenarioPath, err, [&] { return loadMovingAiScenarios(options.scenarioPath); });
  if (!scen) return kExitUsage;
  if (!scen->ok()) {
    err << "td-cli path: " << scen->error << '\n';
    return kExitUsage;
  }
  if (const std::string problem =
          checkScenariosMatchMap(scen->scenarios, options.scenarioPath, map->map, options.mapPath);
      !problem.empty()) {
    err << "td-cli path: " << problem << '\n';
    return kExitUsage;
  }

  const Grid grid = map->map.toGrid();
  const PathAlgo search = resolveSearch(grid, options.algo, options.tuning);
  PathRunSetup setup;
  const std::vector<ScenarioOutcome> outcomes =
      runScenarios(grid, scen->scenarios, search, options.tuning, limit, &setup);
  PathReport report;
  report.mapPath = options.mapPath;
  report.scenarioPath = options.scenarioPath;
  report.map = &map->map;
  report.algo = options.algo;
  report.search = search;
  report.tuning = options.tuning;
  report.setup = setup;
  report.scenarios = std::span(scen->scenarios).first(outcomes.size());
  report.outcomes = outcomes;
  report.summary = summarize(outcomes);
  if (options.json) {
    writeJson(out, report);
  } else {
    writeTable(out, report);
  }
  if (outcomes.size() < scen->scenarios.size()) {
    err << "td-cli path: " << timeLimitMessage(limit) << " after " << outcomes.size() << " of "
        << scen->scenarios.size() << " scenarios; the report covers those\n";
    return kExitTimeLimit;
  }
  if (!withinWeightBound(report)) {
    err << "td-cli path: FAILED: largest suboptimality " << report.summary.maxRatio << " exceeds the weight "
        << options.tuning.weight << '\n';
    return kExitFailed;
  }
  return report.summary.passed() ? kExitOk : kExitFailed;
}

}  // namespace td::cli
