#include "engine/rate/FirstPlaySearch.h"

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace td {
namespace {

void addCost(SearchResult& total, const SearchResult& part) {
  total.ticksSimulated += part.ticksSimulated;
  total.evaluations += part.evaluations;
  total.turns += part.turns;
  total.budgetSpent = total.budgetSpent || part.budgetSpent;
  total.cancelled = total.cancelled || part.cancelled;
}

}  // namespace

SearchResult searchFirstPlay(const LevelDef& level, const GameDefs& defs, uint64_t seed, const SearchLimits& limits) {
  const auto waves = static_cast<int32_t>(level.waves.size());
  SearchResult result;
  std::vector<PlanStep> plan;  // committed so far
  // Window w (0-based) runs from the start of wave w - 1 (the game's start for
  // w = 0) to the start of wave w, and shows waves 0 to w.
  for (int32_t w = 0; w < waves; ++w) {
    if (limits.cancel && limits.cancel->load()) {
      result.cancelled = true;
      break;
    }
    const bool last = w + 1 == waves;
    LevelDef seen = level;
    seen.waves.resize(static_cast<size_t>(w) + 1);
    PlanRun root(seen, defs, seed);
    root.setCancel(limits.cancel);
    for (const PlanStep& step : plan) root.add(step);
    if (w > 0) {
      PlanStep wait;
      wait.kind = PlanStepKind::Wait;
      wait.waves = w;
      root.add(wait);
    }
    // The committed game, up to the window's opening.
    result.ticksSimulated += root.settle(limits.tickLimit);
    if (root.world().result() != GameResult::Playing || root.pending()) break;

    SearchLimits window = limits;
    const uint64_t left = limits.tickBudget > result.ticksSimulated ? limits.tickBudget - result.ticksSimulated : 0;
    window.tickBudget = left / static_cast<uint64_t>(waves - w);
    window.stopAtWin = last && limits.stopAtWin;
    // What a window finds is kept: one plan greedily extended (a probe's beam) too often commits a window to a
    // defence that the next wave breaks.
    window.beam = std::max<uint32_t>(limits.beam, 2);
    // A window sees one wave ahead and has its share of the budget: the longer patience with gold in hand spent the
    // shares of the windows still to come (Mudflats' first-play probes found no least gold at budget 30 with it).
    window.patienceWithGold = limits.patience;
    const SearchResult found = searchDefence(root, window);
    addCost(result, found);
    if (last) {
      plan = found.steps;
      break;
    }
    // Keep what goes in before the window closes: after that the screen shows one wave more.
    PlanRun run(seen, defs, seed);
    run.setCancel(limits.cancel);
    for (const PlanStep& step : found.steps) run.add(step);
    result.ticksSimulated += run.playUntilStarted(limits.tickLimit, w + 1);
    plan.assign(found.steps.begin(), found.steps.begin() + static_cast<std::ptrdiff_t>(run.stepsDone()));
  }
  // The plan on the whole level: the game the windows built, played to its end.
  result.outcome = replayPlan(level, defs, seed, plan, limits.tickLimit, &result.actions, 0, limits.cancel);
  result.ticksSimulated += result.outcome.ticks;
  ++result.evaluations;
  result.steps = std::move(plan);
  return result;
}

}  // namespace td
