#include <array>
#include <csignal>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <new>
#include <string_view>
#include <vector>

#include "tools/cli/Command.h"

namespace td::cli {
namespace {

constexpr std::array kCommands{
    Command{"path", "run a Moving AI grid benchmark (map + scenarios) through the route finders", runPathCommand},
    Command{"sim", "play a level headless, optionally with scripted actions, and print the outcome", runSimCommand},
    Command{"check", "validate level files and report every problem with its JSON path", runCheckCommand},
    Command{"fmt", "rewrite level files in canonical form", runFmtCommand},
    Command{"nav", "build a level's navigation mesh as OBJ, or answer path queries on a mesh", runNavCommand},
    Command{"rate", "play a level with the automatic player: its best defence and the level's difficulty",
            runRateCommand},
};

void printUsage(std::ostream& out) {
  out << "usage: td-cli <command> [options]\n"
         "       td-cli <command> --help\n\n"
         "commands:\n";
  for (const Command& c : kCommands) out << "  " << std::left << std::setw(8) << c.name << c.summary << '\n';
  out << "\nExit status: 0 success, 1 a check failed, 2 bad command line, malformed input or out of\n"
         "memory, 3 the time limit of --max-seconds reached (path, sim, rate), 4 the output could\n"
         "not be written (a full disk, a closed pipe).\n";
}

int dispatch(const std::vector<std::string_view>& args) {
  if (args.empty()) {
    printUsage(std::cerr);
    return kExitUsage;
  }
  const std::string_view name = args.front();
  if (name == "--help" || name == "-h" || name == "help") {
    printUsage(std::cout);
    return kExitOk;
  }
  for (const Command& c : kCommands) {
    if (c.name == name) return c.run(CommandArgs(args).subspan(1), std::cout, std::cerr);
  }
  std::cerr << "td-cli: unknown command '" << name << "' (see td-cli --help)\n";
  return kExitUsage;
}

}  // namespace
}  // namespace td::cli

int main(int argc, char** argv) {
  // A reader that closes the pipe early (`| head`) makes the next write fail, checked below as any lost output is,
  // rather than killing the program with SIGPIPE before it can say so.
  std::signal(SIGPIPE, SIG_IGN);
  std::vector<std::string_view> args;
  for (int i = 1; i < argc; ++i) args.emplace_back(argv[i]);
  int code = td::cli::kExitUsage;
  // The loaders name the file that did not fit in memory; running out of it
  // anywhere else ends here, with a message rather than an abort.
  try {
    code = td::cli::dispatch(args);
  } catch (const std::bad_alloc&) {
    std::cerr << "td-cli: out of memory\n";
  }
  // Output that did not reach its reader (a full disk, a closed pipe) is a
  // failure, not a success with the result lost.
  std::cout.flush();
  if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
    std::cerr << "td-cli: cannot write to standard output; the output is lost\n";
    return td::cli::kExitOutputLost;
  }
  return code;
}
