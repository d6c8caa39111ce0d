#include "engine/sim/ProjectileSystem.h"

#include <algorithm>

#include "engine/geom/SweptCircle.h"
#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"

namespace td {

namespace {

constexpr float kMaxFlight = 8.0f;  // seconds before a lost shot fades anyway

bool inPlay(const Enemy& e) { return e.state != EnemyState::Dying && e.state != EnemyState::Escaped; }

// Moves a shell along its straight flight; returns true when it burst.
bool flyShell(SimState& s, Projectile& p) {
  const float t = p.flight / p.flightTime;
  if (t < 1.0f) {
    p.pos = lerp(p.origin, p.aim, t);
    return false;
  }
  p.pos = p.aim;
  splash(s, p.aim, p.splash, p.damage, 1.0f, 0.0f, p.source, true, false, EnemyId{});
  addEffect(s, EffectKind::Burst, p.aim, p.aim, p.splash, 0.35f, 0);
  emit(s, SimEventKind::ShellBurst, p.aim);
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
      if (p.kind == AttackKind::Frost && p.splash > 0.0f) {
        splash(s, at, p.splash, p.damage * 0.5f, p.slowFactor, p.slowDuration, p.source, true, true, p.target);
        addEffect(s, EffectKind::FrostBurst, at, at, p.splash, 0.3f, 0);
      }
      return true;
    }
  }
  p.pos = next;
  // A shot whose target is gone fades where the target was last seen.
  return (!chasing && left <= stepLength) || p.flight > kMaxFlight;
}

}  // namespace

void launchProjectile(SimState& s, TowerId id, const Tower& t, const TowerDef& def, const TowerLevelDef& stats,
                      Vec2 muzzle) {
  const Enemy& target = s.enemies.at(t.target.index);
  Projectile p;
  p.serial = ++s.projectilesLaunched;
  p.kind = def.attack;
  p.pos = p.prevPos = p.origin = muzzle;
  p.target = t.target;
  p.source = id;
  p.speed = stats.projectileSpeed;
  p.damage = stats.damage;
  p.splash = stats.splashRadius;
  p.slowFactor = stats.slowFactor;
  p.slowDuration = stats.slowDuration;
  p.aim = target.pos;
  if (def.attack == AttackKind::Shell) {
    // Lead the target: aim where it will be when a straight shot lands.
    const float eta = distance(muzzle, target.pos) / stats.projectileSpeed;
    p.aim = target.pos + target.velocity * eta;
    p.aim.x = std::clamp(p.aim.x, 0.0f, static_cast<float>(s.grid.width()));
    p.aim.y = std::clamp(p.aim.y, 0.0f, static_cast<float>(s.grid.height()));
    p.flightTime = std::max(distance(muzzle, p.aim) / stats.projectileSpeed, SimState::kStep);
    p.radius = 0.15f;
  }
  s.projectiles.create(p);
}

void moveProjectiles(SimState& s) {
  for (uint32_t i = 0; i < s.projectiles.slotCount(); ++i) {
    if (!s.projectiles.aliveAt(i)) continue;
    Projectile& p = s.projectiles.at(i);
    p.prevPos = p.pos;
    p.flight += SimState::kStep;
    const bool spent = p.kind == AttackKind::Shell ? flyShell(s, p) : flyHoming(s, p);
    if (spent) s.projectiles.destroy(s.projectiles.idAt(i));
  }
}

}  // namespace td
