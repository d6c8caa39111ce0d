#pragma once

#include <atomic>
#include <climits>
#include <cstdint>
#include <vector>

#include "engine/rate/PlanStep.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/World.h"

namespace td {

// What a played plan came to.
struct PlanOutcome {
  GameResult result = GameResult::Playing;  // Playing: the tick limit came first
  int32_t lives = 0;
  int32_t gold = 0;
  int32_t killed = 0;
  int32_t leaked = 0;
  int32_t wavesCleared = 0;
  uint64_t ticks = 0;
  float healthLeft = 0.0f;    // of the enemies still on the map, for games cut short
  float leakedHealth = 0.0f;  // the leaked enemies had left as they reached a goal
  int32_t firstLeak = -1;     // waves started when the first life was lost; -1: none was
  double stretch = 1.0;       // the routes' length over the open level's (engine/sim/RouteLength.h)
};

// The automatic player's order of merit: a win over anything else, then
// more lives kept, then more enemies killed, then less enemy health left on
// the map, then less health leaked (a defence that nearly stops the enemy
// that got through is nearer to the next life kept: without this, a search
// that must stack several towers against one strong leaker sees no step
// help and stops), then (among losses) a later end, then more gold left.
bool better(const PlanOutcome& a, const PlanOutcome& b);

// One game played from a defence plan: each step is applied at the start of
// the first tick at which the world can afford it, in plan order. A step the
// world refuses for a passing reason (an enemy on the cell, the hero down)
// is tried again every tick for a while; one refused for good (it would seal
// a route, the tower is maxed) is dropped. A Wait holds the steps after it
// until the world has started its number of waves. Copyable, so that a search can
// branch from the moment a plan's last step went in instead of replaying the
// game from the start.
class PlanRun {
 public:
  // Ten seconds: longer than any enemy takes to cross a cell.
  static constexpr uint32_t kMaxWaitTicks = 600;

  PlanRun(const LevelDef& level, const GameDefs& defs, uint64_t seed);

  // The step joins the end of the plan; the next play() tries it.
  void add(const PlanStep& step);
  // Gold the plan never spends: with `reserve` more starting gold than a
  // plan was made for, it plays the very same game (gold changes nothing
  // else), so a defence that wins with little gold wins with more.
  void setReserve(int32_t reserve) { reserve_ = reserve; }
  // When `cancel` turns true, the game stops where it is within a few hundred ticks (settle, finish and
  // playUntilStarted return early): a search told to stop (td-cli rate --max-seconds, the editor's Cancel) does
  // not wait for the game under way, which on a level of a million enemies took tens of seconds. Copies keep it.
  void setCancel(const std::atomic<bool>* cancel) { cancel_ = cancel; }
  // Plays until every step of the plan is applied or dropped, the game ends,
  // or the world reaches tick `tickLimit`. Returns the ticks simulated.
  uint64_t settle(uint64_t tickLimit);
  // Plays on to the end of the game, tick `tickLimit`, or the tick when
  // `waves` waves have been cleared; returns the ticks simulated.
  uint64_t finish(uint64_t tickLimit, int32_t waves = INT32_MAX);
  // Plays on until `waves` waves have started, the game ends, or the world
  // reaches tick `tickLimit`; it stops on the tick the last of those waves
  // started, before any step goes in on it. Returns the ticks simulated.
  uint64_t playUntilStarted(uint64_t tickLimit, int32_t waves);

  PlanOutcome outcome() const;
  const World& world() const { return world_; }
  // For queries that use the world's caches (placementAt); the game itself
  // changes only through the plan.
  World& world() { return world_; }
  const std::vector<PlanStep>& steps() const { return steps_; }
  // The commands applied so far, at the ticks they were applied: an actions
  // file that replays this game exactly.
  const std::vector<ActionDef>& actions() const { return actions_; }
  bool pending() const { return next_ < steps_.size(); }
  // The steps behind the game so far, applied or dropped: the plan's first stepsDone().
  size_t stepsDone() const { return next_; }
  // The plan's steps behind the game when its first life was lost (stepsDone() then); all of them while none has been.
  size_t stepsBeforeFirstLeak() const { return firstLeak_ < 0 ? steps_.size() : stepsAtFirstLeak_; }
  // Was the last step of the plan dropped rather than applied?
  bool lastDropped() const { return lastDropped_; }

 private:
  bool cancelled() const;
  // Applies the steps that are due this tick; false when the plan waits.
  void applyDue();
  void step();

  World world_;
  std::vector<PlanStep> steps_;
  std::vector<ActionDef> actions_;
  size_t next_ = 0;
  int32_t startLives_ = 0;
  int32_t reserve_ = 0;
  const std::atomic<bool>* cancel_ = nullptr;
  int32_t firstLeak_ = -1;
  size_t stepsAtFirstLeak_ = 0;
  uint32_t waited_ = 0;  // ticks the next step has been refused for a passing reason
  bool lastDropped_ = false;
};

}  // namespace td
