#include "engine/sim/attack/Arrow.h"

#include <algorithm>
#include <cstddef>

#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/ProjectileSystem.h"

namespace td {

bool fireArrow(const Shot& shot) {
  SimState& s = shot.s;
  emit(s, SimEventKind::TowerFired, shot.tower.pos, 0, shot.tower.kind);
  const Projectile first = projectileFor(shot);
  launch(s, first);
  const int32_t volley = shot.stats.kindParams<ArrowParams>().volley;
  if (volley <= 1) return true;
  // A volley: the other arrows go to the enemies in range nearest their goal (ties by slot), one each.
  s.volleyPicks.clear();
  const float range = shot.stats.range;
  s.index.query(shot.tower.pos, range, [&](uint32_t k) {
    const Enemy& e = s.enemies.at(k);
    if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) return;
    if (e.flying ? !shot.def.hitsAir : !shot.def.hitsGround) return;
    if (s.enemies.idAt(k) == shot.tower.target || lengthSquared(e.pos - shot.tower.pos) > range * range) return;
    s.volleyPicks.push_back(k);
  });
  const auto nearer = [&](uint32_t a, uint32_t b) {
    const float ra = s.enemies.at(a).remaining;
    const float rb = s.enemies.at(b).remaining;
    return ra != rb ? ra < rb : a < b;
  };
  const auto extra = std::min<size_t>(static_cast<size_t>(volley - 1), s.volleyPicks.size());
  std::partial_sort(s.volleyPicks.begin(), s.volleyPicks.begin() + static_cast<std::ptrdiff_t>(extra),
                    s.volleyPicks.end(), nearer);
  for (size_t i = 0; i < extra; ++i) {
    Projectile p = first;
    p.target = s.enemies.idAt(s.volleyPicks[i]);
    p.aim = s.enemies.at(s.volleyPicks[i]).pos;
    launch(s, p);
  }
  return true;
}

}  // namespace td
