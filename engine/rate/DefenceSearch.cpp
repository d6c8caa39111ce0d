#include "engine/rate/DefenceSearch.h"

#include <algorithm>
#include <climits>
#include <memory>

#include "engine/rate/MazeMoves.h"
#include "engine/rate/ParallelFor.h"
#include "engine/rate/RouteTraffic.h"
#include "engine/sim/World.h"

namespace td {
namespace {

struct Node {
  PlanRun run;          // right after the plan's last step went in
  PlanOutcome outcome;  // of its game played to the turn's horizon, then to the end once kept
  uint64_t endHash = 0;
  bool heroPosted = false;
};

// One extension of a kept plan: a step, or a line of walls bought together.
struct Task {
  size_t parent = 0;
  std::vector<PlanStep> steps;
};

// The gold that, left unspent by a game that lost lives, calls for more patience: kGoldInHandSteps of the dearest
// tower kind the level offers.
int32_t goldInHand(const World& world) {
  int32_t dearest = 0;
  const GameDefs& defs = world.defs();
  for (size_t k = 0; k < defs.towers.size(); ++k) {
    const TowerDef& def = defs.towers[k];
    if (!def.levels.empty() && world.towerAllowed(static_cast<uint16_t>(k))) {
      dearest = std::max(dearest, def.levels[0].cost);
    }
  }
  return kGoldInHandSteps * std::max(dearest, 1);
}

bool goalMet(const PlanOutcome& o, const LevelDef& level, bool stopAtWin) {
  if (o.result != GameResult::Won) return false;
  return stopAtWin || o.lives >= level.lives;
}

// Applies one extension's steps; null when one was dropped or never afforded.
std::unique_ptr<Node> extend(const Node& parent, const Task& task, uint64_t tickLimit, uint64_t& ticks) {
  PlanRun run = parent.run;
  bool posted = parent.heroPosted;
  ticks = 0;
  for (const PlanStep& step : task.steps) {
    run.add(step);
    ticks += run.settle(tickLimit);
    if (run.pending() || run.lastDropped()) return nullptr;
    posted = posted || step.kind == PlanStepKind::HeroPost;
  }
  return std::make_unique<Node>(Node{std::move(run), {}, 0, posted});
}

// Plays a copy of the node's game to `until` and records how it stands.
uint64_t playOut(Node& node, uint64_t tickLimit, int32_t waves) {
  PlanRun end = node.run;
  const uint64_t ticks = end.finish(tickLimit, waves);
  node.outcome = end.outcome();
  node.endHash = end.world().stateHash();
  return ticks;
}

}  // namespace

SearchResult searchDefence(const LevelDef& level, const GameDefs& defs, uint64_t seed, const SearchLimits& limits) {
  return searchDefence(PlanRun(level, defs, seed), limits);
}

SearchResult searchDefence(const PlanRun& root, const SearchLimits& limits) {
  const LevelDef& level = root.world().level();
  SearchResult result;
  // Told to stop before it began: not even a copy of the game (a large level's takes seconds).
  if (limits.cancel != nullptr && limits.cancel->load()) {
    result.cancelled = true;
    result.steps = root.steps();
    return result;
  }
  std::vector<std::unique_ptr<Node>> beam;
  {
    // Every game of the search is a copy of these, and so stops within a few hundred ticks of a cancel.
    PlanRun end = root;
    end.setCancel(limits.cancel);
    result.ticksSimulated += end.finish(limits.tickLimit);
    result.evaluations = 1;
    result.outcome = end.outcome();
    result.steps = root.steps();
    result.actions = end.actions();
    beam.push_back(std::make_unique<Node>(Node{root, result.outcome, end.world().stateHash(), false}));
    beam.back()->run.setCancel(limits.cancel);
  }
  const int32_t wall = limits.proposals.maze ? wallKind(beam[0]->run.world()) : -1;
  const int32_t inHand = goldInHand(beam[0]->run.world());

  RouteTraffic traffic;
  RouteProbe probe;
  std::vector<PlanStep> proposals;
  MazeMoves mazeMoves;
  std::vector<Task> tasks;
  uint32_t idle = 0;
  while (!goalMet(result.outcome, level, limits.stopAtWin) && result.turns < limits.maxSteps) {
    if (result.ticksSimulated >= limits.tickBudget) {
      result.budgetSpent = true;
      break;
    }
    if (limits.cancel && limits.cancel->load()) {
      result.cancelled = true;
      break;
    }
    tasks.clear();
    for (size_t p = 0; p < beam.size(); ++p) {
      World& world = beam[p]->run.world();
      measureTraffic(world, traffic);
      proposeSteps(world, traffic, limits.proposals, beam[p]->heroPosted, probe, proposals);
      for (const PlanStep& step : proposals) tasks.push_back({p, {step}});
      if (wall < 0) continue;
      proposeMazeMoves(world, static_cast<uint16_t>(wall), limits.proposals.mazeRuns, limits.threads, mazeMoves);
      for (const MazeMove& m : mazeMoves.proposed) {
        Task& t = tasks.emplace_back();
        t.parent = p;
        for (const Cell c : mazeMoves.cellsOf(m)) {
          PlanStep& step = t.steps.emplace_back();
          step.kind = PlanStepKind::Build;
          step.tower = static_cast<uint16_t>(wall);
          step.cell = c;
        }
      }
    }
    if (tasks.empty()) break;

    std::vector<std::unique_ptr<Node>> children(tasks.size());
    std::vector<uint64_t> spent(tasks.size(), 0);
    // Once told to stop, no more copies of the game are made (on a 4096 x 4096 level each is hundreds of
    // megabytes, and copying them took longer than playing them); games under way stop within a few hundred ticks.
    const auto stopped = [&limits] {
      return limits.cancel != nullptr && limits.cancel->load(std::memory_order_relaxed);
    };
    parallelFor(tasks.size(), limits.threads, [&](size_t i) {
      if (!stopped()) children[i] = extend(*beam[tasks[i].parent], tasks[i], limits.tickLimit, spent[i]);
    });
    std::vector<size_t> order;
    int32_t cleared = 0;
    for (size_t i = 0; i < children.size(); ++i) {
      if (!children[i]) continue;
      order.push_back(i);
      cleared = std::max(cleared, children[i]->run.world().wavesCleared());
    }
    // Far enough to see the first wave that got through the kept plans'
    // defences: that is the wave the next step must answer.
    int32_t horizon = cleared + limits.horizonWaves;
    for (const auto& parent : beam) {
      if (parent->outcome.firstLeak > 0) horizon = std::max(horizon, parent->outcome.firstLeak);
    }
    parallelFor(order.size(), limits.threads,
                [&](size_t k) { spent[order[k]] += playOut(*children[order[k]], limits.tickLimit, horizon); });
    for (uint64_t t : spent) result.ticksSimulated += t;
    result.evaluations += static_cast<uint32_t>(tasks.size());
    ++result.turns;
    if (order.empty()) break;

    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return better(children[a]->outcome, children[b]->outcome); });
    // Two plans in the same state at the horizon played the same game: keep one.
    std::vector<std::unique_ptr<Node>> next;
    for (size_t i : order) {
      if (next.size() == limits.beam) break;
      const bool seen =
          std::any_of(next.begin(), next.end(), [&](const auto& n) { return n->endHash == children[i]->endHash; });
      if (!seen) next.push_back(std::move(children[i]));
    }
    std::vector<uint64_t> endSpent(next.size(), 0);
    parallelFor(next.size(), limits.threads,
                [&](size_t k) { endSpent[k] = playOut(*next[k], limits.tickLimit, INT32_MAX); });
    for (uint64_t t : endSpent) result.ticksSimulated += t;
    // A turn cut short by a cancel compared games that did not end: the best stays that of the last whole turn.
    if (stopped()) {
      result.cancelled = true;
      break;
    }
    std::stable_sort(next.begin(), next.end(),
                     [](const auto& a, const auto& b) { return better(a->outcome, b->outcome); });
    if (better(next.front()->outcome, result.outcome)) {
      result.outcome = next.front()->outcome;
      result.steps = next.front()->run.steps();
      result.actions = next.front()->run.actions();
      idle = 0;
    } else if (++idle >= (result.outcome.lives < level.lives && result.outcome.gold >= inHand ? limits.patienceWithGold
                                                                                              : limits.patience)) {
      break;
    }
    beam = std::move(next);
  }
  return result;
}

PlanOutcome replayPlan(const LevelDef& level, const GameDefs& defs, uint64_t seed, const std::vector<PlanStep>& steps,
                       uint64_t tickLimit, std::vector<ActionDef>* actions, int32_t reserve,
                       const std::atomic<bool>* cancel) {
  PlanRun run(level, defs, seed);
  run.setReserve(reserve);
  run.setCancel(cancel);
  for (const PlanStep& step : steps) run.add(step);
  run.finish(tickLimit);
  if (actions) *actions = run.actions();
  return run.outcome();
}

}  // namespace td
