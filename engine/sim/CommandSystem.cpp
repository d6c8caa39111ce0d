#include "engine/sim/CommandSystem.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/sim/CellPoints.h"
#include "engine/sim/DiscSystem.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/MovementSystem.h"
#include "engine/sim/MoverLayers.h"
#include "engine/sim/WaveSystem.h"
#include "engine/sim/hero/HeroSystem.h"

namespace td {

namespace {

constexpr float kSellRefundPercent = 70.0f;

size_t cellSlot(const SimState& s, Cell cell) { return static_cast<size_t>(cell.y * s.grid.width() + cell.x); }

}  // namespace

PlacementResult placementAt(SimState& s, Cell cell) { return checkLayers(s, cell); }

TowerId towerAt(const SimState& s, Cell cell) {
  if (!s.grid.contains(cell)) return {};
  const TowerId id = s.towerGrid[cellSlot(s, cell)];
  return s.towers.contains(id) ? id : TowerId{};
}

int32_t refundFor(const SimState& s, const Tower& tower) {
  const int32_t fresh = tower.freshWave == s.waves.next ? tower.freshSpent : 0;
  return fresh +
         static_cast<int32_t>(std::floor(static_cast<float>(tower.spent - fresh) * kSellRefundPercent / 100.0f));
}

bool fieldClear(const SimState& s) {
  if (s.enemies.count() != 0) return false;
  for (int32_t w = 0; w < s.waves.next; ++w) {
    if (s.waves.toSpawn[static_cast<size_t>(w)] > 0) return false;
  }
  return true;
}

namespace {

// Counts `cost` as put in during this countdown when the field is clear.
void noteFresh(const SimState& s, Tower& t, int32_t cost) {
  if (!fieldClear(s)) return;
  if (t.freshWave != s.waves.next) {
    t.freshWave = s.waves.next;
    t.freshSpent = 0;
  }
  t.freshSpent += cost;
}

}  // namespace

bool towerAllowed(const SimState& s, uint16_t kind) { return kind < s.allowed.size() && s.allowed[kind] != 0; }

const Tower* wallToBuildOn(const SimState& s, uint16_t towerKind, Cell cell) {
  if (towerKind >= s.defs.towers.size() || !s.defs.towers[towerKind].attacks()) return nullptr;
  const Tower* wall = s.towers.get(towerAt(s, cell));
  if (wall == nullptr || s.defs.towers[wall->kind].attacks()) return nullptr;
  return wall;
}

int32_t buildCost(const SimState& s, uint16_t towerKind, Cell cell) {
  if (towerKind >= s.defs.towers.size()) return 0;
  const int32_t price = s.defs.towers[towerKind].levels[0].cost;
  const Tower* wall = wallToBuildOn(s, towerKind, cell);
  return wall == nullptr ? price : std::max(0, price - refundFor(s, *wall));
}

namespace {

// A new tower of `kind` on `cell`, paid `cost` on top of what `from` already holds (nothing for a fresh build,
// the wall's worth for a tower built on one): the one place a tower comes into being, for both builds.
int32_t placeTower(SimState& s, uint16_t kind, Cell cell, int32_t cost, Tower from) {
  Tower& t = from;
  t.kind = kind;
  t.cell = cell;
  t.pos = centreOf(cell);
  t.angle = -std::numbers::pi_v<float> / 2.0f;
  t.spent += cost;
  t.builtTick = t.waveTick = s.tick;
  noteFresh(s, t, cost);
  s.towerGrid[cellSlot(s, cell)] = s.towers.create(t);
  s.economy.gold -= cost;
  emit(s, SimEventKind::TowerBuilt, t.pos, cost, kind);
  return cost;
}

// buildTower on a wall: the cell stays blocked, so routes, the navigation mesh and the discs' arena are as they
// were; only the tower changes. What the wall cost stays in the new tower's worth, as an upgrade's would.
CommandResult replaceWall(SimState& s, uint16_t towerKind, Cell cell, const Tower& wall) {
  CommandResult r;
  const int32_t cost = buildCost(s, towerKind, cell);
  if (s.economy.gold < cost) {
    r.status = CommandStatus::NotEnoughGold;
    return r;
  }
  // Its freshness in this countdown carries over too.
  Tower from;
  from.spent = wall.spent;
  from.freshWave = wall.freshWave;
  from.freshSpent = wall.freshSpent;
  s.towers.destroy(towerAt(s, cell));
  r.gold = placeTower(s, towerKind, cell, cost, from);
  return r;
}

}  // namespace

CommandResult buildTower(SimState& s, uint16_t towerKind, Cell cell) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  if (towerKind >= s.defs.towers.size()) return refused(CommandStatus::UnknownTower);
  if (!towerAllowed(s, towerKind)) return refused(CommandStatus::TowerNotAllowed);
  if (const Tower* wall = wallToBuildOn(s, towerKind, cell)) return replaceWall(s, towerKind, cell, *wall);
  CommandResult r;
  r.placement = placementAt(s, cell);
  if (!r.placement.ok()) {
    r.status = CommandStatus::PlacementRefused;
    return r;
  }
  if (heroStandsIn(s, cell)) {
    r.status = CommandStatus::HeroInTheWay;
    return r;
  }
  const TowerDef& def = s.defs.towers[towerKind];
  const int32_t cost = def.levels[0].cost;
  if (s.economy.gold < cost) {
    r.status = CommandStatus::NotEnoughGold;
    return r;
  }
  s.grid.setBlocked(cell, true);
  layersCellBlocked(s, cell);
  s.nav.cellBlocked(s.grid, cell);
  syncArenaCell(s, cell);
  rerouteEnemies(s);
  r.gold = placeTower(s, towerKind, cell, cost, Tower{});
  return r;
}

