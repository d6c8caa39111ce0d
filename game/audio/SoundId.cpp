#include "game/audio/SoundId.h"

namespace td {

std::string_view soundName(SoundId id) {
  switch (id) {
    case SoundId::ShootArrow:
      return "shoot_arrow";
    case SoundId::ShootCannon:
      return "shoot_cannon";
    case SoundId::ShootFrost:
      return "shoot_frost";
    case SoundId::ShootLightning:
      return "shoot_lightning";
    case SoundId::Hit:
      return "hit";
    case SoundId::Burst:
      return "burst";
    case SoundId::Death:
      return "death";
    case SoundId::Leak:
      return "leak";
    case SoundId::Build:
      return "build";
    case SoundId::Upgrade:
      return "upgrade";
    case SoundId::Specialise:
      return "specialise";
    case SoundId::Sell:
      return "sell";
    case SoundId::WaveStart:
      return "wave_start";
    case SoundId::Win:
      return "win";
    case SoundId::Lose:
      return "lose";
    case SoundId::Click:
      return "click";
    case SoundId::Refused:
      return "refused";
    case SoundId::Sword:
      return "sword";
    case SoundId::HeroDown:
      return "hero_down";
    case SoundId::HeroBack:
      return "hero_back";
    case SoundId::HeroOrder:
      return "hero_order";
  }
  return "unknown";
}

}  // namespace td
