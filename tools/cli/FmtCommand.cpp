#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/InputFile.h"
#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/GameData.h"

namespace td::cli {
namespace {

constexpr std::string_view kHelp =
    "usage: td-cli fmt [--defs DIR] [--drop-unknown] FILE [-o OUT]\n"
    "       td-cli fmt [--defs DIR] [--drop-unknown] FILE...\n"
    "       td-cli fmt --check [--defs DIR] FILE...\n"
    "\n"
    "Rewrites levels in canonical form, the form the game and the editor save:\n"
    "fixed key order, one map row and one wave group a line, every optional key\n"
    "written out (but \"towers\"), seconds with a decimal point. Without -o each\n"
    "FILE is replaced in place, atomically (a temporary file beside it, synced,\n"
    "then renamed over it); a file already in canonical form is left untouched.\n"
    "A level with errors is never written: its problems are printed, as by\n"
    "td-cli check, and the file stays as it was. A read-only file, or one with\n"
    "other hard links, is not replaced (write it elsewhere with -o).\n"
    "\n"
    "  -o, --output OUT  write the one FILE to OUT instead ('-': standard output)\n"
    "  --check           write nothing; name each FILE not in canonical form\n"
    "  --drop-unknown    write even when a level has unknown keys, leaving them\n"
    "                    out (otherwise such a level is refused, so that nothing\n"
    "                    is lost without asking)\n"
    "  --defs DIR        the folder of terrains.json, enemies.json and towers.json\n"
    "                    (default: as td-cli check)\n"
    "  --help            this text\n"
    "\n"
    "Exit status: 0 every level written (or, with --check, already canonical),\n"
    "1 some level is invalid, would lose unknown keys, is not canonical (--check)\n"
    "or could not be written, 2 bad command line, unusable game definitions or\n"
    "out of memory while reading a level.\n";

struct FmtOptions {
  std::vector<std::string> files;
  std::optional<std::string> output;
  std::string defs;
  bool check = false;
  bool dropUnknown = false;
  bool help = false;
};

// Fills `options`, or returns what is wrong with the command line.
std::string parseOptions(CommandArgs args, FmtOptions& options) {
  static constexpr std::array kOptions{OptionSpec{"--check"}, OptionSpec{"--drop-unknown"}, OptionSpec{"--defs", true},
                                       OptionSpec{"-o", true}, OptionSpec{"--output", true}};
  ArgScanner scan(args, {.options = kOptions, .operands = true});
  while (const std::optional<Arg> arg = scan.next()) {
    if (arg->isOperand()) {
      options.files.emplace_back(arg->value);
    } else if (arg->option == "--check") {
      options.check = true;
    } else if (arg->option == "--drop-unknown") {
      options.dropUnknown = true;
    } else if (arg->option == "--defs") {
      options.defs = std::string(arg->value);
    } else if (options.output) {
      return "option -o given twice";
    } else {
      options.output = std::string(arg->value);
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  options.help = scan.help();
  if (options.help) return {};
  if (options.files.empty()) return "missing FILE: name the level to rewrite";
  if (options.check && options.output) return "--check writes nothing, so it takes no -o";
  if (options.output && options.files.size() != 1) return "-o takes exactly one FILE";
  return {};
}

// Why the file at `path` may not be replaced by a new one; empty when it may (or does not exist yet).
std::string replaceRefusal(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return {};
  // The mode bits too: the superuser may write anything, but a file nobody may write was made so on purpose.
  if (::access(path.c_str(), W_OK) != 0 || (st.st_mode & 0222) == 0)
    return "the file is read-only (make it writable, or write elsewhere with -o)";
  if (st.st_nlink > 1) {
    return "the file has " + std::to_string(st.st_nlink) +
           " hard links, and writing a new one would cut it off from the others (write elsewhere with -o)";
  }
  return {};
}

// Formats one file; returns whether it went as asked. Running out of memory
// sets `outOfMemory`.
bool formatOne(const std::string& file, const FmtOptions& options, const GameData& data, std::ostream& out,
               std::ostream& err, bool& outOfMemory) {
  const LevelLoad load = loadLevel(file, data.terrains, &data.defs);
  reportProblems(err, "fmt", load.errors, load.warnings);
  outOfMemory = outOfMemory || load.outOfMemory;
  if (!load.ok()) {
    err << "td-cli fmt: " << file << ": not written: the level has errors\n";
    return false;
  }
  const std::string canonical = levelToJson(load.level);
  // Read again to compare, under the same limit: the file may have changed
  // since, even into a FIFO or something endless.
  const InputFile current = readInputFile(file, kMaxLevelBytes);
  const bool isCanonical = current.ok() && current.text == canonical;
  if (options.check) {
    if (!isCanonical) out << file << ": not in canonical form\n";
    return isCanonical;
  }
  if (!load.warnings.empty() && !options.dropUnknown) {
    err << "td-cli fmt: " << file
        << ": not written: the canonical form would drop the unknown keys above (remove them, or pass "
           "--drop-unknown)\n";
    return false;
  }
  if (options.output && *options.output == "-") {
    out << canonical;
    return true;
  }
  const std::string target = options.output.value_or(file);
  if (!options.output && isCanonical) {
    out << file << ": already in canonical form\n";
    return true;
  }
  // The save writes a new file and renames it over the old one: that would replace a file its owner made
  // read-only, and cut the file off from its other hard links. Neither is fmt's to decide.
  if (const std::string why = replaceRefusal(target); !why.empty()) {
    err << "td-cli fmt: " << target << ": not written: " << why << "\n";
    return false;
  }
  const LevelSave save = saveLevel(load.level, target, &data.defs);
  if (!save.ok()) {
    reportProblems(err, "fmt", save.errors, {});
    err << "td-cli fmt: " << target << ": not written; the old file, if any, is unchanged\n";
    return false;
  }
  out << target << ": written\n";
  return true;
}

}  // namespace

int runFmtCommand(CommandArgs args, std::ostream& out, std::ostream& err) {
  FmtOptions options;
  if (const std::string problem = parseOptions(args, options); !problem.empty()) {
    err << "td-cli fmt: " << problem << " (see td-cli fmt --help)\n";
    return kExitUsage;
  }
  if (options.help) {
    out << kHelp;
    return kExitOk;
  }
  const std::optional<GameData> data = loadGameData(options.defs, "fmt", err);
  if (!data) return kExitUsage;
  bool ok = true;
  bool outOfMemory = false;
  for (const std::string& file : options.files) ok = formatOne(file, options, *data, out, err, outOfMemory) && ok;
  if (outOfMemory) return kExitUsage;
  return ok ? kExitOk : kExitFailed;
}

}  // namespace td::cli
