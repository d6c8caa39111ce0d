#include "engine/sim/attack/Arrow.h"

#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/ProjectileSystem.h"

namespace td {

bool fireArrow(const Shot& shot) {
  emit(shot.s, SimEventKind::TowerFired, shot.tower.pos, 0, shot.tower.kind);
  launch(shot.s, projectileFor(shot));
  return true;
}

}  // namespace td
