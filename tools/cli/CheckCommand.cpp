#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
    "  --defs DIR   the folder of terrains.json, enemies.json, towers.json and\n"
    "               heroes.json (default: assets/defs beside the executable's\n"
    "               build folder, or ./assets/defs)\n"
    "  --strict     count warnings as problems too\n"
    "  --help       this text\n"
    "\n"
    "Exit status: 0 every level is valid, 1 some level is not (or cannot be\n"
    "read), 2 bad command line or unusable game definitions.\n";

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
  for (const std::string& file : options.files) {
    const LevelLoad load = loadLevel(file, data->terrains, &data->defs);
    reportProblems(err, "check", load.errors, load.warnings);
    const bool valid = load.ok() && (!options.strict || load.warnings.empty());
    out << file << (valid ? ": ok\n" : ": invalid\n");
    allValid = allValid && valid;
  }
  return allValid ? kExitOk : kExitFailed;
}

}  // namespace td::cli
