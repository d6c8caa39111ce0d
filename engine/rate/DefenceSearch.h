#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "engine/rate/PlanRun.h"
#include "engine/rate/StepProposals.h"

namespace td {

// How many steps of the dearest tower kind the gold left must buy to call for SearchLimits::patienceWithGold.
inline constexpr int32_t kGoldInHandSteps = 5;

struct SearchLimits {
  uint32_t beam = 2;                     // plans kept from one turn to the next
  ProposalLimits proposals;              // steps tried on each kept plan
  uint64_t tickBudget = 2'000'000;       // simulated ticks the whole search may spend
  uint64_t tickLimit = 60ull * 60 * 60;  // a game that has not ended by then counts as lost
  int32_t horizonWaves = 2;              // waves past the latest new step after which a turn's extensions are compared
  uint32_t patience = 4;                 // turns without a better plan before giving up
  // The same while the best game loses lives and ends with gold enough for kGoldInHandSteps of the dearest tower kind
  // unspent: such a defence has more to try, and one step seldom shows it (against a strong last wave, a tower more
  // moves which enemy the towers shoot as much as it adds damage; on open grass with flat waves, the maze that held
  // every life came after seven turns without a better game).
  uint32_t patienceWithGold = 12;
  uint32_t maxSteps = 160;
  bool stopAtWin = false;  // enough to know the level can be won (the difficulty probes)
  unsigned threads = 2;
  const std::atomic<bool>* cancel = nullptr;  // checked between turns
};

struct SearchResult {
  PlanOutcome outcome;             // of the best plan found
  std::vector<PlanStep> steps;     // that plan
  std::vector<ActionDef> actions;  // its game as an actions file
  uint64_t ticksSimulated = 0;
  uint32_t evaluations = 0;  // games (or game ends) played
  uint32_t turns = 0;
  bool budgetSpent = false;
  bool cancelled = false;
};

// The automatic player's search for a defence: beam search over plans, one
// step a turn. Each turn extends every kept plan by each proposed step
// (engine/rate/StepProposals.h), plays every extension from the moment its
// parent's last step went in until `horizonWaves` more waves are cleared than
// when the latest of the new steps went in (the same waves for all, so that
// they compare fairly),
// and keeps the `beam` best by `better`; only those are played to the end
// of the game, which is what the search's best is judged by. It ends when no extension can be afforded, when
// `patience` turns bring nothing better, at a flawless win, or when the
// budget is spent; the budget is counted in simulated ticks and checked
// between turns, so the same limits and seed give the same plan on any
// machine and with any number of threads.
SearchResult searchDefence(const LevelDef& level, const GameDefs& defs, uint64_t seed, const SearchLimits& limits);
// The same search from a game under way: every plan it tries begins with
// `root`'s plan and its game, so the new steps go in no earlier than the tick
// the root was played to (the first-play player, engine/rate/FirstPlaySearch.h,
// resumes the game it has committed to so far; a root whose plan ends with a
// Wait it has passed gives plans that replay that game from the start). The
// goal is the root level's lives; the hero may be posted once more. With a
// root just made, this is the search above.
SearchResult searchDefence(const PlanRun& root, const SearchLimits& limits);

// Plays a finished plan again from the start (on another level's gold, for
// instance), never spending the last `reserve` gold; stopped short when `cancel` turns true.
PlanOutcome replayPlan(const LevelDef& level, const GameDefs& defs, uint64_t seed, const std::vector<PlanStep>& steps,
                       uint64_t tickLimit, std::vector<ActionDef>* actions = nullptr, int32_t reserve = 0,
                       const std::atomic<bool>* cancel = nullptr);

}  // namespace td
