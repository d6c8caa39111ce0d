#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace td {

class World;

// A game's course for the result screen's charts: lives and gold once a second of game time (and at the end),
// the ticks each wave started at, and how many enemies got through while each wave was the latest. Read off
// the world after every step, so a rewound or resumed game, replayed from its journal, has the same history
// as the game it continues.
class GameHistory {
 public:
  struct Sample {
    uint64_t tick = 0;
    int32_t lives = 0;
    int32_t gold = 0;
  };

  void observe(const World& world);

  std::span<const Sample> samples() const { return samples_; }
  std::span<const uint64_t> waveTicks() const { return waveTicks_; }
  // By wave in the order started (0 is the first wave played).
  std::span<const int32_t> leaksByWave() const { return leaks_; }

  static constexpr uint64_t kSampleTicks = 60;

 private:
  std::vector<Sample> samples_;
  std::vector<uint64_t> waveTicks_;
  std::vector<int32_t> leaks_;
  int32_t leaked_ = 0;
  bool over_ = false;
};

}  // namespace td
