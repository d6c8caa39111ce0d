#include "engine/rate/PlanRun.h"

#include "engine/sim/RouteLength.h"

namespace td {
namespace {

// Refusals that a later tick may not repeat.
bool passing(const CommandResult& r) {
  switch (r.status) {
    case CommandStatus::NotEnoughGold:
    case CommandStatus::HeroDead:
    case CommandStatus::HeroInTheWay:
      return true;
    case CommandStatus::PlacementRefused:
      return r.placement.status == PlacementStatus::Occupied || r.placement.status == PlacementStatus::TrapsUnit;
    default:
      return false;
  }
}

}  // namespace

bool better(const PlanOutcome& a, const PlanOutcome& b) {
  const bool aWon = a.result == GameResult::Won;
  const bool bWon = b.result == GameResult::Won;
  if (aWon != bWon) return aWon;
  if (a.lives != b.lives) return a.lives > b.lives;
  if (a.killed != b.killed) return a.killed > b.killed;
  if (a.healthLeft != b.healthLeft) return a.healthLeft < b.healthLeft;
  if (a.leakedHealth != b.leakedHealth) return a.leakedHealth < b.leakedHealth;
  if (!aWon && a.ticks != b.ticks) return a.ticks > b.ticks;
  return a.gold > b.gold;
}

PlanRun::PlanRun(const LevelDef& level, const GameDefs& defs, uint64_t seed)
    : world_(level, defs, seed), startLives_(level.lives) {}

void PlanRun::step() {
  world_.step();
  if (firstLeak_ < 0 && world_.lives() < startLives_) {
    firstLeak_ = world_.wavesStarted();
    stepsAtFirstLeak_ = next_;
  }
}

void PlanRun::add(const PlanStep& step) { steps_.push_back(step); }

void PlanRun::applyDue() {
  while (next_ < steps_.size() && world_.result() == GameResult::Playing) {
    const PlanStep& step = steps_[next_];
    if (step.kind == PlanStepKind::Wait) {
      if (world_.wavesStarted() < step.waves) return;
      lastDropped_ = false;
      ++next_;
      continue;
    }
    if (stepCost(world_, step) > world_.gold() - reserve_) return;
    const CommandResult r = applyStep(world_, step);
    if (r.ok()) {
      actions_.push_back(stepAction(world_, step, world_.tick()));
      lastDropped_ = false;
    } else if (passing(r) && waited_ < kMaxWaitTicks) {
      ++waited_;
      return;
    } else {
      lastDropped_ = true;
    }
    waited_ = 0;
    ++next_;
  }
}

// Looked at every 256 ticks: an atomic load per tick would cost the search nothing much, but there is no need.
bool PlanRun::cancelled() const {
  return cancel_ != nullptr && (world_.tick() & 255u) == 0 && cancel_->load(std::memory_order_relaxed);
}

uint64_t PlanRun::settle(uint64_t tickLimit) {
  const uint64_t start = world_.tick();
  for (;;) {
    applyDue();
    if (!pending() || world_.result() != GameResult::Playing || world_.tick() >= tickLimit || cancelled()) break;
    step();
  }
  return world_.tick() - start;
}

uint64_t PlanRun::finish(uint64_t tickLimit, int32_t waves) {
  const uint64_t start = world_.tick();
  for (;;) {
    applyDue();
    if (world_.result() != GameResult::Playing || world_.tick() >= tickLimit || world_.wavesCleared() >= waves ||
        cancelled()) {
      break;
    }
    step();
  }
  return world_.tick() - start;
}

uint64_t PlanRun::playUntilStarted(uint64_t tickLimit, int32_t waves) {
  const uint64_t start = world_.tick();
  while (world_.wavesStarted() < waves) {
    applyDue();
    if (world_.result() != GameResult::Playing || world_.tick() >= tickLimit || cancelled()) break;
    step();
  }
  return world_.tick() - start;
}

PlanOutcome PlanRun::outcome() const {
  PlanOutcome o;
  o.result = world_.result();
  o.lives = world_.lives();
  o.gold = world_.gold();
  o.killed = world_.enemiesKilled();
  o.leaked = world_.enemiesLeaked();
  o.wavesCleared = world_.wavesCleared();
  o.ticks = world_.tick();
  o.firstLeak = firstLeak_;
  o.leakedHealth = world_.state().economy.leakedHealth;
  o.stretch = routeStretch(world_);
  const auto& enemies = world_.enemies();
  for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
    if (enemies.aliveAt(i) && enemies.at(i).state != EnemyState::Dying && enemies.at(i).state != EnemyState::Escaped) {
      o.healthLeft += enemies.at(i).health;
    }
  }
  return o;
}

}  // namespace td
