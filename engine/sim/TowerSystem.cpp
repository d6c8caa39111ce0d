#include "engine/sim/TowerSystem.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/sim/Combat.h"
#include "engine/sim/DiscSystem.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/ProjectileSystem.h"

namespace td {

namespace {

constexpr float kPi = std::numbers::pi_v<float>;
constexpr uint32_t kNone = 0xFFFFFFFFu;

bool canHit(const SimState& s, const Tower& t, const TowerDef& def, const TowerLevelDef& stats, const Enemy& e) {
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) return false;
  if (e.flying ? !def.hitsAir : !def.hitsGround) return false;
  const float reach = stats.range + s.defs.enemies[e.kind].radius;
  return lengthSquared(e.pos - t.pos) <= reach * reach;
}

EnemyId pickTarget(const SimState& s, const Tower& t, const TowerLevelDef& stats, const TowerDef& def) {
  uint32_t best = kNone;
  float bestScore = 0.0f;
  s.index.query(t.pos, stats.range + 1.0f, [&](uint32_t i) {
    const Enemy& e = s.enemies.at(i);
    if (!canHit(s, t, def, stats, e)) return;
    float score = 0.0f;
    switch (t.mode) {
      case TargetMode::First:
        score = -e.remaining;
        break;
      case TargetMode::Last:
        score = e.remaining;
        break;
      case TargetMode::Strongest:
        score = e.health;
        break;
      case TargetMode::Closest:
        score = -lengthSquared(e.pos - t.pos);
        break;
    }
    // Ties go to the lower slot, whatever order the buckets are visited in.
    if (best == kNone || score > bestScore || (score == bestScore && i < best)) {
      best = i;
      bestScore = score;
    }
  });
  return best == kNone ? EnemyId{} : s.enemies.idAt(best);
}

// Strikes the target, then jumps to the nearest enemy not yet struck, each
// jump weaker.
void strikeChain(SimState& s, TowerId id, const Tower& t, const TowerDef& def, const TowerLevelDef& stats,
                 Vec2 muzzle) {
  s.chainHits.clear();
  Vec2 from = muzzle;
  EnemyId current = t.target;
  float amount = stats.damage;
  for (int32_t jump = 0; jump <= stats.chain && current.valid(); ++jump) {
    Enemy& e = s.enemies.at(current.index);
    addEffect(s, EffectKind::Bolt, from, e.pos, 0.0f, 0.25f, 0);
    s.chainHits.push_back(current);
    from = e.pos;
    damage(s, e, amount, id);
    amount *= 0.8f;
    uint32_t next = kNone;
    float nextDistance = 2.5f * 2.5f;
    s.index.query(from, 2.5f, [&](uint32_t k) {
      const Enemy& other = s.enemies.at(k);
      if (other.state == EnemyState::Dying || other.state == EnemyState::Escaped) return;
      if (other.flying ? !def.hitsAir : !def.hitsGround) return;
      const EnemyId otherId = s.enemies.idAt(k);
      if (std::find(s.chainHits.begin(), s.chainHits.end(), otherId) != s.chainHits.end()) return;
      const float d = lengthSquared(other.pos - from);
      if (d < nextDistance || (d == nextDistance && k < next)) {
        nextDistance = d;
        next = k;
      }
    });
    current = next == kNone ? EnemyId{} : s.enemies.idAt(next);
  }
}

// False when the tower held its fire (a disc that could reach no target).
bool fire(SimState& s, TowerId id, Tower& t, const TowerDef& def, const TowerLevelDef& stats) {
  if (def.attack == AttackKind::Disc) {
    if (!throwDisc(s, id, t, stats)) return false;
    emit(s, SimEventKind::TowerFired, t.pos, 0, t.kind);
    return true;
  }
  emit(s, SimEventKind::TowerFired, t.pos, 0, t.kind);
  const Vec2 muzzle = t.pos + Vec2{std::cos(t.angle), std::sin(t.angle)} * 0.35f;
  if (def.attack == AttackKind::Lightning) {
    strikeChain(s, id, t, def, stats, muzzle);
  } else {
    launchProjectile(s, id, t, def, stats, muzzle);
  }
  return true;
}

}  // namespace

void runTowers(SimState& s) {
  for (uint32_t i = 0; i < s.towers.slotCount(); ++i) {
    if (!s.towers.aliveAt(i)) continue;
    Tower& t = s.towers.at(i);
    const TowerDef& def = s.defs.towers[t.kind];
    if (!def.attacks()) continue;  // a wall: nothing to aim or fire
    const TowerLevelDef& stats = def.levels[t.level];
    t.cooldown = std::max(0.0f, t.cooldown - SimState::kStep);
    t.target = pickTarget(s, t, stats, def);
    const Enemy* target = s.enemies.get(t.target);
    if (target == nullptr) {
      t.state = t.cooldown > 0.0f ? TowerState::Cooldown : TowerState::Idle;
      continue;
    }
    // Turn the turret toward the target at a limited rate; fire once it
    // points close enough and the gun is loaded.
    const Vec2 to = target->pos - t.pos;
    const float desired = std::atan2(to.y, to.x);
    float diff = desired - t.angle;
    while (diff > kPi) diff -= 2.0f * kPi;
    while (diff < -kPi) diff += 2.0f * kPi;
    const float maxTurn = def.turnRate * SimState::kStep;
    t.angle += std::clamp(diff, -maxTurn, maxTurn);
    if (t.angle > kPi) t.angle -= 2.0f * kPi;
    if (t.angle < -kPi) t.angle += 2.0f * kPi;
    const bool onTarget = std::fabs(diff) <= maxTurn + 0.15f;
    if (onTarget && t.cooldown <= 0.0f && fire(s, s.towers.idAt(i), t, def, stats)) {
      t.state = TowerState::Firing;
      t.cooldown = stats.fireInterval;
    } else {
      t.state = t.cooldown > 0.0f ? TowerState::Cooldown : TowerState::Aiming;
    }
  }
}

}  // namespace td
