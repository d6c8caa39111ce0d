#include "engine/sim/StateHash.h"

#include "engine/core/StateHasher.h"

namespace td {

uint64_t stateHash(const SimState& s) {
  StateHasher h;
  h.add(s.tick);
  h.add(s.result);
  h.add(s.economy.gold);
  h.add(s.economy.lives);
  h.add(s.economy.score);
  h.add(s.waves.next);
  h.add(s.waves.cleared);
  h.add(s.waves.countdown);
  h.add(s.rng.state());
  for (uint32_t i = 0; i < s.enemies.slotCount(); ++i) {
    if (!s.enemies.aliveAt(i)) continue;
    const Enemy& e = s.enemies.at(i);
    h.add(i);
    h.add(e.kind);
    h.add(e.state);
    h.add(e.pos.x);
    h.add(e.pos.y);
    h.add(e.health);
    h.add(e.slowTime);
    // Only a stunned enemy hashes it, so games without stuns keep their hashes.
    if (e.stunTime > 0.0f) h.add(e.stunTime);
  }
  for (uint32_t i = 0; i < s.towers.slotCount(); ++i) {
    if (!s.towers.aliveAt(i)) continue;
    const Tower& t = s.towers.at(i);
    h.add(i);
    h.add(t.kind);
    h.add(t.level);
    h.add(t.cell.x);
    h.add(t.cell.y);
    h.add(t.angle);
    h.add(t.cooldown);
    h.add(t.mode);
    if (t.spec >= 0) h.add(t.spec);  // only a specialised tower, so games without them keep their hashes
    if (t.surge > 0.0f || t.abilityCooldown > 0.0f) {  // only once an ability was used, likewise
      h.add(t.surge);
      h.add(t.abilityCooldown);
    }
  }
  if (s.hero) {
    // Only levels with a hero hash it, so the others keep their hashes.
    const Hero& hero = *s.hero;
    h.add(hero.state);
    h.add(hero.level);
    h.add(hero.pos.x);
    h.add(hero.pos.y);
    h.add(hero.facing.x);
    h.add(hero.facing.y);
    h.add(hero.health);
    h.add(hero.respawnIn);
    h.add(hero.trail.size());
  }
  for (uint32_t i = 0; i < s.discs.slotCount(); ++i) {
    if (!s.discs.aliveAt(i)) continue;
    const DiscThrow& d = s.discs.at(i);
    h.add(i);
    h.add(d.disc.pos.x);
    h.add(d.disc.pos.y);
    h.add(d.disc.vel.x);
    h.add(d.disc.vel.y);
    // Only a pushed or capped disc hashes them, so games whose discs have neither keep their hashes.
    if (d.disc.push.x != 0.0f || d.disc.push.y != 0.0f || d.disc.maxSpeed > 0.0f) {
      h.add(d.disc.push.x);
      h.add(d.disc.push.y);
      h.add(d.disc.maxSpeed);
    }
  }
  for (uint32_t i = 0; i < s.projectiles.slotCount(); ++i) {
    if (!s.projectiles.aliveAt(i)) continue;
    const Projectile& p = s.projectiles.at(i);
    h.add(i);
    h.add(p.kind);
    h.add(p.pos.x);
    h.add(p.pos.y);
  }
  return h.value();
}

}  // namespace td
