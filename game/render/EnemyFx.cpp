#include "game/render/EnemyFx.h"

#include <algorithm>

#include "engine/sim/World.h"
#include "game/render/DeathStyle.h"

namespace td {

void EnemyFx::clear() {
  seen_.clear();
  particles_.clear();
  started_ = false;
}

void EnemyFx::observe(const World& world, std::span<const EnemyLook> looks) {
  const uint64_t now = world.tick();
  if (started_ && now < tick_) clear();
  if (started_) {
    // At most a second at once: a long jump (a game fast-forwarded unseen) need not replay every spark.
    particles_.update(std::min(static_cast<float>(now - tick_) * World::kStep, 1.f));
  }
  const auto& enemies = world.enemies();
  if (seen_.size() < enemies.slotCount()) seen_.resize(enemies.slotCount());
  for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
    Seen& seen = seen_[i];
    if (!enemies.aliveAt(i)) {
      seen.serial = 0;
      continue;
    }
    const Enemy& e = enemies.at(i);
    const bool dying = e.state == EnemyState::Dying;
    if (seen.serial != e.serial) {
      // New in this slot since the last look. One that is already dying died since then: it still breaks apart.
      seen = {e.serial, e.health, 0, false, false};
    } else if (e.health < seen.health) {
      seen.hitTick = now;
      seen.hit = true;
    }
    seen.health = e.health;
    if (dying && !seen.dying && e.kind < looks.size()) {
      const EnemyLook& look = looks[e.kind];
      const float radius = world.defs().enemies[e.kind].radius;
      emitDeath(particles_, deathStyle(look.shape), look, {e.pos.x, e.pos.y}, radius, headingOf(e), e.serial);
    }
    seen.dying = dying;
  }
  tick_ = now;
  started_ = true;
}

float EnemyFx::hitFlash(uint32_t slot) const {
  if (slot >= seen_.size() || !seen_[slot].hit) return 0.f;
  const float since = static_cast<float>(tick_ - seen_[slot].hitTick) * World::kStep;
  return std::clamp(1.f - since / kFlashSeconds, 0.f, 1.f);
}

}  // namespace td
