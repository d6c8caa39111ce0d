#include "engine/sim/attack/Disc.h"

#include "engine/sim/Combat.h"
#include "engine/sim/DiscSystem.h"
#include "engine/sim/EffectSystem.h"

namespace td {

bool fireDisc(const Shot& shot) {
  if (!throwDisc(shot.s, shot.id, shot.tower, shot.stats)) return false;
  emit(shot.s, SimEventKind::TowerFired, shot.tower.pos, 0, shot.tower.kind);
  return true;
}

}  // namespace td
