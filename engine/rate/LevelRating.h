#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/rate/DefenceSearch.h"

namespace td {

struct RateOptions {
  uint64_t seed = 1;
  // The search's size, in nominal seconds: each buys kTicksPerBudgetSecond
  // simulated ticks, whatever the machine, so a budget always gives the same
  // rating; on a two-core machine of 2026 a budget second takes roughly a
  // second of wall time on small levels.
  double budgetSeconds = 20.0;
  unsigned threads = 2;
  // False: the automatic player never lengthens a route (StepProposals.h's ProposalLimits::maze).
  bool maze = true;
  // True: the first-play rating, by a player that knows only the waves the screen has shown
  // (engine/rate/FirstPlaySearch.h) where the search otherwise knows every wave to come.
  bool firstPlay = false;
  // False: the automatic player never upgrades (nor specialises), or never specialises: the rules of a challenge
  // that forbids it (engine/level/ChallengeDef.h).
  bool upgrades = true;
  bool specialisations = true;
  const std::atomic<bool>* cancel = nullptr;
  // Called between turns with the share of the budget spent, 0 to 1.
  std::function<void(float)> progress;
};

inline constexpr uint64_t kTicksPerBudgetSecond = 1'000'000;
// The difficulty probes look for the least starting gold that wins in
// [0, kMaxProbeGold]; levels not won with that much rate as beyond it.
inline constexpr int32_t kMaxProbeGold = 16'384;

struct LevelRating {
  bool won = false;       // the best defence found wins with the level's own gold
  double difficulty = 0;  // minGold / the level's gold: higher is harder, 1 = all of it is needed
  int32_t minGold = -1;   // least starting gold found to win; -1: none up to kMaxProbeGold
  int32_t startGold = 0;
  PlanOutcome outcome;  // of the best defence with the level's gold
  // Of the defence that won with minGold: where gold is short, what the automatic player found strongest (its
  // stretch is how much it relied on the maze).
  PlanOutcome leastGoldOutcome;
  std::vector<PlanStep> steps;     // that defence
  std::vector<ActionDef> actions;  // its game, for td-cli sim or a test play
  uint64_t ticksSimulated = 0;
  uint32_t evaluations = 0;
  uint32_t probes = 0;
  bool budgetSpent = false;
  bool cancelled = false;
};

// Rates a level (docs/rating.md). First the least starting gold with which
// the automatic player still wins (two thirds of the budget): probes of
// fixed amounts, doubling from 256 and then halving the interval, each
// trying the defences that won earlier probes before it searches; nothing
// in them depends on the level's own gold, so the same level with less gold
// rates harder, never easier. Then the best defence with the level's gold
// (the last third, and the probes' winning defences replayed with it, also
// holding back the gold they were not given, which replays their winning
// games exactly: a level rated at most 1 is always won). With
// `options.firstPlay`, every search is the first-play player's, and the
// defences replayed are its plans, whose waits keep each step from going in
// before the player knew what it knew when deciding it.
LevelRating rateLevel(const LevelDef& level, const GameDefs& defs, const RateOptions& options);

}  // namespace td
