#include "engine/sim/hero/HeroWalk.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/grid/LineOfSight.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/move/GroundStep.h"

namespace td {

namespace {

constexpr float kBodyMargin = 0.25f;
const float kWalkCone = std::cos(std::numbers::pi_v<float> / 3.0f);  // walks while within 60 degrees

// A path corner is a mesh vertex, where walls meet: the shortest path
// touches the wall there and runs along wall sides between such corners,
// where a body cannot follow it. Each inner corner moves off the blocked
// cells around it by `kCornerClearance` (diagonally at an outside corner,
// straight out along a wall side), when the point it moves to is open.
constexpr float kCornerClearance = 0.3f;

Vec2 clearCorner(const Grid& grid, Vec2 p) {
  const float gx = std::round(p.x);
  const float gy = std::round(p.y);
  if (std::fabs(p.x - gx) > 1e-3f || std::fabs(p.y - gy) > 1e-3f) return p;
  const int32_t x = static_cast<int32_t>(gx);
  const int32_t y = static_cast<int32_t>(gy);
  Vec2 away;
  for (int32_t dy = -1; dy <= 0; ++dy) {
    for (int32_t dx = -1; dx <= 0; ++dx) {
      if (grid.passable({x + dx, y + dy})) continue;
      // From the blocked cell's centre toward the corner.
      away += Vec2{dx == 0 ? -1.0f : 1.0f, dy == 0 ? -1.0f : 1.0f};
    }
  }
  if (lengthSquared(away) == 0.0f) return p;
  const Vec2 moved{gx + (away.x > 0.0f   ? kCornerClearance
                         : away.x < 0.0f ? -kCornerClearance
                                         : 0.0f),
                   gy + (away.y > 0.0f   ? kCornerClearance
                         : away.y < 0.0f ? -kCornerClearance
                                         : 0.0f)};
  return grid.passable(cellOf(moved)) ? moved : p;
}

// A destination a body can stand on: a quarter cell off every blocked cell
// that touches its cell, diagonal ones included.
Vec2 clearOfCorners(const Grid& grid, Vec2 p) {
  const Cell c = cellOf(p);
  auto side = [&](int32_t dx, int32_t dy) {
    // The three cells along one side: dx, dy pick the side.
    for (int32_t k = -1; k <= 1; ++k) {
      const Cell n = dx != 0 ? Cell{c.x + dx, c.y + k} : Cell{c.x + k, c.y + dy};
      if (!grid.passable(n)) return true;
    }
    return false;
  };
  const float x0 = static_cast<float>(c.x);
  const float y0 = static_cast<float>(c.y);
  if (side(-1, 0)) p.x = std::max(p.x, x0 + kBodyMargin);
  if (side(1, 0)) p.x = std::min(p.x, x0 + 1.0f - kBodyMargin);
  if (side(0, -1)) p.y = std::max(p.y, y0 + kBodyMargin);
  if (side(0, 1)) p.y = std::min(p.y, y0 + 1.0f - kBodyMargin);
  return p;
}

// A hero that makes no headway toward a corner for this long plans again
// from where it stands; after a few such plans it gives the order up (a
// safety net: clear corners and the sight rule below make it rare).
constexpr float kStuckTime = 0.5f;
constexpr int kStuckPlans = 3;
// Within the arrival radius a corner counts as reached only once the next
// one is in sight (else the radius would cut the corner into the wall), or
// when the hero is right on it.
constexpr float kOnCorner = 0.05f;

float turnStep(const HeroDef& def, float dt) { return def.turnRate * std::numbers::pi_v<float> / 180.0f * dt; }

}  // namespace

bool planHeroPath(SimState& s, Hero& hero, Vec2 to) {
  hero.path.clear();
  hero.pathNext = 0;
  hero.pathEnd = to;
  hero.plannedOn = s.nav.mesh().revision();
  NavPathOptions options;
  options.snap = 0.5f;
  // The hero walks slower on dearer ground (terrainSpeed), and every triangle
  // of the level's mesh lies on ground of one cost: where costs differ the
  // plan weighs them, and takes the road round the mud when that is quicker.
  // On ground of one cost the quickest path is the shortest, as before.
  if (!s.nav.mesh().uniformCost()) options.cost = NavCost::Regions;
  s.heroPlan.points.clear();
  if (s.heroQuery.findPath(s.nav, hero.pos, to, s.heroPlan, options) != NavStatus::Found) return false;
  hero.path.assign(s.heroPlan.points.begin(), s.heroPlan.points.end());
  for (size_t k = 1; k + 1 < hero.path.size(); ++k) hero.path[k] = clearCorner(s.grid, hero.path[k]);
  hero.pathNext = hero.path.size() > 1 ? 1 : 0;
  return true;
}

void stepHeroToward(SimState& s, Hero& hero, const HeroDef& def, Vec2 point, float dt) {
  const Vec2 to = point - hero.pos;
  const float left = length(to);
  if (left <= 1e-5f) return;
  const Vec2 wanted = to * (1.0f / left);
  hero.facing = rotateToward(hero.facing, wanted, turnStep(def, dt));
  if (dot(hero.facing, wanted) < kWalkCone) return;
  const uint8_t cost = s.grid.cost(cellOf(hero.pos));
  const float terrain = terrainSpeed(cost);
  const float travel = std::min(def.speed * terrain * dt, left);
  hero.pos = keepOffWalls(s.grid, slide(s.grid, hero.pos, hero.facing * travel), kBodyMargin);
}

bool walkHeroPath(SimState& s, Hero& hero, const HeroDef& def, float dt) {
  if (hero.plannedOn != s.nav.mesh().revision()) {
    const Vec2 was = hero.pathEnd;
    Vec2 end = was;
    // The new tower may stand on the old destination: go to the nearest
    // point still open, and let the order and the rally point move with it,
    // or the hero would count itself short of them for ever.
    if (!heroDestination(s, was, end) || !planHeroPath(s, hero, end)) {
      hero.path.clear();
      return false;
    }
    if (hero.destination == was) hero.destination = end;
    if (hero.rally == was) hero.rally = end;
  }
  if (hero.path.empty()) return false;
  const uint32_t last = static_cast<uint32_t>(hero.path.size() - 1);
  auto reached = [&](uint32_t k, Vec2 after) {
    const float d = distance(hero.pos, hero.path[k]);
    return d < kOnCorner || (d < def.arrival && lineOfSight(s.grid, hero.pos, after));
  };
  while (hero.pathNext < last && reached(hero.pathNext, hero.path[hero.pathNext + 1])) ++hero.pathNext;
  if (hero.pathNext >= last && reached(last, hero.path[last])) {
    hero.stuck = 0.0f;
    hero.stuckPlans = 0;
    return true;
  }
  const Vec2 before = hero.pos;
  stepHeroToward(s, hero, def, hero.path[hero.pathNext], dt);
  // Turning on the spot is progress too; only standing still while facing
  // the way is not.
  const bool blocked = distance(before, hero.pos) < 0.05f * def.speed * dt &&
                       dot(hero.facing, normalized(hero.path[hero.pathNext] - hero.pos)) > 0.99f;
  hero.stuck = blocked ? hero.stuck + dt : 0.0f;
  if (!blocked) hero.stuckPlans = 0;
  if (hero.stuck >= kStuckTime) {
    hero.stuck = 0.0f;
    if (++hero.stuckPlans > kStuckPlans || !planHeroPath(s, hero, hero.pathEnd)) {
      hero.stuckPlans = 0;
      hero.path.clear();
    }
  }
  return false;
}

bool heroDestination(const SimState& s, Vec2 point, Vec2& out) {
  if (!s.hero || s.hero->state == HeroState::Dead) return false;
  const Grid& g = s.grid;
  const Vec2 p{std::clamp(point.x, 0.0f, static_cast<float>(g.width()) - 1e-3f),
               std::clamp(point.y, 0.0f, static_cast<float>(g.height()) - 1e-3f)};
  const Cell from = cellOf(s.hero->pos);
  // Cells the hero's own cell connects to: with the goals when it can reach
  // them (every cell the flow field reaches is one region), else anything
  // passable, and the path search has the last word.
  const bool withGoals = s.layers.front().flow.distance(g, from) != kUnreachable;
  const Cell centre = cellOf(p);
  float best = -1.0f;
  const int32_t maxRing = std::max(g.width(), g.height());
  for (int32_t r = 0; r <= maxRing; ++r) {
    if (best >= 0.0f && static_cast<float>(r - 1) > best) break;
    for (int32_t y = centre.y - r; y <= centre.y + r; ++y) {
      for (int32_t x = centre.x - r; x <= centre.x + r; ++x) {
        if (std::max(std::abs(x - centre.x), std::abs(y - centre.y)) != r) continue;
        const Cell c{x, y};
        if (!g.passable(c)) continue;
        if (withGoals && s.layers.front().flow.distance(g, c) == kUnreachable) continue;
        const float x0 = static_cast<float>(x);
        const float y0 = static_cast<float>(y);
        Vec2 q{std::clamp(p.x, x0 + 1e-3f, x0 + 1.0f - 1e-3f), std::clamp(p.y, y0 + 1e-3f, y0 + 1.0f - 1e-3f)};
        q = clearOfCorners(g, q);
        const float d = distance(p, q);
        if (best < 0.0f || d < best) {
          best = d;
          out = q;
        }
      }
    }
  }
  return best >= 0.0f;
}

}  // namespace td
