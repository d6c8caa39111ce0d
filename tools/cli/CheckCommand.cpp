#include <array>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/balance/PlayEstimate.h"
#include "io/LevelJson.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/GameData.h"

namespace td::cli {
namespace {

constexpr std::string_view kHelp =
    "usage: td-cli check [--defs DIR] [--strict] FILE...\n"
    "\n"
    "Checks level files the way the game loads them: the shape of the JSON, the\n"
    "map, the route from every spawn, the waves, where the hero starts (inside\n"
    "the map, on a passable cell that is no spawn or goal), and that every\n"
    "terrain, enemy, tower and hero kind named exists in the game's\n"
    "definitions. Every problem is printed on standard error with its file and\n"
    "JSON path, warnings (unknown keys, which the game ignores) too; standard\n"
    "output gets one line a file, \"FILE: ok\" or \"FILE: invalid\". The format\n"
    "is described in docs/level-format.md.\n"
    "\n"
    "A valid level is also warned about when it is impractical to play or to\n"
    "simulate: more than 2 hours of game time at 1x (the time to send every\n"
    "wave, with no wave called early, plus the last wave's straight walk to a\n"
    "goal at its kinds' speeds), or more than 100000 enemies in all.\n"
    "\n"
    "  --defs DIR   the folder of terrains.json, enemies.json, towers.json and\n"
    "               heroes.json (default: the installed game's, those of the\n"
    "               build's project, or ./assets/defs)\n"
    "  --strict     count warnings as problems too\n"
    "  --help       this text\n"
    "\n"
    "Exit status: 0 every level is valid, 1 some level is not (or cannot be\n"
    "read), 2 bad command line, unusable game definitions, or out of memory\n"
    "while reading a level.\n";

struct CheckOptions {
  std::vector<std::string> files;
  std::string defs;
  bool strict = false;
  bool help = false;
};

// Fills `options`, or returns what is wrong with the command line.
std::string parseOptions(CommandArgs args, CheckOptions& options) {
  static constexpr std::array kOptions{OptionSpec{"--strict"}, OptionSpec{"--defs", true}};
  ArgScanner scan(args, {.options = kOptions, .operands = true});
  while (const std::optional<Arg> arg = scan.next()) {
    if (arg->isOperand()) {
      options.files.emplace_back(arg->value);
    } else if (arg->option == "--strict") {
      options.strict = true;
    } else {
      options.defs = std::string(arg->value);
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  options.help = scan.help();
  if (options.help) return {};
  if (options.files.empty()) return "missing FILE: name at least one level to check";
  return {};
}

// "40 s", "12 min", "3.5 h", "166650 h": as precise as a rough estimate
// deserves.
std::string duration(double seconds) {
  char text[48];
  const double hours = seconds / 3600.0;
  if (seconds < 120.0) {
    std::snprintf(text, sizeof text, "%.0f s", seconds);
  } else if (seconds < 3600.0) {
    std::snprintf(text, sizeof text, "%.0f min", seconds / 60.0);
  } else if (hours >= 10.0 || hours == std::floor(hours)) {
    std::snprintf(text, sizeof text, "%.0f h", hours);
  } else {
    std::snprintf(text, sizeof text, "%.1f h", hours);
  }
  return text;
}

// Warnings for a valid level that would take too long to play, or to run
// through td-cli sim; see PlayEstimate.h for what is counted.
std::vector<JsonError> practicality(const LevelDef& level, const GameDefs& defs, const std::string& file) {
  std::vector<JsonError> warnings;
  const PlayEstimate estimate = estimatePlay(level, &defs);
  if (estimate.seconds() > kImpracticalPlaySeconds) {
    // td-cli's own warnings: English, as its output stays.
    warnings.push_back(
        {file, "waves",
         Phrase::verbatim("valid, but about " + duration(estimate.seconds()) + " of game time at 1x (" +
                          duration(estimate.sendSeconds) + " to send the waves, at least " +
                          duration(estimate.walkSeconds) + " for the last wave to walk): impractically long to " +
                          "play or to simulate (more than " + duration(kImpracticalPlaySeconds) + ")")});
  }
  if (estimate.enemies > kImpracticalEnemies) {
    warnings.push_back({file, "waves",
                        Phrase::verbatim("valid, but " + std::to_string(estimate.enemies) +
                                         " enemies in all: impractically many to play or to simulate (more than " +
                                         std::to_string(kImpracticalEnemies) + ")")});
  }
  return warnings;
}

}  // namespace

int runCheckCommand(CommandArgs args, std::ostream& out, std::ostream& err) {
  CheckOptions options;
  if (const std::string problem = parseOptions(args, options); !problem.empty()) {
    err << "td-cli check: " << problem << " (see td-cli check --help)\n";
    return kExitUsage;
  }
  if (options.help) {
    out << kHelp;
    return kExitOk;
  }
  const std::optional<GameData> data = loadGameData(options.defs, "check", err);
  if (!data) return kExitUsage;

  bool allValid = true;
  bool outOfMemory = false;
  for (const std::string& file : options.files) {
    LevelLoad load = loadLevel(file, data->terrains, &data->defs);
    if (load.ok()) {
      for (JsonError& w : practicality(load.level, data->defs, file)) load.warnings.push_back(std::move(w));
    }
    reportProblems(err, "check", load.errors, load.warnings);
    const bool valid = load.ok() && (!options.strict || load.warnings.empty());
    out << file << (valid ? ": ok\n" : ": invalid\n");
    allValid = allValid && valid;
    outOfMemory = outOfMemory || load.outOfMemory;
  }
  if (outOfMemory) return kExitUsage;
  return allValid ? kExitOk : kExitFailed;
}

}  // namespace td::cli
