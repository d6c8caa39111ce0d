#include "engine/sim/hero/HeroFight.h"

#include <variant>

#include "engine/grid/LineOfSight.h"
#include "engine/sim/Combat.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/hero/HeroWalk.h"

namespace td {

namespace {

bool fightable(const Enemy& e) { return e.state != EnemyState::Dying && e.state != EnemyState::Escaped; }

bool hittable(const HeroDef& def, const Enemy& e) { return fightable(e) && (!e.flying || def.hitsAir); }

bool holdable(const Enemy& e) { return fightable(e) && !e.flying && !std::holds_alternative<Fleeing>(e.move); }

void hold(SimState& s, Hero& hero, EnemyId id) {
  if (hero.heldCount >= Hero::kMaxHeld) return;
  for (int32_t k = 0; k < hero.heldCount; ++k) {
    if (hero.held[static_cast<size_t>(k)] == id) return;
  }
  s.enemies.get(id)->engaged = true;
  hero.held[static_cast<size_t>(hero.heldCount++)] = id;
}

}  // namespace

float heroReach(const SimState& s, const Hero& hero, const HeroDef& def, const Enemy& e) {
  return def.levels[static_cast<size_t>(hero.level)].range + s.defs.enemies[e.kind].radius;
}

EnemyId pickHeroFoe(const SimState& s, const Hero& hero, const HeroDef& def) {
  // Only foes it can walk straight at: one behind a wall would pin it
  // against the wall for as long as the foe stays near.
  if (const Enemy* kept = s.enemies.get(hero.target)) {
    if (hittable(def, *kept) && distance(kept->pos, hero.rally) <= def.guard &&
        lineOfSight(s.grid, hero.pos, kept->pos)) {
      return hero.target;
    }
  }
  EnemyId best;
  float bestDistance = 0.0f;
  s.index.query(hero.rally, def.guard, [&](uint32_t slot) {
    const Enemy& e = s.enemies.at(slot);
    if (!hittable(def, e) || distance(e.pos, hero.rally) > def.guard) return;
    if (!lineOfSight(s.grid, hero.pos, e.pos)) return;
    const float d = distance(e.pos, hero.pos);
    if (!best.valid() || d < bestDistance || (d == bestDistance && slot < best.index)) {
      best = s.enemies.idAt(slot);
      bestDistance = d;
    }
  });
  return best;
}

void fightHeroFoe(SimState& s, Hero& hero, const HeroDef& def, EnemyId foe, float dt) {
  hero.target = foe;
  Enemy& target = *s.enemies.get(foe);
  const HeroLevelDef& level = def.levels[static_cast<size_t>(hero.level)];
  const float reach = heroReach(s, hero, def, target);
  hero.cooldown = std::max(0.0f, hero.cooldown - dt);
  if (distance(hero.pos, target.pos) > reach) {
    stepHeroToward(s, hero, def, target.pos, dt);
    return;
  }
  if (holdable(target)) hold(s, hero, foe);
  // Others within reach, nearest first, up to the hero's hold.
  while (hero.heldCount < std::min(def.blocks, Hero::kMaxHeld)) {
    EnemyId next;
    float nextDistance = 0.0f;
    s.index.query(hero.pos, level.range + 1.0f, [&](uint32_t slot) {
      const Enemy& e = s.enemies.at(slot);
      if (e.engaged || !holdable(e)) return;
      const float d = distance(e.pos, hero.pos);
      if (d > heroReach(s, hero, def, e)) return;
      if (!next.valid() || d < nextDistance || (d == nextDistance && slot < next.index)) {
        next = s.enemies.idAt(slot);
        nextDistance = d;
      }
    });
    if (!next.valid()) break;
    hold(s, hero, next);
  }
  const Vec2 to = target.pos - hero.pos;
  if (lengthSquared(to) > 1e-8f) hero.facing = normalized(to);
  if (hero.cooldown <= 0.0f) {
    hero.cooldown = level.interval;
    emit(s, SimEventKind::HeroStruck, target.pos, 0, target.kind, target.serial);
    damage(s, target, level.damage, TowerId{});
  }
}

void releaseHeld(SimState& s, Hero& hero) {
  for (int32_t k = 0; k < hero.heldCount; ++k) {
    if (Enemy* e = s.enemies.get(hero.held[static_cast<size_t>(k)])) e->engaged = false;
  }
  hero.heldCount = 0;
}

void takeBlows(SimState& s, Hero& hero, const HeroDef& def, float dt) {
  s.index.query(hero.pos, 2.0f, [&](uint32_t slot) {
    Enemy& e = s.enemies.at(slot);
    if (e.engaged || !holdable(e) || !std::holds_alternative<Tracking>(e.move)) return;
    if (distance(e.pos, hero.pos) <= heroReach(s, hero, def, e)) hold(s, hero, s.enemies.idAt(slot));
  });
  for (int32_t k = 0; k < hero.heldCount; ++k) {
    const Enemy* e = s.enemies.get(hero.held[static_cast<size_t>(k)]);
    if (e == nullptr || !fightable(*e)) continue;
    hero.health -= s.defs.enemies[e->kind].attack * dt;
  }
}

}  // namespace td
