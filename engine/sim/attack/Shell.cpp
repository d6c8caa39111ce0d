#include "engine/sim/attack/Shell.h"

#include <algorithm>

#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/ProjectileSystem.h"

namespace td {

bool fireShell(const Shot& shot) {
  SimState& s = shot.s;
  emit(s, SimEventKind::TowerFired, shot.tower.pos, 0, shot.tower.kind);
  Projectile p = projectileFor(shot);
  p.splash = shot.stats.kindParams<ShellParams>().splashRadius;
  // Lead the target: aim where it will be when a straight shot lands.
  const Enemy& target = s.enemies.at(shot.tower.target.index);
  const float eta = distance(shot.muzzle, target.pos) / shot.stats.projectileSpeed;
  p.aim = target.pos + target.velocity * eta;
  p.aim.x = std::clamp(p.aim.x, 0.0f, static_cast<float>(s.grid.width()));
  p.aim.y = std::clamp(p.aim.y, 0.0f, static_cast<float>(s.grid.height()));
  p.flightTime = std::max(distance(shot.muzzle, p.aim) / shot.stats.projectileSpeed, SimState::kStep);
  p.radius = 0.15f;
  p.ballistic = true;
  launch(s, p);
  return true;
}

void landShell(SimState& s, const Projectile& p, Vec2 at) {
  splash(s, at, p.splash, p.damage, 1.0f, 0.0f, p.source, true, false, EnemyId{});
  addEffect(s, EffectKind::Burst, at, at, p.splash, 0.35f, 0);
  emit(s, SimEventKind::ShellBurst, at);
}

}  // namespace td
