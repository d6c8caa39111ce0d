#include "engine/sim/move/Tracker.h"

#include <algorithm>
#include <cstdlib>

#include "engine/grid/LineOfSight.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/MoverClassView.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/GroundStep.h"
#include "engine/sim/move/RouteWalker.h"

namespace td::motion {

namespace {

constexpr float kTrackTurn = 0.25f;  // radians a step
constexpr float kBodyMargin = 0.2f;

const Trail* liveTrail(const SimState& s) {
  if (!s.hero || s.hero->state == HeroState::Dead || s.hero->trail.size() == 0) return nullptr;
  return &s.hero->trail;
}

}  // namespace

bool crumbBeside(const SimState& s, Cell cell) {
  const Trail* trail = liveTrail(s);
  if (trail == nullptr) return false;
  for (int32_t i = 0; i < trail->size(); ++i) {
    const Cell c = trail->at(i);
    if (std::abs(c.x - cell.x) <= 1 && std::abs(c.y - cell.y) <= 1) return true;
  }
  return false;
}

int32_t freshestVisibleCrumb(const SimState& s, Vec2 from) {
  const Trail* trail = liveTrail(s);
  if (trail == nullptr) return -1;
  for (int32_t i = trail->size() - 1; i >= 0; --i) {
    if (lineOfSight(s.grid, from, centreOf(trail->at(i)))) return i;
  }
  return -1;
}

void start(SimState& s, Enemy& e, Tracking& t) { start(s, e, t.walk); }

void reroute(SimState& s, Enemy& e, Tracking& t) {
  if (t.mode == TrackMode::Walk) reroute(s, e, t.walk);
}

void step(SimState& s, Enemy& e, Tracking& t, float dt) {
  if (t.mode == TrackMode::Walk && crumbBeside(s, e.cell)) t.mode = TrackMode::Trail;
  if (t.mode == TrackMode::Trail) {
    const int32_t crumb = freshestVisibleCrumb(s, e.pos);
    if (crumb < 0) {
      t.mode = TrackMode::Walk;
      resume(s, e, t.walk);
    } else {
      // The freshest crumb is the hero's own cell: once there, go for the
      // hero itself.
      const Hero& hero = *s.hero;
      const bool last = crumb == hero.trail.size() - 1;
      t.target = last && lineOfSight(s.grid, e.pos, hero.pos) ? hero.pos : centreOf(hero.trail.at(crumb));
      const EnemyDef& def = s.defs.enemies[e.kind];
      const Vec2 to = t.target - e.pos;
      const float left = length(to);
      if (left > 1e-4f) e.facing = rotateToward(e.facing, to * (1.0f / left), kTrackTurn);
      const uint8_t cost = classGrid(s, e).costFacing(e.cell, e.facing);
      const float terrain = terrainSpeed(cost);
      const float travel = std::min(def.speed * terrain * e.slowFactor * dt, left);
      const Vec2 moved = keepOffWalls(s.grid, slide(s.grid, e.pos, e.facing * travel), kBodyMargin);
      placeGroundEnemy(s, e, moved);
      e.remaining = routeRemaining(s, e);
      return;
    }
  }
  step(s, e, t.walk, dt);
}

}  // namespace td::motion
