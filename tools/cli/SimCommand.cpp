#include <array>
#include <charconv>
#include <cstdio>
#include <exception>
#include <fstream>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "engine/level/ChallengeLevel.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/ChallengeRules.h"
#include "engine/sim/World.h"
#include "io/ActionsJson.h"
#include "io/JsonOut.h"
#include "io/LevelJson.h"
#include "io/SimTraceWriter.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/GameData.h"
#include "tools/cli/TimeLimit.h"

namespace td::cli {
namespace {

constexpr uint64_t kDefaultMaxTicks = 60ull * 60 * 30;  // half an hour of play

constexpr std::string_view kHelp =
    "usage: td-cli sim --level FILE [--actions FILE] [--seed N] [--max-ticks N] [--max-seconds S]\n"
    "                  [--defs DIR] [--trace FILE [--trace-every N] [--trace-max-mb N]]\n"
    "                  [--challenge ID]\n"
    "\n"
    "Plays a level headless, 60 ticks a second, and prints one JSON object:\n"
    "result (won, lost, timeout or time_limit), ticks, lives, gold,\n"
    "waves_cleared, waves, enemies_killed, enemies_leaked, refused (the actions\n"
    "the game refused, with why) and state_hash (the simulation's state hash,\n"
    "in hex).\n"
    "\n"
    "  --level FILE      the level (.json)\n"
    "  --actions FILE    a JSON list of actions, each applied at the start of its\n"
    "                    tick: {\"tick\": T, \"build\": KIND, \"cell\": [x, y]},\n"
    "                    {\"tick\": T, \"upgrade\": [x, y]}, {\"tick\": T, \"sell\": [x, y]},\n"
    "                    {\"tick\": T, \"target\": [x, y], \"mode\": \"strongest\"},\n"
    "                    {\"tick\": T, \"next_wave\": true},\n"
    "                    {\"tick\": T, \"specialise\": [x, y], \"into\": SPEC}\n"
    "  --challenge ID    play the level's challenge of that id: its kinds, lives,\n"
    "                    gold and wave health, and the actions it forbids refused\n"
    "  --seed N          the random seed (default 1)\n"
    "  --max-ticks N     stop with result \"timeout\" after N ticks (default 108000)\n"
    "  --max-seconds S   stop with result \"time_limit\" once S seconds of wall time\n"
    "                    have passed, after the tick under way, and exit with 3\n"
    "                    (a level at the format's maxima would run for hours)\n"
    "  --defs DIR        the folder of terrains.json, enemies.json and towers.json\n"
    "                    (default: the installed game's, those of the build's\n"
    "                    project, or ./assets/defs)\n"
    "  --trace FILE      write every tick as JSON Lines (docs/trace-format.md): the\n"
    "                    tick, gold, lives, every enemy, tower and projectile, and\n"
    "                    the enemies killed or escaped since the line before;\n"
    "                    '-' writes to standard output, and the result object\n"
    "                    then goes to standard error\n"
    "  --trace-every N   with --trace: every N-th tick only (the first and the\n"
    "                    last are always written)\n"
    "  --trace-max-mb N  with --trace: stop writing the trace once it holds N\n"
    "                    megabytes (default 1024), saying so on standard error;\n"
    "                    the game plays on to its result\n"
    "  --help            this text\n"
    "\n"
    "Actions the game never reached (it ended first) are listed as refused too.\n"
    "A script holds at most 100000 actions in at most 16 MiB; a level at most\n"
    "32 MiB (docs/input-limits.md has every limit).\n"
    "\n"
    "Exit status: 0 the level ran (whatever its result), 2 bad command line,\n"
    "malformed input (every problem is printed with its file and JSON path) or\n"
    "out of memory while reading it, 3 the time limit of --max-seconds was\n"
    "reached (the result object is still printed).\n";

struct SimOptions {
  std::string level;
  std::string actions;
  std::string defs;
  uint64_t seed = 1;
  uint64_t maxTicks = kDefaultMaxTicks;
  std::optional<double> maxSeconds;
  std::string trace;
  uint64_t traceEvery = 1;
  uint64_t traceMaxMb = 1024;
  bool traceMaxGiven = false;
  bool traceEveryGiven = false;
  bool help = false;
  std::string challenge;
};

std::optional<uint64_t> parseCount(std::string_view text) {
  uint64_t value = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), value);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

// Fills `options`, or returns what is wrong with the command line.
std::string parseOptions(CommandArgs args, SimOptions& options) {
  static constexpr std::array kOptions{OptionSpec{"--level", true},        OptionSpec{"--actions", true},
                                       OptionSpec{"--seed", true},         OptionSpec{"--max-ticks", true},
                                       OptionSpec{"--defs", true},         OptionSpec{"--trace", true},
                                       OptionSpec{"--trace-every", true},  OptionSpec{"--max-seconds", true},
                                       OptionSpec{"--trace-max-mb", true}, OptionSpec{"--challenge", true}};
  // An empty --defs or --actions means the default, an empty --level is reported as missing below.
  ArgScanner scan(args, {.options = kOptions, .emptyValueOk = true});
  while (const std::optional<Arg> arg = scan.next()) {
    if (arg->option == "--level") {
      options.level = std::string(arg->value);
    } else if (arg->option == "--actions") {
      options.actions = std::string(arg->value);
    } else if (arg->option == "--defs") {
      options.defs = std::string(arg->value);
    } else if (arg->option == "--challenge") {
      options.challenge = std::string(arg->value);
    } else if (arg->option == "--trace") {
      if (arg->value.empty()) return "option --trace expects a file name, or - for standard output";
      options.trace = std::string(arg->value);
    } else if (arg->option == "--max-seconds") {
      options.maxSeconds = parseMaxSeconds(arg->value);
      if (!options.maxSeconds) {
        return "option --max-seconds expects a number of seconds above 0, found '" + std::string(arg->value) + "'";
      }
    } else {
      const auto n = parseCount(arg->value);
      if (!n) {
        return "option " + std::string(arg->option) + " expects a non-negative integer, found '" +
               std::string(arg->value) + "'";
      }
      if (arg->option == "--seed") {
        options.seed = *n;
      } else if (arg->option == "--trace-every") {
        if (*n == 0) return "option --trace-every expects a positive integer, found '0'";
        options.traceEvery = *n;
        options.traceEveryGiven = true;
      } else if (arg->option == "--trace-max-mb") {
        if (*n == 0 || *n > (uint64_t{1} << 30)) {
          return "option --trace-max-mb expects a number of megabytes from 1, found '" + std::string(arg->value) + "'";
        }
        options.traceMaxMb = *n;
        options.traceMaxGiven = true;
      } else {
        options.maxTicks = *n;
      }
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  options.help = scan.help();
  if (options.help) return {};
  if (options.level.empty()) return "missing --level FILE";
  if (options.traceEveryGiven && options.trace.empty()) return "--trace-every needs --trace FILE";
  if (options.traceMaxGiven && options.trace.empty()) return "--trace-max-mb needs --trace FILE";
  return {};
}

bool report(std::ostream& err, const std::vector<JsonError>& errors, const std::vector<JsonError>& warnings) {
  return reportProblems(err, "sim", errors, warnings);
}

std::string refusal(const CommandResult& r) {
  std::string reason = describe(r.status);
  if (r.status != CommandStatus::PlacementRefused) return reason;
  reason += ": ";
  reason += describe(r.placement.status);
  if (r.placement.status == PlacementStatus::SealsSpawn) {
    reason += " (spawn " + std::to_string(r.placement.spawn) + ", " +
              std::string(moverClassName(r.placement.moverClass)) + " route)";
  }
  if (r.placement.status == PlacementStatus::TrapsUnit) {
    reason += " (at [" + std::to_string(r.placement.trapped.x) + ", " + std::to_string(r.placement.trapped.y) + "])";
  }
  return reason;
}

const char* resultName(GameResult result, bool stoppedByClock) {
  if (stoppedByClock) return "time_limit";
  switch (result) {
    case GameResult::Won:
      return "won";
    case GameResult::Lost:
      return "lost";
    case GameResult::Playing:
      return "timeout";
  }
  return "timeout";
}

std::string hex(uint64_t value) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(value));
  return buf;
}

}  // namespace

