#include <array>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>

#include "engine/level/ChallengeLevel.h"
#include "engine/rate/LevelRating.h"
#include "engine/sim/ChallengeRules.h"
#include "io/ActionsJson.h"
#include "io/AtomicFile.h"
#include "io/LevelJson.h"
#include "tools/cli/ArgScanner.h"
#include "tools/cli/Command.h"
#include "tools/cli/GameData.h"
#include "tools/cli/TimeLimit.h"

namespace td::cli {
namespace {

constexpr std::string_view kHelp =
    "usage: td-cli rate --level FILE [--json] [--budget-s S] [--out ACTIONS.json]\n"
    "                   [--seed N] [--threads N] [--defs DIR] [--no-maze] [--first-play]\n"
    "                   [--max-seconds S] [--challenge ID]\n"
    "\n"
    "Plays a level headless with an automatic player that searches for a defence\n"
    "(docs/rating.md), and reports whether it won, the best defence it found, and\n"
    "the level's difficulty: the least starting gold with which it still wins,\n"
    "as a share of the level's own gold (higher is harder; 1 means all of it is\n"
    "needed, above 1 that the level's gold was not enough).\n"
    "\n"
    "  --level FILE      the level (.json)\n"
    "  --json            print one JSON object: won, difficulty, lives, gold_left,\n"
    "                    ticks, min_gold, start_gold, enemies_killed, actions,\n"
    "                    stretch (the routes' length at the end over the open\n"
    "                    level's), min_gold_stretch (the same for the defence\n"
    "                    that won with min_gold), games, ticks_simulated,\n"
    "                    budget_spent, seconds, and time_limit (true) when\n"
    "                    --max-seconds stopped it\n"
    "  --budget-s S      the size of the search in nominal seconds (default 20):\n"
    "                    each buys a fixed number of simulated ticks, so a budget\n"
    "                    gives the same result on any machine\n"
    "  --out FILE        write the best defence as an actions file; td-cli sim\n"
    "                    --actions FILE replays it to the same result\n"
    "  --seed N          the random seed (default 1)\n"
    "  --threads N       simulate on N threads (default 2; the result does not\n"
    "                    depend on it)\n"
    "  --defs DIR        the folder of the game's definitions (as for td-cli sim)\n"
    "  --no-maze         never build where it would lengthen a route (walls\n"
    "                    included): the least gold over that of a normal rating\n"
    "                    is what the maze is worth on the level\n"
    "  --first-play      rate the level as a first play: the automatic player\n"
    "                    knows only what the screen shows (the waves sent and the\n"
    "                    next wave's preview) and decides wave by wave; --json\n"
    "                    adds first_play (true) and first_life_lost_wave (the\n"
    "                    wave under way when the first life was lost, -1 for\n"
    "                    none)\n"
    "  --challenge ID    rate the level's challenge of that id (its kinds, lives,\n"
    "                    gold and wave health; an upgrade it forbids is never\n"
    "                    proposed); --json adds challenge\n"
    "  --max-seconds S   stop the search once S seconds of wall time have passed\n"
    "                    (loading included), at the end of the turn under way,\n"
    "                    and report the best found so far; the budget, not the\n"
    "                    clock, is what makes a rating repeatable\n"
    "  --help            this text\n"
    "\n"
    "Exit status: 0 a winning defence was found, 1 none was, 2 bad command line or\n"
    "malformed input, 3 --max-seconds stopped the search.\n";

struct RateCommandOptions {
  std::string level;
  std::string out;
  std::string defs;
  bool json = false;
  double budget = 20.0;
  uint64_t seed = 1;
  unsigned threads = 2;
  bool maze = true;
  bool firstPlay = false;
  bool help = false;
  std::string challenge;
  std::optional<double> maxSeconds;
};

template <typename T>
std::optional<T> parseNumber(std::string_view text) {
  T value{};
  const auto r = std::from_chars(text.data(), text.data() + text.size(), value);
  if (r.ec != std::errc() || r.ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string parseOptions(CommandArgs args, RateCommandOptions& o) {
  static constexpr std::array kOptions{
      OptionSpec{"--level", true},       OptionSpec{"--json", false},    OptionSpec{"--budget-s", true},
      OptionSpec{"--out", true},         OptionSpec{"--seed", true},     OptionSpec{"--threads", true},
      OptionSpec{"--defs", true},        OptionSpec{"--no-maze", false}, OptionSpec{"--first-play", false},
      OptionSpec{"--max-seconds", true}, OptionSpec{"--challenge", true}};
  ArgScanner scan(args, {.options = kOptions});
  while (const std::optional<Arg> arg = scan.next()) {
    const std::string value(arg->value);
    if (arg->option == "--level") {
      o.level = value;
    } else if (arg->option == "--json") {
      o.json = true;
    } else if (arg->option == "--no-maze") {
      o.maze = false;
    } else if (arg->option == "--first-play") {
      o.firstPlay = true;
    } else if (arg->option == "--out") {
      o.out = value;
    } else if (arg->option == "--challenge") {
      o.challenge = value;
    } else if (arg->option == "--defs") {
      o.defs = value;
    } else if (arg->option == "--budget-s") {
      const auto b = parseNumber<double>(arg->value);
      if (!b || !std::isfinite(*b) || *b <= 0.0 || *b > 86400.0) {
        return "option --budget-s expects a number of seconds above 0 (at most 86400), found '" + value + "'";
      }
      o.budget = *b;
    } else if (arg->option == "--max-seconds") {
      o.maxSeconds = parseMaxSeconds(arg->value);
      if (!o.maxSeconds) return "option --max-seconds expects a number of seconds above 0, found '" + value + "'";
    } else if (arg->option == "--seed") {
      const auto s = parseNumber<uint64_t>(arg->value);
      if (!s) return "option --seed expects a non-negative integer, found '" + value + "'";
      o.seed = *s;
    } else {
      const auto t = parseNumber<unsigned>(arg->value);
      if (!t || *t == 0 || *t > 64) return "option --threads expects an integer from 1 to 64, found '" + value + "'";
      o.threads = *t;
    }
  }
  if (!scan.problem().empty()) return scan.problem();
  o.help = scan.help();
  if (o.help) return {};
  if (o.level.empty()) return "missing --level FILE";
  return {};
}

std::string fixed(double value, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

void printText(std::ostream& out, const std::string& file, const LevelRating& r, bool firstPlay, double budget,
               double seconds) {
  const PlanOutcome& o = r.outcome;
  out << "level:      " << file << '\n';
  if (firstPlay) {
    out << "first play: the player knows only the waves sent and the next one's preview; ";
    if (o.firstLeak > 0) {
      out << "its first life is lost in wave " << o.firstLeak << '\n';
    } else {
      out << "it loses no life\n";
    }
  }
  if (r.won) {
    out << "won:        yes, with " << o.lives << " lives left, " << o.gold << " gold left, after " << o.ticks
        << " ticks (" << fixed(static_cast<double>(o.ticks) / 3600.0, 1) << " min at 1x)\n";
  } else {
    out << "won:        no (best found: " << o.killed << " enemies killed, lost at tick " << o.ticks << ")\n";
  }
  out << "difficulty: " << fixed(r.difficulty, 2);
  if (r.minGold >= 0) {
    out << " (wins with " << r.minGold << " of its " << r.startGold << " starting gold, its maze making the routes "
        << fixed(r.leastGoldOutcome.stretch, 2) << "x as long)\n";
  } else {
    out << " (no win found with up to " << kMaxProbeGold << " starting gold)\n";
  }
  out << "defence:    " << r.actions.size() << " actions; its maze makes the routes " << fixed(o.stretch, 2)
      << "x as long as on the open level\n";
  out << "search:     " << r.evaluations << " games, " << r.ticksSimulated << " ticks simulated, " << r.probes
      << " gold probes, " << fixed(seconds, 1) << " s (budget " << fixed(budget, 1) << " s"
      << (r.budgetSpent ? ", spent" : "") << ")\n";
  if (r.cancelled) out << "stopped:    at --max-seconds, before the search was done\n";
}

// `challenge` is a plain id (io checks it) or empty.
void printJson(std::ostream& out, const LevelRating& r, bool firstPlay, const std::string& challenge, double seconds) {
  out << "{\"won\": " << (r.won ? "true" : "false") << ", \"difficulty\": " << fixed(r.difficulty, 4)
      << ", \"lives\": " << r.outcome.lives << ", \"gold_left\": " << r.outcome.gold
      << ", \"ticks\": " << r.outcome.ticks << ", \"min_gold\": " << r.minGold << ", \"start_gold\": " << r.startGold
      << ", \"enemies_killed\": " << r.outcome.killed << ", \"actions\": " << r.actions.size()
      << ", \"stretch\": " << fixed(r.outcome.stretch, 4)
      << ", \"min_gold_stretch\": " << fixed(r.minGold >= 0 ? r.leastGoldOutcome.stretch : 1.0, 4)
      << ", \"games\": " << r.evaluations << ", \"ticks_simulated\": " << r.ticksSimulated
      << ", \"budget_spent\": " << (r.budgetSpent ? "true" : "false");
  if (r.cancelled) out << ", \"time_limit\": true";
  if (firstPlay) out << ", \"first_play\": true, \"first_life_lost_wave\": " << r.outcome.firstLeak;
  if (!challenge.empty()) out << ", \"challenge\": \"" << challenge << '"';
  out << ", \"seconds\": " << fixed(seconds, 3) << "}\n";
}

}  // namespace

int runRateCommand(CommandArgs args, std::ostream& out, std::ostream& err) {
  RateCommandOptions options;
  if (const std::string problem = parseOptions(args, options); !problem.empty()) {
    err << "td-cli rate: " << problem << " (see td-cli rate --help)\n";
    return kExitUsage;
  }
  if (options.help) {
    out << kHelp;
    return kExitOk;
  }
  // The clock runs from the start, loading included; a watch sets the search's cancel flag when it runs out,
  // which the search reads between turns.
  std::atomic<bool> cancel{false};
  std::optional<std::jthread> watch;
  if (options.maxSeconds) {
    watch.emplace([&cancel, seconds = *options.maxSeconds](const std::stop_token& stop) {
      std::mutex m;
      std::condition_variable_any woken;
      std::unique_lock lock(m);
      if (!woken.wait_for(lock, stop, std::chrono::duration<double>(seconds), [] { return false; })) cancel = true;
    });
  }
  const std::optional<GameData> data = loadGameData(options.defs, "rate", err);
  if (!data) return kExitUsage;
  const LevelLoad level = loadLevel(options.level, data->terrains, &data->defs);
  if (!reportProblems(err, "rate", level.errors, level.warnings)) return kExitUsage;

  RateOptions rate;
  LevelDef played = level.level;
  if (!options.challenge.empty()) {
    const ChallengeDef* challenge = findChallenge(level.level, options.challenge);
    if (challenge == nullptr) {
      std::string known;
      for (const ChallengeDef& c : level.level.challenges) known += (known.empty() ? "" : ", ") + c.id;
      err << "td-cli rate: " << options.level << " has no challenge '" << options.challenge << "' (it has "
          << (known.empty() ? "none" : known) << ")\n";
      return kExitUsage;
    }
    played = challengeLevel(level.level, *challenge);
    const PlayRules rules = challengeRules(*challenge);
    rate.upgrades = !forbids(rules, ActionKind::Upgrade);
    rate.specialisations = !forbids(rules, ActionKind::Specialise);
  }
  rate.seed = options.seed;
  rate.budgetSeconds = options.budget;
  rate.threads = options.threads;
  rate.maze = options.maze;
  rate.firstPlay = options.firstPlay;
  if (options.maxSeconds) rate.cancel = &cancel;
  const auto start = std::chrono::steady_clock::now();
  const LevelRating r = rateLevel(played, data->defs, rate);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (watch) watch->request_stop();

  if (!options.out.empty()) {
    const AtomicWriteResult w = writeFileAtomically(options.out, actionsToJson(r.actions));
    if (!w.ok) {
      err << "td-cli rate: " << options.out << ": " << w.error.english() << '\n';
      return kExitUsage;
    }
  }
  if (options.json) {
    printJson(out, r, options.firstPlay, options.challenge, seconds);
  } else {
    printText(out, options.level, r, options.firstPlay, options.budget, seconds);
  }
  if (r.cancelled) return kExitTimeLimit;
  return r.won ? kExitOk : kExitFailed;
}

}  // namespace td::cli
