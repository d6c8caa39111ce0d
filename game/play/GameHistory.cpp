#include "game/play/GameHistory.h"

#include <algorithm>

#include "engine/sim/World.h"

namespace td {

void GameHistory::observe(const World& world) {
  if (over_) return;
  const uint64_t tick = world.tick();
  // Counters rather than events: a wave called by a command between two steps has its event cleared by the
  // next step.
  const auto started = static_cast<size_t>(std::max(0, world.wavesStarted() - world.firstWave()));
  while (waveTicks_.size() < started) {
    waveTicks_.push_back(tick);
    leaks_.push_back(0);
  }
  if (!leaks_.empty()) leaks_.back() += world.enemiesLeaked() - leaked_;
  leaked_ = world.enemiesLeaked();
  over_ = world.result() != GameResult::Playing;
  if (samples_.empty() || tick >= samples_.back().tick + kSampleTicks || over_) {
    samples_.push_back({tick, world.lives(), world.gold()});
  }
}

}  // namespace td
