#include "engine/sim/MovementSystem.h"

#include <algorithm>
#include <variant>

#include "engine/sim/EffectSystem.h"
#include "engine/sim/WaveSystem.h"
#include "engine/sim/move/Chaser.h"
#include "engine/sim/move/FeelerSteer.h"
#include "engine/sim/move/Fleer.h"
#include "engine/sim/move/Flyer.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RoadRunner.h"
#include "engine/sim/move/RouteWalker.h"
#include "engine/sim/move/Tracer.h"
#include "engine/sim/move/Tracker.h"
#include "engine/sim/move/WallFollower.h"
#include "engine/sim/move/Wanderer.h"
#include "engine/sim/move/WaypointFlyer.h"

namespace td {

namespace {

constexpr float kSpawningTime = 0.5f;  // seconds of the spawn-in animation

bool inPlay(const Enemy& e) { return e.state != EnemyState::Dying && e.state != EnemyState::Escaped; }

// The enemy state machine's timers: the spawn-in animation and slows.
void tickStates(Enemy& e) {
  if (e.state == EnemyState::Spawning && e.stateTime >= kSpawningTime) {
    e.state = e.slowTime > 0.0f ? EnemyState::Slowed : EnemyState::Walking;
    e.stateTime = 0.0f;
  }
  if (e.slowTime > 0.0f) {
    e.slowTime -= SimState::kStep;
    if (e.slowTime <= 0.0f) {
      e.slowTime = 0.0f;
      e.slowFactor = 1.0f;
      if (e.state == EnemyState::Slowed) {
        e.state = EnemyState::Walking;
        e.stateTime = 0.0f;
      }
    }
  }
}

void escape(SimState& s, Enemy& e) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  s.economy.lives = std::max(0, s.economy.lives - def.lives);
  ++s.economy.leaked;
  s.economy.leakedHealth += e.health;
  if (!e.flying) s.layers[e.layer].occupancy.remove(s.grid, e.cell);
  addEffect(s, EffectKind::Leak, e.pos, e.pos, 0.6f, 0.6f, def.lives);
  emit(s, SimEventKind::EnemyEscaped, e.pos, def.lives, e.kind, e.serial);
  waveEnemyGone(s, e.wave, true);
}

}  // namespace

void startMoving(SimState& s, Enemy& e) {
  e.move = freshMoveState(s.defs.enemies[e.kind].movement);
  std::visit([&](auto& m) { motion::start(s, e, m); }, e.move);
}

void moveEnemies(SimState& s) {
  for (uint32_t i = 0; i < s.enemies.slotCount(); ++i) {
    if (!s.enemies.aliveAt(i)) continue;
    Enemy& e = s.enemies.at(i);
    e.prevPos = e.pos;
    e.stateTime += SimState::kStep;
    if (!inPlay(e)) {
      e.velocity = {};
      continue;
    }
    tickStates(e);
    if (e.stunTime > 0.0f) {
      // Stunned: it stands where it is until the stun wears off.
      e.stunTime = std::max(0.0f, e.stunTime - SimState::kStep);
    } else if (e.engaged && s.hero) {
      // Held by the hero: it stands and faces the fight (HeroSystem deals
      // the blows both ways).
      const Vec2 to = s.hero->pos - e.pos;
      if (lengthSquared(to) > 1e-8f) e.facing = rotateToward(e.facing, normalized(to), 0.2f);
    } else {
      std::visit([&](auto& m) { motion::step(s, e, m, SimState::kStep); }, e.move);
    }
    e.velocity = (e.pos - e.prevPos) * (1.0f / SimState::kStep);
    if (e.state == EnemyState::Escaped) escape(s, e);
  }
}

void rerouteEnemies(SimState& s) {
  for (uint32_t i = 0; i < s.enemies.slotCount(); ++i) {
    if (!s.enemies.aliveAt(i)) continue;
    Enemy& e = s.enemies.at(i);
    if (!inPlay(e)) continue;
    std::visit([&](auto& m) { motion::reroute(s, e, m); }, e.move);
  }
  emit(s, SimEventKind::Rerouted, {});
}

void indexEnemies(SimState& s) {
  s.index.clear();
  for (uint32_t i = 0; i < s.enemies.slotCount(); ++i) {
    if (!s.enemies.aliveAt(i)) continue;
    const Enemy& e = s.enemies.at(i);
    if (!inPlay(e)) continue;
    s.index.add(i, e.pos);
  }
  s.index.build();
}

}  // namespace td
