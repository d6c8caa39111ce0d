#include "engine/sim/hero/HeroMind.h"

#include <algorithm>

#include "engine/sim/CellPoints.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/SimState.h"
#include "engine/sim/hero/HeroFight.h"
#include "engine/sim/hero/HeroWalk.h"

namespace td {

namespace {

void become(Hero& hero, HeroState state) {
  if (hero.state == state) return;
  hero.state = state;
  hero.stateTime = 0.0f;
}

bool isDead(HeroContext& c) { return c.hero.state == HeroState::Dead; }

bool awaitRespawn(HeroContext& c) {
  Hero& hero = c.hero;
  hero.respawnIn -= SimState::kStep;
  if (hero.respawnIn > 0.0f) return true;
  hero.respawnIn = 0.0f;
  hero.pos = hero.start;
  hero.prevPos = hero.start;
  hero.rally = hero.start;
  hero.health = c.def.levels[static_cast<size_t>(hero.level)].health;
  hero.cooldown = 0.0f;
  hero.target = {};
  become(hero, HeroState::Idle);
  emit(c.s, SimEventKind::HeroRespawned, hero.pos);
  return true;
}

bool hasOrder(HeroContext& c) { return c.hero.ordered; }

bool followOrder(HeroContext& c) {
  Hero& hero = c.hero;
  become(hero, HeroState::Moving);
  const bool arrived = walkHeroPath(c.s, hero, c.def, SimState::kStep);
  if (arrived || hero.path.empty()) {
    // Arrived, or its way was cut off for good: the order is done with.
    hero.ordered = false;
    if (arrived) hero.rally = hero.destination;
    become(hero, HeroState::Idle);
  }
  return true;
}

bool foeNear(HeroContext& c) {
  c.hero.target = pickHeroFoe(c.s, c.hero, c.def);
  return c.hero.target.valid();
}

bool fight(HeroContext& c) {
  become(c.hero, HeroState::Fighting);
  fightHeroFoe(c.s, c.hero, c.def, c.hero.target, SimState::kStep);
  return true;
}

bool awayFromRally(HeroContext& c) { return distance(c.hero.pos, c.hero.rally) >= c.def.arrival; }

bool returnToRally(HeroContext& c) {
  Hero& hero = c.hero;
  become(hero, HeroState::Moving);
  // A tower built on the rally point while the hero was away moves it to
  // the nearest open point.
  if (!c.s.grid.passable(cellOf(hero.rally))) {
    Vec2 open;
    if (heroDestination(c.s, hero.rally, open)) hero.rally = open;
  }
  if (hero.path.empty() || !(hero.pathEnd == hero.rally)) {
    if (!planHeroPath(c.s, hero, hero.rally)) {
      // The rally point was walled off: stand where it is instead.
      hero.rally = hero.pos;
      return false;
    }
  }
  if (walkHeroPath(c.s, hero, c.def, SimState::kStep)) {
    hero.path.clear();
    become(hero, HeroState::Idle);
  }
  return true;
}

bool standIdle(HeroContext& c) {
  Hero& hero = c.hero;
  become(hero, HeroState::Idle);
  const HeroLevelDef& level = c.def.levels[static_cast<size_t>(hero.level)];
  hero.health = std::min(level.health, hero.health + level.regen * SimState::kStep);
  hero.cooldown = std::max(0.0f, hero.cooldown - SimState::kStep);
  return true;
}

}  // namespace

HeroMind makeHeroMind() {
  HeroMind tree;
  const auto dead = tree.firstFail({tree.assertion(isDead, "dead?"), tree.job(awaitRespawn, "await respawn")}, "dead");
  const auto order =
      tree.firstFail({tree.assertion(hasOrder, "ordered?"), tree.job(followOrder, "follow order")}, "follow order");
  const auto combat = tree.firstFail({tree.assertion(foeNear, "foe near?"), tree.job(fight, "fight")}, "fight");
  const auto back = tree.firstFail(
      {tree.assertion(awayFromRally, "away from rally?"), tree.job(returnToRally, "return to rally")}, "return");
  const auto idle = tree.job(standIdle, "idle");
  tree.setRoot(tree.firstSuccess({dead, order, combat, back, idle}, "hero"));
  return tree;
}

}  // namespace td
