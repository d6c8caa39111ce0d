#include "engine/sim/move/Fleer.h"

#include <cmath>
#include <numbers>

#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RouteWalker.h"

namespace td::motion {

namespace {

constexpr float kMaxDeviation = std::numbers::pi_v<float> / 4.0f;
constexpr float kFleeTurn = 0.35f;   // radians a step: a startled, quick turn
constexpr float kReturnTime = 0.6f;  // seconds shown as returning before it walks again
constexpr float kBodyMargin = 0.2f;

bool heroNear(const SimState& s, const Enemy& e, float radius) {
  return s.hero && s.hero->state != HeroState::Dead && distance(s.hero->pos, e.pos) < radius;
}

void enter(Fleeing& f, FleeMode mode) {
  f.mode = mode;
  f.modeTime = 0.0f;
}

// Straight away from the hero, turned by the flight's deviation.
Vec2 fleeDirection(const SimState& s, const Enemy& e, const Fleeing& f) {
  Vec2 away = e.pos - s.hero->pos;
  away = lengthSquared(away) > 1e-8f ? normalized(away) : e.facing * -1.0f;
  const float c = std::cos(f.deviation);
  const float sn = std::sin(f.deviation);
  return {away.x * c - away.y * sn, away.x * sn + away.y * c};
}

}  // namespace

void start(SimState& s, Enemy& e, Fleeing& f) { start(s, e, f.walk); }

void reroute(SimState& s, Enemy& e, Fleeing& f) {
  if (f.mode != FleeMode::Flee) reroute(s, e, f.walk);
}

void step(SimState& s, Enemy& e, Fleeing& f, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  f.modeTime += dt;
  if (f.mode != FleeMode::Flee && f.flights < def.flights && heroNear(s, e, def.fleeRadius)) {
    enter(f, FleeMode::Flee);
    ++f.flights;
    f.deviation = (2.0f * s.rng.unit() - 1.0f) * kMaxDeviation;
    f.calm = 0.0f;
  }
  if (f.mode == FleeMode::Flee) {
    f.calm = heroNear(s, e, def.fleeRadius) ? 0.0f : f.calm + dt;
    if (f.calm >= def.calm || !s.hero) {
      enter(f, FleeMode::Return);
      resume(s, e, f.walk);
    } else {
      e.facing = rotateToward(e.facing, fleeDirection(s, e, f), kFleeTurn);
      const uint8_t cost = classGrid(s, e).costFacing(e.cell, e.facing);
      const float terrain = terrainSpeed(cost);
      const float travel = def.fleeSpeed * terrain * e.slowFactor * dt;
      const Vec2 moved = keepOffWalls(s.grid, slide(s.grid, e.pos, e.facing * travel), kBodyMargin);
      placeGroundEnemy(s, e, moved);
      e.remaining = routeRemaining(s, e);
      return;
    }
  }
  if (f.mode == FleeMode::Return && f.modeTime >= kReturnTime) enter(f, FleeMode::Walk);
  step(s, e, f.walk, dt);
}

}  // namespace td::motion
