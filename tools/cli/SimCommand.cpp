#include <array>
#include <charconv>
#include <cstdio>
#include <exception>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "engine/sim/ActionDef.h"
#include "engine/sim/World.h"
#include "io/ActionsJson.h"
#include "io/LevelJson.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/GameData.h"

namespace td::cli {
namespace {

constexpr uint64_t kDefaultMaxTicks = 60ull * 60 * 30;  // half an hour of play

constexpr std::string_view kHelp =
    "usage: td-cli sim --level FILE [--actions FILE] [--seed N] [--max-ticks N] [--defs DIR]\n"
    "\n"
    "Plays a level headless, 60 ticks a second, and prints one JSON object:\n"
    "result (won, lost or timeout), ticks, lives, gold, waves_cleared, waves,\n"
    "enemies_killed, enemies_leaked, refused (the actions the game refused, with\n"
    "why) and state_hash (the simulation's state hash, in hex).\n"
    "\n"
    "  --level FILE      the level (.json)\n"
    "  --actions FILE    a JSON list of actions, each applied at the start of its\n"
    "                    tick: {\"tick\": T, \"build\": KIND, \"cell\": [x, y]},\n"
    "                    {\"tick\": T, \"upgrade\": [x, y]}, {\"tick\": T, \"sell\": [x, y]},\n"
    "                    {\"tick\": T, \"target\": [x, y], \"mode\": \"strongest\"},\n"
    "                    {\"tick\": T, \"next_wave\": true}\n"
    "  --seed N          the random seed (default 1)\n"
    "  --max-ticks N     stop with result \"timeout\" after N ticks (default 108000)\n"
    "  --defs DIR        the folder of terrains.json, enemies.json and towers.json\n"
    "                    (default: assets/defs beside the executable's build\n"
    "                    folder, or ./assets/defs)\n"
    "  --help            this text\n"
    "\n"
    "Actions the game never reached (it ended first) are listed as refused too.\n"
    "\n"
    "Exit status: 0 the level ran (whatever its result), 2 bad command line or\n"
    "malformed input (every problem is printed with its file and JSON path).\n";

struct SimOptions {
  std::string level;
  std::string actions;
  std::string defs;
  uint64_t seed = 1;
  uint64_t maxTicks = kDefaultMaxTicks;
  bool help = false;
};

std::optional<uint64_t> parseCount(std::string_view text) {
  uint64_t value = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), value);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

// Fills `options`, or returns what is wrong with the command line.
std::string parseOptions(CommandArgs args, SimOptions& options) {
  static constexpr std::array kOptions{OptionSpec{"--level", true}, OptionSpec{"--actions", true},
                                       OptionSpec{"--seed", true}, OptionSpec{"--max-ticks", true},
                                       OptionSpec{"--defs", true}};
  // An empty --defs or --actions means the default, an empty --level is reported as missing below.
  ArgScanner scan(args, {.options = kOptions, .emptyValueOk = true});
  while (const std::optional<Arg> arg = scan.next()) {
    if (arg->option == "--level") {
      options.level = std::string(arg->value);
    } else if (arg->option == "--actions") {
      options.actions = std::string(arg->value);
    } else if (arg->option == "--defs") {
      options.defs = std::string(arg->value);
    } else {
      const auto n = parseCount(arg->value);
      if (!n) {
        return "option " + std::string(arg->option) + " expects a non-negative integer, found '" +
               std::string(arg->value) + "'";
      }
      if (arg->option == "--seed") {
        options.seed = *n;
      } else {
        options.maxTicks = *n;
      }
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  options.help = scan.help();
  if (options.help) return {};
  if (options.level.empty()) return "missing --level FILE";
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
  if (r.placement.status == PlacementStatus::SealsSpawn) reason += " (spawn " + std::to_string(r.placement.spawn) + ")";
  if (r.placement.status == PlacementStatus::TrapsUnit) {
    reason += " (at [" + std::to_string(r.placement.trapped.x) + ", " + std::to_string(r.placement.trapped.y) + "])";
  }
  return reason;
}

const char* resultName(GameResult result) {
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

std::string jsonText(const std::string& text) {
  return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
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

  std::optional<World> world;
  try {
    world.emplace(level.level, defs, options.seed);
  } catch (const std::exception& e) {
    // The loader checked what the world requires; this is a safety net.
    err << "td-cli sim: " << options.level << ": " << e.what() << '\n';
    return kExitUsage;
  }

  // One refused action per line, so that a long list stays readable.
  std::vector<std::string> refused;
  auto refuse = [&](size_t index, const std::string& reason) {
    const ActionDef& a = actions.actions[index];
    refused.push_back("{\"index\": " + std::to_string(index) + ", \"tick\": " + std::to_string(a.tick) +
                      ", \"action\": " + actionToJson(a) + ", \"reason\": " + jsonText(reason) + "}");
  };
  size_t next = 0;
  while (world->result() == GameResult::Playing && world->tick() < options.maxTicks) {
    for (; next < actions.actions.size() && actions.actions[next].tick <= world->tick(); ++next) {
      const CommandResult r = applyAction(*world, actions.actions[next]);
      if (!r.ok()) refuse(next, refusal(r));
    }
    world->step();
  }
  for (; next < actions.actions.size(); ++next) {
    refuse(next, world->result() == GameResult::Playing ? "not reached: the run stopped at --max-ticks"
                                                        : "not reached: the game was over");
  }

  out << "{\n";
  out << "  \"result\": \"" << resultName(world->result()) << "\",\n";
  out << "  \"ticks\": " << world->tick() << ",\n";
  out << "  \"lives\": " << world->lives() << ",\n";
  out << "  \"gold\": " << world->gold() << ",\n";
  out << "  \"waves_cleared\": " << world->wavesCleared() << ",\n";
  out << "  \"waves\": " << world->waveCount() << ",\n";
  out << "  \"enemies_killed\": " << world->enemiesKilled() << ",\n";
  out << "  \"enemies_leaked\": " << world->enemiesLeaked() << ",\n";
  out << "  \"score\": " << world->score() << ",\n";
  out << "  \"seed\": " << options.seed << ",\n";
  out << "  \"refused\": [";
  for (size_t i = 0; i < refused.size(); ++i) out << (i == 0 ? "\n    " : ",\n    ") << refused[i];
  out << (refused.empty() ? "],\n" : "\n  ],\n");
  out << "  \"state_hash\": \"" << hex(world->stateHash()) << "\"\n";
  out << "}\n";
  return kExitOk;
}

}  // namespace td::cli
