#include "engine/sim/hero/Hero.h"

namespace td {

const char* heroStateName(HeroState state) {
  switch (state) {
    case HeroState::Idle:
      return "idle";
    case HeroState::Moving:
      return "moving";
    case HeroState::Fighting:
      return "fighting";
    case HeroState::Dead:
      return "dead";
  }
  return "idle";
}

}  // namespace td
