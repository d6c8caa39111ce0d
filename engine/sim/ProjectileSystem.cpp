#include "engine/sim/ProjectileSystem.h"

#include <algorithm>

#include "engine/geom/SweptCircle.h"
#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"

namespace td {

namespace {

constexpr float kMaxFlight = 8.0f;  // seconds before a lost shot fades anyway

bool inPlay(const Enemy& e) { return e.state != EnemyState::Dying && e.state != EnemyState::Escaped; }

// Moves a ballistic shot along its straight flight; returns true when it landed.
bool flyBallistic(SimState& s, Projectile& p) {
  const float t = p.flight / p.flightTime;
  if (t < 1.0f) {
    p.pos = lerp(p.origin, p.aim, t);
    return false;
  }
  p.pos = p.aim;
  if (const auto land = attackRow(p.kind).land) land(s, p, p.aim);
  return true;
}

// Moves a homing shot; returns true when it is spent (hit, or lost).
bool flyHoming(SimState& s, Projectile& p) {
  Enemy* target = s.enemies.get(p.target);
  const bool chasing = target != nullptr && inPlay(*target);
  if (chasing) p.aim = target->pos;
  const Vec2 to = p.aim - p.pos;
  const float left = length(to);
  const float stepLength = p.speed * SimState::kStep;
  const Vec2 next = left <= stepLength ? p.aim : p.pos + to * (stepLength / left);
  if (chasing) {
    // Both moved during this tick: the enemy from prevPos to pos, the shot
    // from pos to next. Test the swept circles, not the end points.
    const SweepHit hit =
        sweepCircles(p.pos, next, p.radius, target->prevPos, target->pos, s.defs.enemies[target->kind].radius);
    if (hit.hit) {
      const Vec2 at = lerp(p.pos, next, hit.t);
      addEffect(s, EffectKind::Hit, at, at, 0.2f, 0.15f, 0);
      emit(s, SimEventKind::ProjectileHit, at);
      damage(s, *target, p.damage, p.source);
      slow(s, *target, p.slowFactor, p.slowDuration);
      if (const auto land = attackRow(p.kind).land) land(s, p, at);
      return true;
    }
  }
  p.pos = next;
  // A shot whose target is gone fades where the target was last seen.
  return (!chasing && left <= stepLength) || p.flight > kMaxFlight;
}

}  // namespace

Projectile projectileFor(const Shot& shot) {
  Projectile p;
  p.kind = shot.def.attack;
  p.pos = p.prevPos = p.origin = shot.muzzle;
  p.target = shot.tower.target;
  p.source = shot.id;
  p.speed = shot.stats.projectileSpeed;
  p.damage = shot.stats.damage;
  p.aim = shot.s.enemies.at(shot.tower.target.index).pos;
  return p;
}

void launch(SimState& s, Projectile p) {
  p.serial = ++s.projectilesLaunched;
  s.projectiles.create(p);
}

void moveProjectiles(SimState& s) {
  for (uint32_t i = 0; i < s.projectiles.slotCount(); ++i) {
    if (!s.projectiles.aliveAt(i)) continue;
    Projectile& p = s.projectiles.at(i);
    p.prevPos = p.pos;
    p.flight += SimState::kStep;
    const bool spent = p.ballistic ? flyBallistic(s, p) : flyHoming(s, p);
    if (spent) s.projectiles.destroy(s.projectiles.idAt(i));
  }
}

}  // namespace td
