#pragma once

#include <ostream>
#include <span>
#include <string_view>

namespace td::cli {

// Exit codes shared by every subcommand.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;     // the command ran, and what it checked did not hold
inline constexpr int kExitUsage = 2;      // bad command line, malformed input file, or out of memory reading it
inline constexpr int kExitTimeLimit = 3;  // --max-seconds ran out before the work was done
// The output could not be written (a full disk, a closed pipe): whatever the command found is lost, so its own
// status (1 "not won" for rate, "invalid" for check) would say something nobody read.
inline constexpr int kExitOutputLost = 4;

using CommandArgs = std::span<const std::string_view>;

// A subcommand gets the arguments after its name; it writes results to `out`
// and problems to `err`, and returns the exit code.
struct Command {
  std::string_view name;
  std::string_view summary;
  int (*run)(CommandArgs args, std::ostream& out, std::ostream& err);
};

// One entry point per subcommand, each in its own file; main.cpp lists them.
int runPathCommand(CommandArgs args, std::ostream& out, std::ostream& err);
int runSimCommand(CommandArgs args, std::ostream& out, std::ostream& err);
int runCheckCommand(CommandArgs args, std::ostream& out, std::ostream& err);
int runFmtCommand(CommandArgs args, std::ostream& out, std::ostream& err);
int runNavCommand(CommandArgs args, std::ostream& out, std::ostream& err);
int runRateCommand(CommandArgs args, std::ostream& out, std::ostream& err);

}  // namespace td::cli
