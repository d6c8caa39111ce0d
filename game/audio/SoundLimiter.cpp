#include "game/audio/SoundLimiter.h"

#include <algorithm>

namespace td {

SoundLimiter::SoundLimiter() {
  for (const SoundId id : {SoundId::ShootArrow, SoundId::ShootCannon, SoundId::ShootFrost, SoundId::ShootLightning}) {
    setBudget(id, 2);
  }
  setBudget(SoundId::Hit, 3);
  setBudget(SoundId::Burst, 2);
  setBudget(SoundId::Death, 3);
  setBudget(SoundId::Leak, 2);
  setBudget(SoundId::Click, 2);
  setBudget(SoundId::Sword, 2);
  setBudget(SoundId::HeroOrder, 2);
}

void SoundLimiter::setBudget(SoundId id, uint8_t starts) {
  Slot& slot = slots_[soundIndex(id)];
  slot.budget = std::min(starts, kMaxBudget);
  slot.next = 0;
  slot.used = 0;
}

bool SoundLimiter::allow(SoundId id, double now) {
  Slot& slot = slots_[soundIndex(id)];
  if (slot.budget == 0) return false;
  if (slot.used > 0) {
    const uint8_t newest = static_cast<uint8_t>((slot.next + slot.used - 1) % slot.budget);
    if (now < slot.starts[newest]) slot.used = 0;  // the clock went back
  }
  if (slot.used < slot.budget) {
    slot.starts[(slot.next + slot.used) % slot.budget] = now;
    ++slot.used;
    return true;
  }
  // Full: the oldest of the last `budget` starts must have left the window.
  if (now - slot.starts[slot.next] < kSoundWindow) return false;
  slot.starts[slot.next] = now;
  slot.next = static_cast<uint8_t>((slot.next + 1) % slot.budget);
  return true;
}

void SoundLimiter::reset() {
  for (Slot& slot : slots_) {
    slot.next = 0;
    slot.used = 0;
  }
}

}  // namespace td
