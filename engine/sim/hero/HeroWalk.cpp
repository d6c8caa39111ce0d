#include "engine/sim/hero/HeroWalk.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/sim/CellPoints.h"
#include "engine/sim/move/GroundStep.h"

namespace td {

namespace {

constexpr float kBodyMargin = 0.25f;
const float kWalkCone = std::cos(std::numbers::pi_v<float> / 3.0f);  // walks while within 60 degrees

float turnStep(const HeroDef& def, float dt) { return def.turnRate * std::numbers::pi_v<float> / 180.0f * dt; }

}  // namespace

bool planHeroPath(SimState& s, Hero& hero, Vec2 to) {
  hero.path.clear();
  hero.pathNext = 0;
  hero.pathEnd = to;
  hero.plannedOn = s.nav.mesh().revision();
  NavPathOptions options;
  options.snap = 0.5f;
  s.heroPlan.points.clear();
  if (s.heroQuery.findPath(s.nav, hero.pos, to, s.heroPlan, options) != NavStatus::Found) return false;
  hero.path.assign(s.heroPlan.points.begin(), s.heroPlan.points.end());
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
  const float terrain = cost != 0 ? static_cast<float>(kReferenceTerrainCost) / static_cast<float>(cost) : 1.0f;
  const float travel = std::min(def.speed * terrain * dt, left);
  hero.pos = keepOffWalls(s.grid, slide(s.grid, hero.pos, hero.facing * travel), kBodyMargin);
}

bool walkHeroPath(SimState& s, Hero& hero, const HeroDef& def, float dt) {
  if (hero.plannedOn != s.nav.mesh().revision()) {
    Vec2 end = hero.pathEnd;
    // The new tower may stand on the old destination: go to the nearest
    // point still open.
    if (!heroDestination(s, end, end) || !planHeroPath(s, hero, end)) {
      hero.path.clear();
      return false;
    }
  }
  if (hero.path.empty()) return false;
  const uint32_t last = static_cast<uint32_t>(hero.path.size() - 1);
  while (hero.pathNext < last && distance(hero.pos, hero.path[hero.pathNext]) < def.arrival) ++hero.pathNext;
  if (hero.pathNext >= last && distance(hero.pos, hero.path[last]) < def.arrival) return true;
  stepHeroToward(s, hero, def, hero.path[hero.pathNext], dt);
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
  const bool withGoals = s.flow.distance(g, from) != kUnreachable;
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
        if (withGoals && s.flow.distance(g, c) == kUnreachable) continue;
        const float x0 = static_cast<float>(x);
        const float y0 = static_cast<float>(y);
        Vec2 q{std::clamp(p.x, x0 + 1e-3f, x0 + 1.0f - 1e-3f), std::clamp(p.y, y0 + 1e-3f, y0 + 1.0f - 1e-3f)};
        q = keepOffWalls(g, q, kBodyMargin);
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
