#include "engine/sim/attack/Frost.h"

#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/ProjectileSystem.h"

namespace td {

bool fireFrost(const Shot& shot) {
  emit(shot.s, SimEventKind::TowerFired, shot.tower.pos, 0, shot.tower.kind);
  const FrostParams& params = shot.stats.kindParams<FrostParams>();
  Projectile p = projectileFor(shot);
  p.splash = params.splashRadius;
  p.slowFactor = params.slowFactor;
  p.slowDuration = params.slowDuration;
  launch(shot.s, p);
  return true;
}

void landFrost(SimState& s, const Projectile& p, Vec2 at) {
  if (p.splash <= 0.0f) return;
  splash(s, at, p.splash, p.damage * 0.5f, p.slowFactor, p.slowDuration, p.source, true, true, p.target);
  addEffect(s, EffectKind::FrostBurst, at, at, p.splash, 0.3f, 0);
}

}  // namespace td
