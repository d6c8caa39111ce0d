#include "engine/sim/WaveSystem.h"

#include <algorithm>
#include <cmath>

#include "engine/sim/CellPoints.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/EndlessWaves.h"
#include "engine/sim/MovementSystem.h"
#include "engine/sim/MoverLayers.h"

namespace td {

namespace {

int32_t waveCount(const SimState& s) { return static_cast<int32_t>(s.level.waves.size()); }

void spawnEnemyAt(SimState& s, uint16_t kind, int32_t spawn, int32_t wave, Cell at) {
  const EnemyDef& def = s.defs.enemies[kind];
  Enemy e;
  e.serial = ++s.enemiesSpawned;
  e.kind = kind;
  e.flying = def.flying;
  // Both factors are 1 for a level's own waves at Normal: the health is the kind's, exactly.
  const float waveHealth = wave >= 0 ? s.level.waves[static_cast<size_t>(wave)].health : 1.0f;
  e.health = e.maxHealth = def.health * difficultyDef(s.rules.difficulty).enemyHealth * waveHealth;
  e.pos = e.prevPos = centreOf(at);
  e.cell = at;
  e.spawn = spawn;
  e.layer = layerOfKind(s, kind);
  e.wave = wave;
  startMoving(s, e);
  s.enemies.create(e);
  emit(s, SimEventKind::EnemySpawned, e.pos, 0, kind, e.serial);
}

void spawnEnemy(SimState& s, uint16_t kind, int32_t spawn, int32_t wave) {
  spawnEnemyAt(s, kind, spawn, wave, s.level.spawns[static_cast<size_t>(spawn)]);
}

// Endless mode keeps one wave ahead of the one starting, so the game never
// runs out of waves (and is never won).
void appendEndlessWave(SimState& s) {
  const auto n = static_cast<int32_t>(s.level.waves.size());
  WaveDef wave = endlessWave(s.level.waves, s.levelWaves, n);
  std::vector<uint16_t> kinds;
  kinds.reserve(wave.groups.size());
  for (const WaveGroupDef& g : wave.groups) kinds.push_back(static_cast<uint16_t>(s.defs.enemyIndex(g.enemy)));
  s.level.waves.push_back(std::move(wave));
  s.waves.enemies.push_back(std::move(kinds));
  s.waves.alive.push_back(0);
  s.waves.toSpawn.push_back(0);
  s.waves.leaks.push_back(0);
}

}  // namespace

void startWave(SimState& s) {
  if (s.rules.endless && s.levelWaves > 0 && s.waves.next + 1 >= waveCount(s)) appendEndlessWave(s);
  const int32_t w = s.waves.next++;
  const WaveDef& wave = s.level.waves[static_cast<size_t>(w)];
  int32_t total = 0;
  for (size_t g = 0; g < wave.groups.size(); ++g) {
    const WaveGroupDef& group = wave.groups[g];
    if (group.count <= 0) continue;
    s.waves.groups.push_back({w, s.waves.enemies[static_cast<size_t>(w)][g], group.spawn, group.count,
                              std::max(group.interval, SimState::kStep), group.delay});
    total += group.count;
  }
  s.waves.alive[static_cast<size_t>(w)] = total;
  s.waves.toSpawn[static_cast<size_t>(w)] = total;
  s.waves.countdown = s.level.waveBreak;
  // Each tower's damage from here on is this wave's (its card's figure).
  for (uint32_t i = 0; i < s.towers.slotCount(); ++i) {
    if (!s.towers.aliveAt(i)) continue;
    Tower& t = s.towers.at(i);
    t.dealtAtWave = t.dealt;
    t.waveTick = s.tick;
  }
  emit(s, SimEventKind::WaveStarted, centreOf(s.level.spawns[0]), w + 1);
  if (total == 0) waveEnemyGone(s, w, false);  // an empty wave is cleared at once
}

void skipToWave(SimState& s, const WaveStart& start) {
  WaveState& w = s.waves;
  for (int32_t i = 0; i < start.wave; ++i) {
    w.alive[static_cast<size_t>(i)] = -1;  // as if its bonus were paid
    w.toSpawn[static_cast<size_t>(i)] = 0;
  }
  w.next = w.first = w.cleared = start.wave;
  s.economy.gold = start.gold;
}

int32_t earlyCallBonus(const SimState& s) {
  // The first wave played waits while the player builds: nothing is skipped by calling it.
  if (s.waves.next >= waveCount(s) || s.waves.next == s.waves.first) return 0;
  return static_cast<int32_t>(std::floor(s.waves.countdown * s.level.earlyBonusPerSecond));
}

void runWaves(SimState& s) {
  WaveState& w = s.waves;
  if (w.next < waveCount(s)) {
    // The countdown runs once the latest wave has sent everyone out.
    if (!waveSending(w) && !firstWaveHeld(w)) {
      w.countdown -= SimState::kStep;
      if (w.countdown <= 0.0f) startWave(s);
    }
  }
  for (GroupRun& g : w.groups) {
    g.timer -= SimState::kStep;
    while (g.timer <= 0.0f && g.left > 0) {
      spawnEnemy(s, g.enemy, g.spawn, g.wave);
      --g.left;
      --w.toSpawn[static_cast<size_t>(g.wave)];
      // A little jitter keeps crowds from marching in lockstep; it comes
      // from the seeded generator, so replays still agree.
      g.timer += g.interval * (0.9f + 0.2f * s.rng.unit());
    }
  }
  std::erase_if(w.groups, [](const GroupRun& g) { return g.left <= 0; });
}

bool dropEnemy(SimState& s, uint16_t kind, Cell cell) {
  if (kind >= s.defs.enemies.size() || !s.grid.contains(cell) || s.level.spawns.empty()) return false;
  const EnemyDef& def = s.defs.enemies[kind];
  if (!def.flying && !s.layers[layerOfKind(s, kind)].grid.passable(cell)) return false;
  spawnEnemyAt(s, kind, 0, -1, cell);
  return true;
}

void waveEnemyGone(SimState& s, int32_t wave, bool escaped) {
  if (wave < 0) return;
  const auto i = static_cast<size_t>(wave);
  int32_t& alive = s.waves.alive[i];
  if (alive > 0) --alive;
  if (escaped) ++s.waves.leaks[i];
  if (alive == 0 && s.waves.toSpawn[static_cast<size_t>(wave)] == 0) {
    const int32_t bonus = s.level.waves[static_cast<size_t>(wave)].bonus;
    s.economy.gold += bonus;
    ++s.waves.cleared;
    if (s.waves.leaks[i] == 0) ++s.waves.held;
    alive = -1;  // paid; never again
    emit(s, SimEventKind::WaveCleared, centreOf(s.level.goals[0]), bonus, 0, static_cast<uint32_t>(s.waves.leaks[i]));
  }
}

}  // namespace td
