#include "engine/balance/WaveBalance.h"

#include <algorithm>
#include <limits>

#include "engine/sim/SimStep.h"

namespace td {
namespace {

// The loader keeps armour at most 0.9; the floor keeps a hand-made
// definition from dividing by zero.
double armouredHealthOf(const EnemyDef& def) {
  return static_cast<double>(def.health) / std::max(0.1, 1.0 - static_cast<double>(def.armour));
}

std::vector<TowerPrice> allowedTowers(const LevelDef& level, const GameDefs& defs) {
  std::vector<TowerPrice> towers;
  for (const TowerDef& t : defs.towers) {
    if (t.levels.empty()) continue;
    const bool allowed =
        level.towers.empty() || std::find(level.towers.begin(), level.towers.end(), t.id) != level.towers.end();
    if (allowed) towers.push_back({t.id, t.name, t.levels.front().cost});
  }
  // Equal prices keep the definitions' order, as the build bar does.
  std::stable_sort(towers.begin(), towers.end(),
                   [](const TowerPrice& a, const TowerPrice& b) { return a.cost < b.cost; });
  return towers;
}

// Adds `n` to a count, holding it at the largest int32 rather than overflowing: the level format takes groups
// of up to a billion enemies, and a designer's typo must show a huge figure, not a negative one.
void addCapped(int32_t& to, int64_t n) {
  constexpr int64_t kMax = std::numeric_limits<int32_t>::max();
  to = static_cast<int32_t>(std::clamp(static_cast<int64_t>(to) + n, -kMax, kMax));
}

WaveFigures figuresOf(const WaveDef& wave, const GameDefs& defs) {
  WaveFigures f;
  f.bonus = wave.bonus;
  double flyingHealth = 0.0;
  double start = std::numeric_limits<double>::infinity();
  double end = 0.0;
  for (const WaveGroupDef& group : wave.groups) {
    if (group.count <= 0) continue;
    addCapped(f.enemies, group.count);
    const int32_t kind = defs.enemyIndex(group.enemy);
    if (kind < 0) {
      addCapped(f.unknown, group.count);
      continue;
    }
    // The simulation sends at most one enemy of a group a tick.
    const double interval = std::max(static_cast<double>(group.interval), static_cast<double>(kSimStep));
    start = std::min(start, static_cast<double>(group.delay));
    end = std::max(end, static_cast<double>(group.delay) + group.count * interval);
    const EnemyDef& def = defs.enemies[static_cast<size_t>(kind)];
    const double armoured = armouredHealthOf(def) * wave.health * group.count;
    f.health += static_cast<double>(def.health) * wave.health * group.count;
    f.armouredHealth += armoured;
    addCapped(f.bounty, static_cast<int64_t>(def.bounty) * group.count);
    addCapped(f.lives, static_cast<int64_t>(def.lives) * group.count);
    if (def.flying) {
      addCapped(f.flyers, group.count);
      flyingHealth += armoured;
    }
  }
  if (f.enemies > f.unknown) {
    f.arrivalSeconds = std::max(end - start, static_cast<double>(kSimStep));
    f.threat = f.armouredHealth / f.arrivalSeconds;
  }
  if (f.armouredHealth > 0.0) f.flyerShare = flyingHealth / f.armouredHealth;
  return f;
}

}  // namespace

WaveBalance balanceWaves(const LevelDef& level, const GameDefs& defs) {
  WaveBalance balance;
  balance.towers = allowedTowers(level, defs);
  int64_t gold = level.gold;
  constexpr int64_t kMaxGold = std::numeric_limits<int32_t>::max();
  for (const WaveDef& wave : level.waves) {
    WaveFigures f = figuresOf(wave, defs);
    f.goldBefore = static_cast<int32_t>(std::min(gold, kMaxGold));
    for (const TowerPrice& t : balance.towers) {
      f.towersBought.push_back(t.cost > 0 ? f.goldBefore / t.cost : 0);
    }
    gold += static_cast<int64_t>(f.bounty) + f.bonus;
    balance.maxThreat = std::max(balance.maxThreat, f.threat);
    balance.waves.push_back(std::move(f));
  }
  balance.goldAfter = static_cast<int32_t>(std::min(gold, kMaxGold));
  return balance;
}

}  // namespace td
