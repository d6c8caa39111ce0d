#include "engine/sim/TowerSystem.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

#include "engine/sim/Combat.h"
#include "engine/sim/TowerAbility.h"
#include "engine/sim/attack/AttackRow.h"

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

// False when the tower held its fire (a disc that could reach no target).
bool fire(SimState& s, TowerId id, Tower& t, const TowerDef& def, const TowerLevelDef& stats) {
  const Vec2 muzzle = t.pos + Vec2{std::cos(t.angle), std::sin(t.angle)} * 0.35f;
  return attackRow(def.attack).fire(Shot{s, id, t, def, stats, muzzle});
}

}  // namespace

void runTowers(SimState& s) {
  for (uint32_t i = 0; i < s.towers.slotCount(); ++i) {
    if (!s.towers.aliveAt(i)) continue;
    Tower& t = s.towers.at(i);
    const TowerDef& def = s.defs.towers[t.kind];
    if (!def.attacks()) continue;  // a wall: nothing to aim or fire
    tickAbility(t, SimState::kStep);
    const TowerAbilityDef* ability = t.surge > 0.0f ? towerAbility(def, t) : nullptr;
    // A surge's figures are made only while one lasts (an empty optional costs nothing): a tower without one
    // reads its own, as before.
    std::optional<TowerLevelDef> surge;
    if (ability != nullptr) surge.emplace(surged(towerStats(def, t), *ability));
    const TowerLevelDef& stats = surge ? *surge : towerStats(def, t);
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
      ++t.shots;
      t.state = TowerState::Firing;
      t.cooldown = stats.fireInterval;
    } else {
      t.state = t.cooldown > 0.0f ? TowerState::Cooldown : TowerState::Aiming;
    }
  }
}

}  // namespace td
