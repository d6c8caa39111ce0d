#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/sim/SimEvent.h"
#include "engine/sim/TowerDef.h"
#include "game/audio/SoundId.h"
#include "game/audio/SoundLimiter.h"

namespace td {

class AudioPlayer;

// Turns each tick's simulation events into sounds: soundFor() picks the
// sound, the SoundLimiter drops what would pile up, and frequent sounds get
// a little random pitch so a volley does not sound like one sample looped.
class EventSounds {
 public:
  // `towerAttacks[kind]` is the attack of tower kind `kind` (see towerAttacks(GameDefs)).
  explicit EventSounds(std::vector<AttackKind> towerAttacks = {});

  // The sound to start for `event` at `now` seconds, if any survives the limiter.
  std::optional<SoundId> admit(const SimEvent& event, double now);

  // Plays the admitted sounds of `events`; returns how many started.
  size_t play(std::span<const SimEvent> events, double now, AudioPlayer& player);

  SoundLimiter& limiter() { return limiter_; }

  // Random pitch spread used for `id` (0 for cues that should sound the same every time).
  static float pitchJitter(SoundId id);

 private:
  std::vector<AttackKind> towerAttacks_;
  SoundLimiter limiter_;
};

}  // namespace td
