#pragma once

#include <array>
#include <cstdint>

#include "game/audio/SoundId.h"

namespace td {

// Caps how often each sound may start, so that 500 towers firing in the same
// tick make a volley, not a wall of noise: at most `budget(id)` starts of a
// sound within any window of kSoundWindow seconds. Allocation-free.
inline constexpr double kSoundWindow = 0.1;

class SoundLimiter {
 public:
  static constexpr uint8_t kMaxBudget = 8;

  // Shots, hits and deaths get a few starts per window; one-off cues get one,
  // which also merges the duplicates of a single moment (two towers sold in one tick).
  SoundLimiter();

  // 0 mutes the sound; values above kMaxBudget are capped.
  void setBudget(SoundId id, uint8_t starts);
  uint8_t budget(SoundId id) const { return slots_[soundIndex(id)].budget; }

  // Whether `id` may start at `now` (seconds, any monotonic clock); counts the
  // start if so. A clock that jumps back (a restarted game) forgets the past.
  bool allow(SoundId id, double now);

  void reset();

 private:
  struct Slot {
    std::array<double, kMaxBudget> starts{};  // ring of the latest start times
    uint8_t next = 0;                         // oldest entry, overwritten next
    uint8_t used = 0;                         // entries filled so far
    uint8_t budget = 1;
  };
  std::array<Slot, kSoundCount> slots_{};
};

}  // namespace td
