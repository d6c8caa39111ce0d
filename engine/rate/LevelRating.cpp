#include "engine/rate/LevelRating.h"

#include <algorithm>
#include <cmath>

#include "engine/rate/FirstPlaySearch.h"
#include "engine/sim/OfferedTowers.h"

namespace td {
namespace {

constexpr int32_t kFirstProbeGold = 256;

class Rater {
 public:
  Rater(const LevelDef& level, const GameDefs& defs, const RateOptions& options)
      : level_(level), defs_(defs), options_(options) {
    total_ = static_cast<uint64_t>(std::max(0.0, options.budgetSeconds) * static_cast<double>(kTicksPerBudgetSecond));
    total_ = std::max<uint64_t>(total_, 1);
    probeBudget_ = total_ - total_ / 3;
  }

  LevelRating rate() {
    LevelRating r;
    r.startGold = level_.gold;
    r.minGold = leastWinningGold(r);
    const double need = r.minGold >= 0 ? r.minGold : 2.0 * kMaxProbeGold;
    r.difficulty = need / static_cast<double>(std::max(1, level_.gold));

    SearchLimits best = limits(total_ / 3, false, 2);
    // It begins with the defence that won with the least gold, when that is no more than the level's: with more gold,
    // the steps that made the most of little (the maze, on a maze level) still stand, and the search spends its turns
    // on what the extra gold adds rather than on finding them again.
    const auto least = std::min_element(winners_.begin(), winners_.end(),
                                        [](const Winner& a, const Winner& b) { return a.gold < b.gold; });
    const bool fromLeast = least != winners_.end() && least->gold <= level_.gold;
    const SearchResult own = search(level_.gold, best, r, fromLeast ? least->steps : std::vector<PlanStep>{});
    r.outcome = own.outcome;
    r.steps = own.steps;
    r.actions = own.actions;
    // A defence that won a probe may do better with the level's gold: played
    // as it is, and, when it was found with less gold, holding the rest back,
    // which replays its winning game exactly.
    for (const Winner& w : winners_) {
      if (stopped()) break;
      tryDefence(w.steps, 0, r);
      if (w.gold < level_.gold) tryDefence(w.steps, level_.gold - w.gold, r);
    }
    r.won = r.outcome.result == GameResult::Won;
    return r;
  }

 private:
  bool stopped() const { return options_.cancel != nullptr && options_.cancel->load(); }

  // Plays `steps` with the level's gold, never spending the last `reserve`,
  // and keeps the game if it beats the best so far.
  void tryDefence(const std::vector<PlanStep>& steps, int32_t reserve, LevelRating& r) const {
    std::vector<ActionDef> actions;
    const PlanOutcome o =
        replayPlan(level_, defs_, options_.seed, steps, SearchLimits{}.tickLimit, &actions, reserve, options_.cancel);
    r.ticksSimulated += o.ticks;
    ++r.evaluations;
    if (better(o, r.outcome)) {
      r.outcome = o;
      r.steps = steps;
      r.actions = std::move(actions);
    }
  }

  SearchLimits limits(uint64_t budget, bool stopAtWin, uint32_t beam) const {
    SearchLimits l;
    l.tickBudget = budget;
    l.stopAtWin = stopAtWin;
    l.beam = beam;
    l.threads = options_.threads;
    l.proposals.maze = options_.maze;
    if (!options_.upgrades) l.proposals.upgrades = 0;
    if (!options_.upgrades || !options_.specialisations) l.proposals.specialisations = 0;
    l.cancel = options_.cancel;
    return l;
  }

  // From `start` when given: the search begins with the part of that plan that goes in, with `gold`, before the
  // game's first life is lost, so that its own steps can answer that leak (appended to the whole plan, they would
  // go in only after its last step, however late that is).
  SearchResult search(int32_t gold, const SearchLimits& limits, LevelRating& r,
                      const std::vector<PlanStep>& start = {}) {
    LevelDef level = level_;
    level.gold = gold;
    SearchResult s;
    if (stopped()) {
      r.cancelled = true;
      return s;
    }
    if (options_.firstPlay) {
      s = searchFirstPlay(level, defs_, options_.seed, limits);
    } else {
      size_t kept = start.size();
      if (!start.empty()) {
        PlanRun whole(level, defs_, options_.seed);
        whole.setCancel(options_.cancel);
        for (const PlanStep& step : start) whole.add(step);
        s.ticksSimulated += whole.finish(limits.tickLimit);
        kept = whole.stepsBeforeFirstLeak();
      }
      PlanRun root(level, defs_, options_.seed);
      root.setCancel(options_.cancel);
      for (size_t i = 0; i < kept; ++i) root.add(start[i]);
      s.ticksSimulated += root.settle(limits.tickLimit);
      const uint64_t rootTicks = s.ticksSimulated;
      s = searchDefence(root, limits);
      s.ticksSimulated += rootTicks;
    }
    r.ticksSimulated += s.ticksSimulated;
    r.evaluations += s.evaluations;
    r.budgetSpent = r.budgetSpent || s.budgetSpent;
    r.cancelled = r.cancelled || s.cancelled;
    if (options_.progress) {
      options_.progress(
          std::min(1.0f, static_cast<float>(static_cast<double>(r.ticksSimulated) / static_cast<double>(total_))));
    }
    return s;
  }

