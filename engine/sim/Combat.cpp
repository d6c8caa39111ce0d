#include "engine/sim/Combat.h"

#include <algorithm>

#include "engine/sim/EffectSystem.h"
#include "engine/sim/ScoreCard.h"
#include "engine/sim/WaveSystem.h"

namespace td {

namespace {

constexpr float kDyingTime = 0.5f;  // seconds a corpse lingers for its animation

}  // namespace

void damage(SimState& s, Enemy& e, float amount, TowerId source) {
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) return;
  const EnemyDef& def = s.defs.enemies[e.kind];
  const float hit = amount * (1.0f - def.armour);
  if (Tower* t = s.towers.get(source)) t->dealt += std::min(std::max(e.health, 0.0f), hit);
  e.health -= hit;
  if (e.health > 0.0f) return;
  e.health = 0.0f;
  e.state = EnemyState::Dying;
  e.stateTime = 0.0f;
  e.velocity = {};
  s.economy.gold += def.bounty;
  s.economy.score += def.bounty * 10;
  s.economy.killPoints += def.bounty * 10;
  s.economy.mazeMilli += mazeKillMilli(s, e);
  ++s.economy.killed;
  if (Tower* t = s.towers.get(source)) ++t->kills;
  if (!e.flying) s.layers[e.layer].occupancy.remove(s.grid, e.cell);
  addEffect(s, EffectKind::Gold, e.pos, e.pos, 0.0f, 0.9f, def.bounty);
  emit(s, SimEventKind::EnemyKilled, e.pos, def.bounty, e.kind, e.serial);
  waveEnemyGone(s, e.wave, false);
}

void stun(SimState& s, Enemy& e, float duration) {
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped || duration <= 0.0f) return;
  if (e.stunTime <= 0.0f) emit(s, SimEventKind::EnemyStunned, e.pos, 0, e.kind, e.serial);
  e.stunTime = std::max(e.stunTime, duration);
}

void slow(SimState& s, Enemy& e, float factor, float duration) {
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped || duration <= 0.0f) return;
  e.slowFactor = e.slowTime > 0.0f ? std::min(e.slowFactor, factor) : factor;
  e.slowTime = std::max(e.slowTime, duration);
  if (e.state == EnemyState::Walking) {
    e.state = EnemyState::Slowed;
    e.stateTime = 0.0f;
    emit(s, SimEventKind::EnemySlowed, e.pos, 0, e.kind, e.serial);
  }
}

void splash(SimState& s, Vec2 centre, float radius, float amount, float slowFactor, float slowDuration, TowerId source,
            bool ground, bool air, EnemyId spare) {
  s.index.query(centre, radius + 1.0f, [&](uint32_t k) {
    if (spare.valid() && spare.index == k) return;
    Enemy& e = s.enemies.at(k);
    if (e.flying ? !air : !ground) return;
    const float reach = radius + s.defs.enemies[e.kind].radius;
    if (lengthSquared(e.pos - centre) > reach * reach) return;
    damage(s, e, amount, source);
    slow(s, e, slowFactor, slowDuration);
  });
}

void removeFinishedEnemies(SimState& s) {
  for (uint32_t i = 0; i < s.enemies.slotCount(); ++i) {
    if (!s.enemies.aliveAt(i)) continue;
    const Enemy& e = s.enemies.at(i);
    if (e.state == EnemyState::Escaped || (e.state == EnemyState::Dying && e.stateTime >= kDyingTime)) {
      s.enemies.destroy(s.enemies.idAt(i));
    }
  }
}

}  // namespace td
