#include "engine/rate/RatingFindings.h"

#include <algorithm>

#include "engine/path/RouteTrace.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/RouteLength.h"
#include "engine/sim/World.h"

namespace td {
namespace {

// Seconds a kind of `speed` takes over a route of `cost` (RouteLength: speed is cells per second on terrain of
// the reference cost, so the walk takes the cost in reference steps over the speed).
float walkSeconds(double cost, float speed) {
  if (speed <= 0.f) return 0.f;
  return static_cast<float>(cost / static_cast<double>(kReferenceTerrainCost) / static_cast<double>(speed));
}

// The fastest and slowest walking kinds the level's waves send from `spawn` in `moverClass`, as speeds; both 0
// when none does.
void speedsFrom(const LevelDef& level, const GameDefs& defs, int32_t spawn, MoverClass moverClass, float& fastest,
                float& slowest) {
  fastest = 0.f;
  slowest = 0.f;
  for (const WaveDef& wave : level.waves) {
    for (const WaveGroupDef& group : wave.groups) {
      if (group.spawn != spawn) continue;
      const int32_t kind = defs.enemyIndex(group.enemy);
      if (kind < 0) continue;
      const EnemyDef& def = defs.enemies[static_cast<size_t>(kind)];
      if (def.flying || def.moverClass != moverClass || def.speed <= 0.f) continue;
      fastest = std::max(fastest, def.speed);
      slowest = slowest == 0.f ? def.speed : std::min(slowest, def.speed);
    }
  }
}

// The change an accepted build, upgrade or sell made at `cell`.
void noteTower(const World& world, const ActionDef& action, std::vector<TowerChange>& out) {
  TowerChange change;
  change.tick = world.tick();
  change.cell = action.cell;
  if (action.kind == ActionKind::Sell) {
    change.sold = true;
    out.push_back(change);
    return;
  }
  const Tower* tower = world.towers().get(world.towerAt(action.cell));
  if (tower == nullptr) return;
  change.kind = tower->kind;
  change.level = tower->level;
  if (action.kind == ActionKind::Specialise) change.spec = tower->spec;
  out.push_back(change);
}

// The first layer's routes as they run now, one per spawn of that layer.
void noteRoutes(const World& world, std::vector<std::vector<std::vector<Cell>>>& out) {
  auto& routes = out.emplace_back();
  if (world.layers().empty()) return;
  const MoverLayer& layer = world.layers().front();
  for (const int32_t spawn : layer.spawns) {
    traceRoute(layer.grid, layer.flow, world.level().spawns[static_cast<size_t>(spawn)], routes.emplace_back());
  }
}

}  // namespace

int32_t RatingFindings::waveAt(uint64_t tick) const {
  const auto after = std::upper_bound(waveTicks.begin(), waveTicks.end(), tick);
  return static_cast<int32_t>(after - waveTicks.begin()) - 1;
}

RatingFindings findRatingFindings(const LevelDef& level, const GameDefs& defs, uint64_t seed,
                                  std::span<const ActionDef> actions, uint64_t tickLimit,
                                  const std::atomic<bool>* cancel) {
  RatingFindings f;
  f.width = level.width;
  f.height = level.height;
  const size_t cells = static_cast<size_t>(level.width) * static_cast<size_t>(level.height);
  f.damage.assign(cells, 0.f);
  f.leaks.assign(cells, 0);
  f.livesLostByWave.assign(level.waves.size(), 0);

  World world(level, defs, seed);
  // Health as last seen and wave, by enemy serial: a drop in health between two ticks is damage taken where the
  // enemy stands, and an enemy that escapes is charged to the wave it came in.
  std::vector<float> health;
  std::vector<int32_t> waveOf;
  size_t next = 0;
  noteRoutes(world, f.routeSteps);
  while (world.result() == GameResult::Playing && world.tick() < tickLimit) {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
      f.cancelled = true;
      break;
    }
    for (; next < actions.size() && actions[next].tick <= world.tick(); ++next) {
      const ActionDef& action = actions[next];
      const bool towerAction = action.kind == ActionKind::Build || action.kind == ActionKind::Upgrade ||
                               action.kind == ActionKind::Sell || action.kind == ActionKind::Specialise;
      if (!applyAction(world, action).ok() || !towerAction) continue;
      const size_t before = f.changes.size();
      noteTower(world, action, f.changes);
      if (f.changes.size() > before) noteRoutes(world, f.routeSteps);
    }
    world.step();
    const auto& enemies = world.enemies();
    for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
      if (!enemies.aliveAt(i)) continue;
      const Enemy& e = enemies.at(i);
      if (e.serial >= health.size()) {
        health.resize(e.serial + 1, -1.f);
        waveOf.resize(e.serial + 1, -1);
      }
      float& last = health[e.serial];
      if (last >= 0.f && e.health < last && level.contains(e.cell)) {
        f.damage[f.cellIndex(e.cell)] += last - std::max(e.health, 0.f);
      }
      last = std::max(e.health, 0.f);
      waveOf[e.serial] = e.wave;
    }
    for (const SimEvent& event : world.events()) {
      if (event.kind == SimEventKind::WaveStarted) {
        f.waveTicks.push_back(world.tick());
      } else if (event.kind == SimEventKind::EnemyEscaped) {
        const Cell at = cellOf(event.pos);
        if (level.contains(at)) f.leaks[f.cellIndex(at)] += event.value;
        const int32_t wave = event.serial < waveOf.size() ? waveOf[event.serial] : -1;
        if (wave >= 0 && static_cast<size_t>(wave) < f.livesLostByWave.size()) {
          f.livesLostByWave[static_cast<size_t>(wave)] += event.value;
        }
      }
    }
  }
  f.maxDamage = f.damage.empty() ? 0.f : *std::max_element(f.damage.begin(), f.damage.end());
  f.result = world.result();
  f.ticks = world.tick();

  std::vector<RouteLength> routes;
  routeLengths(world, routes);
  for (const RouteLength& r : routes) {
    RouteFinding route;
    route.spawn = r.spawn;
    route.moverClass = r.moverClass;
    route.walkedCells = r.walkedCells();
    route.openWalkedCells = r.openWalkedCells();
    route.stretch = r.stretch();
    float fastest = 0.f;
    float slowest = 0.f;
    speedsFrom(level, defs, r.spawn, r.moverClass, fastest, slowest);
    route.fastestSeconds = walkSeconds(r.cells(), fastest);
    route.slowestSeconds = walkSeconds(r.cells(), slowest);
    f.routes.push_back(route);
  }
  return f;
}

}  // namespace td
