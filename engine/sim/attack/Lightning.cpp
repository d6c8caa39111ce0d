#include "engine/sim/attack/Lightning.h"

#include <algorithm>

#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"

namespace td {
namespace {

constexpr uint32_t kNoNextEnemy = 0xFFFFFFFFu;
constexpr float kJumpReach = 2.5f;  // cells from one struck enemy to the next
constexpr float kJumpKeeps = 0.8f;  // of the damage, at each jump

}  // namespace

bool fireLightning(const Shot& shot) {
  SimState& s = shot.s;
  const TowerDef& def = shot.def;
  emit(s, SimEventKind::TowerFired, shot.tower.pos, 0, shot.tower.kind);
  const LightningParams& params = shot.stats.kindParams<LightningParams>();
  const int32_t chain = params.chain;
  s.chainHits.clear();
  Vec2 from = shot.muzzle;
  EnemyId current = shot.tower.target;
  float amount = shot.stats.damage;
  for (int32_t jump = 0; jump <= chain && current.valid(); ++jump) {
    Enemy& e = s.enemies.at(current.index);
    addEffect(s, EffectKind::Bolt, from, e.pos, 0.0f, 0.25f, 0);
    s.chainHits.push_back(current);
    from = e.pos;
    damage(s, e, amount, shot.id);
    stun(s, e, params.stun);
    amount *= kJumpKeeps;
    uint32_t next = kNoNextEnemy;
    float nextDistance = kJumpReach * kJumpReach;
    s.index.query(from, kJumpReach, [&](uint32_t k) {
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
    current = next == kNoNextEnemy ? EnemyId{} : s.enemies.idAt(next);
  }
  return true;
}

}  // namespace td