  // Does some defence win with `gold`? The defences that won earlier probes
  // are tried first (a game each); only then does a search run. Budget and
  // probe order do not depend on the level's own gold.
  bool wins(int32_t gold, LevelRating& r) {
    ++r.probes;
    LevelDef level = level_;
    level.gold = gold;
    for (auto w = winners_.rbegin(); w != winners_.rend() && !stopped(); ++w) {
      const PlanOutcome o =
          replayPlan(level, defs_, options_.seed, w->steps, SearchLimits{}.tickLimit, nullptr, 0, options_.cancel);
      r.ticksSimulated += o.ticks;
      ++r.evaluations;
      if (o.result == GameResult::Won) {
        noteWin(gold, o, r);
        return true;
      }
    }
    if (probeSearch(gold, options_.maze, lost_, r)) return true;
    // On a maze level, a player who may build a maze may also do without one: where walls led the search astray, the
    // search without them is tried too, so that the maze's moves never make a level rate harder than it does with
    // `--no-maze` (on an open field of mud with tougher late waves, the maze's search alone found no win below
    // 256 gold, the search without walls one with 90).
    return options_.maze && isMazeLevel(level_, defs_) && !stopped() && probeSearch(gold, false, lostPlain_, r);
  }

  // One probe's search, with half of the probes' budget left: the first probes, far from the least gold, are
  // cheap (they stop at the first win), the last ones need the most. It begins with `lost`, the best plan of
  // the last probe it lost, and updates it.
  bool probeSearch(int32_t gold, bool maze, std::vector<PlanStep>& lost, LevelRating& r) {
    const uint64_t left = probeBudget_ > spentOnProbes_ ? probeBudget_ - spentOnProbes_ : 0;
    SearchLimits l = limits(std::max<uint64_t>(left / 2, 1), true, 1);
    l.proposals.maze = maze;
    const uint64_t before = r.ticksSimulated;
    const SearchResult s = search(gold, l, r, lost);
    spentOnProbes_ += r.ticksSimulated - before;
    if (s.outcome.result != GameResult::Won) {
      lost = s.steps;
      return false;
    }
    winners_.push_back({gold, s.steps});
    noteWin(gold, s.outcome, r);
    return true;
  }

  // The probes only ever win with less gold than the least so far, or more than every loss: the win with the
  // least gold is the latest with less than the one before it.
  void noteWin(int32_t gold, const PlanOutcome& o, LevelRating& r) {
    if (leastWin_ >= 0 && gold >= leastWin_) return;
    leastWin_ = gold;
    r.leastGoldOutcome = o;
  }

  int32_t leastWinningGold(LevelRating& r) {
    if (wins(0, r)) return 0;
    int32_t lo = 0;
    int32_t hi = kFirstProbeGold;
    while (!wins(hi, r)) {
      if (r.cancelled || hi >= kMaxProbeGold) return -1;
      lo = hi;
      hi *= 2;
    }
    while (!r.cancelled && hi - lo > std::max(5, hi / 20)) {
      // Multiples of 5, as gold in the game comes.
      const int32_t mid = (lo + hi) / 2 / 5 * 5;
      if (mid <= lo) break;
      (wins(mid, r) ? hi : lo) = mid;
    }
    return r.cancelled ? -1 : hi;
  }

  const LevelDef& level_;
  const GameDefs& defs_;
  const RateOptions& options_;
  uint64_t total_ = 1;
  uint64_t probeBudget_ = 0;
  uint64_t spentOnProbes_ = 0;
  struct Winner {
    int32_t gold = 0;  // the probe's starting gold
    std::vector<PlanStep> steps;
  };
  std::vector<Winner> winners_;  // of the probes won so far, in probe order
  int32_t leastWin_ = -1;        // the least gold a probe was won with so far
  // The best plan of the last probe lost. Probes lost all have less gold than every probe still to come, so
  // each search begins with it: a plan that nearly held with less gold is most of one that holds with more,
  // and a search from nothing spends its turns rebuilding it (with the maze's moves, the searches of the
  // larger probes ran out of budget doing so and no probe was won).
  std::vector<PlanStep> lost_;
  std::vector<PlanStep> lostPlain_;  // the same for the searches without walls
};

}  // namespace

LevelRating rateLevel(const LevelDef& level, const GameDefs& defs, const RateOptions& options) {
  return Rater(level, defs, options).rate();
}

}  // namespace td
