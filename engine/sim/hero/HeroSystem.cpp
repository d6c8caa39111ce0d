#include "engine/sim/hero/HeroSystem.h"

#include <stdexcept>

#include "engine/sim/CellPoints.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/hero/HeroFight.h"
#include "engine/sim/hero/HeroWalk.h"

namespace td {

namespace {

// The hero's exact search bound, in nodes (about 3 MB).
constexpr size_t kHeroExactNodes = 65536;

void die(SimState& s, Hero& hero, const HeroDef& def) {
  hero.health = 0.0f;
  hero.state = HeroState::Dead;
  hero.stateTime = 0.0f;
  hero.respawnIn = def.respawn;
  hero.ordered = false;
  hero.path.clear();
  hero.target = {};
  hero.trail.clear();
  releaseHeld(s, hero);
  emit(s, SimEventKind::HeroDied, hero.pos);
}

}  // namespace

void placeHero(SimState& s) {
  if (!s.level.hero) return;
  const HeroPlacement& placement = *s.level.hero;
  const int32_t kind = placement.kind.empty() ? (s.defs.heroes.empty() ? -1 : 0) : s.defs.heroIndex(placement.kind);
  if (kind < 0) throw std::invalid_argument("hero: unknown hero kind '" + placement.kind + "'");
  const HeroDef& def = s.defs.heroes[static_cast<size_t>(kind)];
  if (def.levels.empty()) throw std::invalid_argument("hero: kind '" + def.id + "' has no levels");
  Hero hero;
  hero.kind = static_cast<uint16_t>(kind);
  hero.start = placement.start;
  hero.pos = placement.start;
  hero.prevPos = placement.start;
  hero.rally = placement.start;
  hero.destination = placement.start;
  hero.health = def.levels[0].health;
  hero.cell = cellOf(placement.start);
  hero.trail.setCapacity(def.trail);
  hero.trail.drop(hero.cell);
  // A path turns at most once at each mesh vertex, and the mesh's vertices
  // are grid points.
  const size_t points = static_cast<size_t>(s.grid.width() + 1) * static_cast<size_t>(s.grid.height() + 1) + 2;
  hero.path.reserve(points);
  s.heroPlan.points.reserve(points);
  // A w x h rectangle of cells becomes at most 2(w + h) - 2 <= 2wh
  // triangles, so the mesh never holds more than two per cell; slots freed by
  // updates come back, and twice that again leaves room for them.
  const size_t cells = static_cast<size_t>(s.grid.cellCount());
  // The hero plans inside a tick: its exact search stops at a fixed number of nodes (megabytes, a few
  // milliseconds) and takes the portal search's path past it, so a field of pillars on the largest map does not
  // hold the game for seconds. Shipped levels' queries stay far below it, so their paths are the exact ones.
  s.heroQuery.setExactNodeBudget(0, kHeroExactNodes);
  s.heroQuery.reserve(4 * cells + 64,
                      static_cast<size_t>(s.grid.width() + 1) * static_cast<size_t>(s.grid.height() + 1) + 64);
  s.hero = std::move(hero);
  s.heroMind = makeHeroMind();
}

void runHero(SimState& s) {
  if (!s.hero) return;
  Hero& hero = *s.hero;
  const HeroDef& def = s.defs.heroes[hero.kind];
  hero.prevPos = hero.pos;
  hero.stateTime += SimState::kStep;
  releaseHeld(s, hero);
  HeroContext context{s, hero, def};
  s.heroMind.run(context);
  if (hero.state == HeroState::Dead) return;
  takeBlows(s, hero, def, SimState::kStep);
  if (hero.health <= 0.0f) {
    die(s, hero, def);
    return;
  }
  const Cell now = cellOf(hero.pos);
  if (now != hero.cell) {
    hero.cell = now;
    hero.trail.drop(now);
  }
}

CommandResult orderHero(SimState& s, Vec2 point) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  if (!s.hero) return refused(CommandStatus::NoHero);
  Hero& hero = *s.hero;
  if (hero.state == HeroState::Dead) return refused(CommandStatus::HeroDead);
  Vec2 destination;
  if (!heroDestination(s, point, destination)) return refused(CommandStatus::HeroCannotReach);
  hero.stuck = 0.0f;
  hero.stuckPlans = 0;
  if (!planHeroPath(s, hero, destination)) {
    // A refused order leaves the one it was carrying out as it was.
    if (hero.ordered) planHeroPath(s, hero, hero.destination);
    return refused(CommandStatus::HeroCannotReach);
  }
  hero.destination = destination;
  hero.ordered = true;
  hero.target = {};
  return {};
}

CommandResult upgradeHero(SimState& s) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  if (!s.hero) return refused(CommandStatus::NoHero);
  Hero& hero = *s.hero;
  const HeroDef& def = s.defs.heroes[hero.kind];
  const size_t next = static_cast<size_t>(hero.level) + 1;
  if (next >= def.levels.size()) return refused(CommandStatus::MaxLevel);
  const int32_t cost = def.levels[next].cost;
  if (s.economy.gold < cost) return refused(CommandStatus::NotEnoughGold);
  s.economy.gold -= cost;
  if (hero.state != HeroState::Dead) hero.health += def.levels[next].health - def.levels[next - 1].health;
  ++hero.level;
  emit(s, SimEventKind::HeroUpgraded, hero.pos, cost);
  CommandResult r;
  r.gold = cost;
  return r;
}

bool heroStandsIn(const SimState& s, Cell cell) {
  if (!s.hero) return false;
  // A fallen hero stands up again at its start: that cell stays free.
  return cellOf(s.hero->state == HeroState::Dead ? s.hero->start : s.hero->pos) == cell;
}

}  // namespace td