int runSimCommand(CommandArgs args, std::ostream& out, std::ostream& err) {
  SimOptions options;
  if (const std::string problem = parseOptions(args, options); !problem.empty()) {
    err << "td-cli sim: " << problem << " (see td-cli sim --help)\n";
    return kExitUsage;
  }
  if (options.help) {
    out << kHelp;
    return kExitOk;
  }

  // The clock runs from the start: loading a large level is part of the work.
  const TimeLimit limit = options.maxSeconds ? TimeLimit(*options.maxSeconds) : TimeLimit();
  const std::optional<GameData> data = loadGameData(options.defs, "sim", err);
  if (!data) return kExitUsage;
  const GameDefs& defs = data->defs;
  const LevelLoad level = loadLevel(options.level, data->terrains, &defs);
  bool ok = report(err, level.errors, level.warnings);
  ActionsLoad actions;
  if (!options.actions.empty()) {
    actions = loadActions(options.actions, &defs);
    ok = report(err, actions.errors, actions.warnings) && ok;
  }
  if (!ok) return kExitUsage;

  LevelDef played = level.level;
  PlayRules rules;
  if (!options.challenge.empty()) {
    const ChallengeDef* challenge = findChallenge(level.level, options.challenge);
    if (challenge == nullptr) {
      err << "td-cli sim: " << options.level << " has no challenge '" << options.challenge << "'\n";
      return kExitUsage;
    }
    played = challengeLevel(level.level, *challenge);
    rules = challengeRules(*challenge);
  }
  std::optional<World> world;
  try {
    world.emplace(played, defs, options.seed, rules);
  } catch (const std::bad_alloc&) {
    err << "td-cli sim: " << options.level << ": out of memory while setting up the level\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    // The loader checked what the world requires; this is a safety net.
    err << "td-cli sim: " << options.level << ": " << e.what() << '\n';
    return kExitUsage;
  }

  // The trace goes to a file, or to standard output with the result moved
  // to standard error. Without --trace nothing of it runs.
  std::ofstream traceFile;
  std::ostream* traceOut = nullptr;
  std::ostream* resultOut = &out;
  if (options.trace == "-") {
    traceOut = &out;
    resultOut = &err;
  } else if (!options.trace.empty()) {
    traceFile.open(options.trace, std::ios::binary | std::ios::trunc);
    if (!traceFile) {
      err << "td-cli sim: " << options.trace << ": cannot write the trace file\n";
      return kExitUsage;
    }
    traceOut = &traceFile;
  }
  std::optional<SimTraceWriter> trace;
  if (traceOut != nullptr) {
    trace.emplace(*traceOut, options.traceEvery);
    trace->begin(*world);
  }

  // One refused action per line, so that a long list stays readable.
  std::vector<std::string> refused;
  auto refuse = [&](size_t index, const std::string& reason) {
    const ActionDef& a = actions.actions[index];
    refused.push_back("{\"index\": " + std::to_string(index) + ", \"tick\": " + std::to_string(a.tick) +
                      ", \"action\": " + actionToJson(a) + ", \"reason\": " + jsonString(reason) + "}");
  };
  size_t next = 0;
  bool stoppedByClock = false;
  bool traceCut = false;
  while (world->result() == GameResult::Playing && world->tick() < options.maxTicks) {
    if (limit.reached()) {
      stoppedByClock = true;
      break;
    }
    for (; next < actions.actions.size() && actions.actions[next].tick <= world->tick(); ++next) {
      const CommandResult r = applyAction(*world, actions.actions[next]);
      if (!r.ok()) refuse(next, refusal(r));
    }
    world->step();
    if (trace) {
      trace->observe(*world);
      // A level of many enemies writes megabytes a second of game: the trace stops at its cap, saying so, and
      // the game plays on to its result.
      if (trace->bytesWritten() >= options.traceMaxMb << 20) {
        err << "td-cli sim: the trace reached --trace-max-mb (" << options.traceMaxMb << " MB) at tick "
            << world->tick() << " and stops there; the game plays on\n";
        trace->finish(*world);
        trace.reset();
        traceCut = true;
      }
    }
  }
  if (trace || traceCut) {
    if (trace) trace->finish(*world);
    if (!*traceOut) {
      err << "td-cli sim: " << (options.trace == "-" ? "standard output" : options.trace)
          << ": writing the trace failed\n";
      return kExitUsage;
    }
  }
  for (; next < actions.actions.size(); ++next) {
    refuse(next, stoppedByClock                           ? "not reached: the run stopped at --max-seconds"
                 : world->result() == GameResult::Playing ? "not reached: the run stopped at --max-ticks"
                                                          : "not reached: the game was over");
  }

  std::ostream& o = *resultOut;
  o << "{\n";
  o << "  \"result\": \"" << resultName(world->result(), stoppedByClock) << "\",\n";
  o << "  \"ticks\": " << world->tick() << ",\n";
  o << "  \"lives\": " << world->lives() << ",\n";
  o << "  \"gold\": " << world->gold() << ",\n";
  o << "  \"waves_cleared\": " << world->wavesCleared() << ",\n";
  o << "  \"waves\": " << world->waveCount() << ",\n";
  o << "  \"enemies_killed\": " << world->enemiesKilled() << ",\n";
  o << "  \"enemies_leaked\": " << world->enemiesLeaked() << ",\n";
  o << "  \"score\": " << world->score() << ",\n";
  o << "  \"seed\": " << options.seed << ",\n";
  o << "  \"refused\": [";
  for (size_t i = 0; i < refused.size(); ++i) o << (i == 0 ? "\n    " : ",\n    ") << refused[i];
  o << (refused.empty() ? "],\n" : "\n  ],\n");
  o << "  \"state_hash\": \"" << hex(world->stateHash()) << "\"\n";
  o << "}\n";
  if (stoppedByClock) {
    err << "td-cli sim: " << timeLimitMessage(limit) << " at tick " << world->tick() << '\n';
    return kExitTimeLimit;
  }
  return kExitOk;
}

}  // namespace td::cli
