#include "engine/sim/World.h"

#include <stdexcept>
#include <string>

#include "engine/sim/ChallengeRules.h"
#include "engine/sim/Combat.h"
#include "engine/sim/CommandSystem.h"
#include "engine/sim/DiscSystem.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/EndCheck.h"
#include "engine/sim/MovementSystem.h"
#include "engine/sim/ProjectileSystem.h"
#include "engine/sim/StateHash.h"
#include "engine/sim/TowerAbility.h"
#include "engine/sim/TowerSystem.h"
#include "engine/sim/WaveSystem.h"
#include "engine/sim/hero/HeroSystem.h"
#include "engine/sim/hero/HeroWalk.h"

namespace td {

World::World(const LevelDef& level, const GameDefs& defs, uint64_t seed, const PlayRules& rules)
    : s_(level, defs, seed, rules) {}

World::World(const LevelDef& level, const GameDefs& defs, uint64_t seed, const WaveStart& start, const PlayRules& rules)
    : s_(level, defs, seed, rules) {
  const auto waves = static_cast<int32_t>(level.waves.size());
  if (start.wave < 0 || (start.wave > 0 && start.wave >= waves)) {
    throw std::invalid_argument("no wave " + std::to_string(start.wave + 1) + " to start at: the level has " +
                                std::to_string(waves));
  }
  if (start.gold < 0) throw std::invalid_argument("a game cannot start with less than no gold");
  skipToWave(s_, start);
}

// One tick, in this order (docs/architecture.md, "The simulation"). Each
// system sees what the ones before it did this tick: towers aim at where the
// enemies now stand, shots test against this tick's motion, and the end
// check counts the enemies that left or died.
void World::step() {
  s_.events.clear();
  if (s_.result != GameResult::Playing) return;
  runWaves(s_);               // countdown, wave starts, spawning (WaveSystem)
  moveEnemies(s_);            // state timers, behaviours, goals reached (MovementSystem)
  indexEnemies(s_);           // the spatial index for this tick's queries (MovementSystem)
  runHero(s_);                // its decision tree, walk, fights, death and respawn (HeroSystem)
  runTowers(s_);              // targets, turrets, shots and lightning (TowerSystem)
  moveProjectiles(s_);        // flights, swept hits, splash (ProjectileSystem)
  moveDiscs(s_);              // Discus throws: slides, bounces, hits on the way (DiscSystem)
  removeFinishedEnemies(s_);  // the escaped and the dead whose animation ended (Combat)
  ageEffects(s_);             // visuals past their life (EffectSystem)
  checkEnd(s_);               // won or lost (EndCheck)
  ++s_.tick;
}

// Commands come between steps; they are the only way the player changes the
// game (CommandSystem).
CommandResult World::logged(const CommandResult& r, ActionDef action) {
  if (r.ok()) {
    action.tick = s_.tick;
    journal_.push_back(std::move(action));
  }
  return r;
}

CommandResult World::build(uint16_t towerKind, Cell cell) {
  ActionDef a;
  a.kind = ActionKind::Build;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  a.cell = cell;
  if (towerKind < s_.defs.towers.size()) a.tower = s_.defs.towers[towerKind].id;
  return logged(buildTower(s_, towerKind, cell), std::move(a));
}
CommandResult World::upgrade(Cell cell) {
  ActionDef a;
  a.kind = ActionKind::Upgrade;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  a.cell = cell;
  return logged(upgradeTower(s_, cell), std::move(a));
}
CommandResult World::specialise(Cell cell, int32_t spec) {
  ActionDef a;
  a.kind = ActionKind::Specialise;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  a.cell = cell;
  if (const Tower* t = s_.towers.get(towerAt(cell))) {
    const TowerDef& def = s_.defs.towers[t->kind];
    if (spec >= 0 && static_cast<size_t>(spec) < def.specialisations.size()) {
      a.tower = def.specialisations[static_cast<size_t>(spec)].id;
    }
  }
  return logged(specialiseTower(s_, cell, spec), std::move(a));
}
CommandResult World::useAbility(Cell cell) {
  ActionDef a;
  a.kind = ActionKind::Ability;
  a.cell = cell;
  return logged(useTowerAbility(s_, cell), std::move(a));
}
CommandResult World::specialise(Cell cell, std::string_view spec) {
  const Tower* t = s_.towers.get(towerAt(cell));
  if (t == nullptr) return refused(CommandStatus::NoTower);
  const int32_t index = s_.defs.towers[t->kind].specialisationIndex(spec);
  if (index < 0) return refused(CommandStatus::NoSuchSpecialisation);
  return specialise(cell, index);
}
CommandResult World::sell(Cell cell) {
  ActionDef a;
  a.kind = ActionKind::Sell;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  a.cell = cell;
  return logged(sellTower(s_, cell), std::move(a));
}
CommandResult World::setTargetMode(Cell cell, TargetMode mode) {
  ActionDef a;
  a.kind = ActionKind::Target;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  a.cell = cell;
  a.mode = mode;
  return logged(td::setTargetMode(s_, cell, mode), std::move(a));
}
CommandResult World::callNextWave() {
  ActionDef a;
  a.kind = ActionKind::NextWave;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  return logged(td::callNextWave(s_), std::move(a));
}
// The point asked for, not where it snapped to: the same order snaps the same way again.
CommandResult World::orderHero(Vec2 point) {
  ActionDef a;
  a.kind = ActionKind::Hero;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  a.point = point;
  return logged(td::orderHero(s_, point), std::move(a));
}
bool World::dropEnemy(uint16_t kind, Cell cell) { return td::dropEnemy(s_, kind, cell); }
CommandResult World::upgradeHero() {
  ActionDef a;
  a.kind = ActionKind::HeroUpgrade;
  if (forbids(s_.rules, a.kind)) return refused(CommandStatus::Forbidden);
  return logged(td::upgradeHero(s_), std::move(a));
}
bool World::heroDestination(Vec2 point, Vec2& destination) const { return td::heroDestination(s_, point, destination); }
PlacementResult World::placementAt(Cell cell) { return td::placementAt(s_, cell); }

int32_t World::earlyCallBonus() const { return td::earlyCallBonus(s_); }
bool World::towerAllowed(uint16_t kind) const { return td::towerAllowed(s_, kind); }
TowerId World::towerAt(Cell cell) const { return td::towerAt(s_, cell); }
bool World::heroStandsIn(Cell cell) const { return td::heroStandsIn(s_, cell); }
bool World::fieldClear() const { return td::fieldClear(s_); }
int32_t World::refundFor(const Tower& tower) const { return td::refundFor(s_, tower); }
const Tower* World::wallToBuildOn(uint16_t kind, Cell cell) const { return td::wallToBuildOn(s_, kind, cell); }
int32_t World::buildCost(uint16_t kind, Cell cell) const { return td::buildCost(s_, kind, cell); }
uint64_t World::stateHash() const { return td::stateHash(s_); }

}  // namespace td