CommandResult upgradeTower(SimState& s, Cell cell) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  Tower* t = s.towers.get(towerAt(s, cell));
  if (t == nullptr) return refused(CommandStatus::NoTower);
  const TowerDef& def = s.defs.towers[t->kind];
  if (static_cast<size_t>(t->level) + 1 >= def.levels.size()) return refused(CommandStatus::MaxLevel);
  const int32_t cost = def.levels[static_cast<size_t>(t->level) + 1].cost;
  if (s.economy.gold < cost) return refused(CommandStatus::NotEnoughGold);
  s.economy.gold -= cost;
  t->spent += cost;
  noteFresh(s, *t, cost);
  ++t->level;
  CommandResult r;
  r.gold = cost;
  emit(s, SimEventKind::TowerUpgraded, t->pos, cost, t->kind);
  return r;
}

CommandResult specialiseTower(SimState& s, Cell cell, int32_t spec) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  Tower* t = s.towers.get(towerAt(s, cell));
  if (t == nullptr) return refused(CommandStatus::NoTower);
  const TowerDef& def = s.defs.towers[t->kind];
  if (spec < 0 || static_cast<size_t>(spec) >= def.specialisations.size()) {
    return refused(CommandStatus::NoSuchSpecialisation);
  }
  if (t->spec >= 0) return refused(CommandStatus::AlreadySpecialised);
  if (!canSpecialise(def, *t)) return refused(CommandStatus::NotAtTopLevel);
  const int32_t cost = def.specialisations[static_cast<size_t>(spec)].level.cost;
  if (s.economy.gold < cost) return refused(CommandStatus::NotEnoughGold);
  s.economy.gold -= cost;
  t->spent += cost;
  noteFresh(s, *t, cost);
  t->spec = static_cast<int8_t>(spec);
  CommandResult r;
  r.gold = cost;
  emit(s, SimEventKind::TowerSpecialised, t->pos, cost, t->kind, static_cast<uint32_t>(spec));
  return r;
}

CommandResult sellTower(SimState& s, Cell cell) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  const TowerId id = towerAt(s, cell);
  const Tower* t = s.towers.get(id);
  if (t == nullptr) return refused(CommandStatus::NoTower);
  const int32_t refund = refundFor(s, *t);
  const uint16_t kind = t->kind;
  const Vec2 pos = t->pos;
  s.towers.destroy(id);
  s.towerGrid[cellSlot(s, cell)] = TowerId{};
  s.grid.setBlocked(cell, false);
  layersCellFreed(s, cell);
  s.nav.cellFreed(s.grid, cell);
  syncArenaCell(s, cell);
  rerouteEnemies(s);
  s.economy.gold += refund;
  CommandResult r;
  r.gold = refund;
  emit(s, SimEventKind::TowerSold, pos, refund, kind);
  return r;
}

CommandResult setTargetMode(SimState& s, Cell cell, TargetMode mode) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  Tower* t = s.towers.get(towerAt(s, cell));
  if (t == nullptr) return refused(CommandStatus::NoTower);
  t->mode = mode;
  return {};
}

CommandResult callNextWave(SimState& s) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  if (s.waves.next >= static_cast<int32_t>(s.level.waves.size())) return refused(CommandStatus::NoMoreWaves);
  CommandResult r;
  r.gold = earlyCallBonus(s);
  s.economy.gold += r.gold;
  // Counted as the bonus is (none for the first wave played, which waits while the player builds).
  if (s.waves.next != s.waves.first) s.economy.earlySeconds += static_cast<int32_t>(s.waves.countdown);
  startWave(s);
  return r;
}

}  // namespace td
