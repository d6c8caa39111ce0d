#include "game/audio/EventSounds.h"

#include <utility>

#include "game/audio/AudioPlayer.h"
#include "game/audio/SoundForEvent.h"

namespace td {

EventSounds::EventSounds(std::vector<AttackKind> towerAttacks) : towerAttacks_(std::move(towerAttacks)) {}

std::optional<SoundId> EventSounds::admit(const SimEvent& event, double now) {
  const std::optional<SoundId> id = soundFor(event, towerAttacks_);
  if (!id || !limiter_.allow(*id, now)) return std::nullopt;
  return id;
}

size_t EventSounds::play(std::span<const SimEvent> events, double now, AudioPlayer& player) {
  size_t started = 0;
  for (const SimEvent& event : events) {
    if (const std::optional<SoundId> id = admit(event, now)) {
      if (player.play(*id, 1.0f, pitchJitter(*id))) ++started;
    }
  }
  return started;
}

float EventSounds::pitchJitter(SoundId id) {
  switch (id) {
    case SoundId::ShootArrow:
    case SoundId::ShootCannon:
    case SoundId::ShootFrost:
    case SoundId::ShootLightning:
    case SoundId::Death:
      return 0.06f;
    case SoundId::Hit:
    case SoundId::Burst:
      return 0.1f;
    default:
      return 0.0f;
  }
}

}  // namespace td
