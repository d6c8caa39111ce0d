#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/grid/Grid.h"
#include "engine/movingai/MovingAiMap.h"
#include "engine/movingai/MovingAiScenario.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/PathReport.h"
#include "tools/cli/PathRun.h"

namespace td::cli {
namespace {

constexpr std::string_view kHelp =
    "usage: td-cli path --map FILE.map --scen FILE.scen [--algo astar|dijkstra|bfs4] [--json]\n"
    "\n"
    "Runs every scenario of a Moving AI grid benchmark and compares each route's\n"
    "length, summed in double precision from its moves, with the optimal length\n"
    "in the scenario file (8-connected, diagonal sqrt(2), no corner cutting).\n"
    "\n"
    "  --map FILE    the .map file (type octile; '.', 'G', 'S' passable)\n"
    "  --scen FILE   its .scen file; the map field must name the same file name\n"
    "  --algo NAME   astar     A* with the octile heuristic (default)\n"
    "                dijkstra  the same search without a heuristic\n"
    "                bfs4      a 4-connected flow field from each goal, walked from\n"
    "                          the start. A 4-connected route cannot have the\n"
    "                          8-connected optimal length, so it is only checked to\n"
    "                          lie in [optimal, sqrt(2) x optimal]; mismatches and\n"
    "                          max_abs_error then count distance outside that range.\n"
    "  --json        print one JSON object instead of the table\n"
    "  --help        this text\n"
    "\n"
    "A mismatch is a length that differs from the optimal one by more than\n"
    "max(1e-4 x max(1, optimal), half a unit of the last decimal printed).\n"
    "Timings (mean_us, median_us) are wall time per query, route output included,\n"
    "after one untimed warm-up query that sizes the search buffers.\n"
    "\n"
    "Exit status: 0 every scenario solved with no mismatch, 1 otherwise,\n"
    "2 bad command line or malformed file (the message names file and line).\n";

struct PathOptions {
  std::string mapPath;
  std::string scenarioPath;
  PathAlgo algo = PathAlgo::AStar;
  bool json = false;
  bool help = false;
};

// Fills `options`, or returns what is wrong with the command line.
std::string parseOptions(CommandArgs args, PathOptions& options) {
  static constexpr std::array kOptions{OptionSpec{"--json"}, OptionSpec{"--map", true}, OptionSpec{"--scen", true},
                                       OptionSpec{"--algo", true}};
  // An empty --map or --scen is reported as missing below.
  ArgScanner scan(args, {.options = kOptions, .emptyValueOk = true});
  bool algoGiven = false;
  while (const std::optional<Arg> arg = scan.next()) {
    if (arg->option == "--json") {
      options.json = true;
    } else if (arg->option == "--map") {
      options.mapPath = std::string(arg->value);
    } else if (arg->option == "--scen") {
      options.scenarioPath = std::string(arg->value);
    } else {
      const std::optional<PathAlgo> algo = pathAlgoFromName(arg->value);
      if (!algo) return "unknown algorithm '" + std::string(arg->value) + "' (astar, dijkstra or bfs4)";
      if (algoGiven) return "option --algo given twice";
      options.algo = *algo;
      algoGiven = true;
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  options.help = scan.help();
  if (options.help) return {};
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

  const MovingAiMapParse map = loadMovingAiMap(options.mapPath);
  if (!map.ok()) {
    err << "td-cli path: " << map.error << '\n';
    return kExitUsage;
  }
  const MovingAiScenarioParse scen = loadMovingAiScenarios(options.scenarioPath);
  if (!scen.ok()) {
    err << "td-cli path: " << scen.error << '\n';
    return kExitUsage;
  }
  if (const std::string problem =
          checkScenariosMatchMap(scen.scenarios, options.scenarioPath, map.map, options.mapPath);
      !problem.empty()) {
    err << "td-cli path: " << problem << '\n';
    return kExitUsage;
  }

  const Grid grid = map.map.toGrid();
  const std::vector<ScenarioOutcome> outcomes = runScenarios(grid, scen.scenarios, options.algo);
  PathReport report;
  report.mapPath = options.mapPath;
  report.scenarioPath = options.scenarioPath;
  report.map = &map.map;
  report.algo = options.algo;
  report.scenarios = scen.scenarios;
  report.outcomes = outcomes;
  report.summary = summarize(outcomes);
  if (options.json) {
    writeJson(out, report);
  } else {
    writeTable(out, report);
  }
  return report.summary.passed() ? kExitOk : kExitFailed;
}

}  // namespace td::cli
