#pragma once

// Levels and kinds for the tests of the behaviours that leave the flow field.

#include <string>
#include <variant>
#include <vector>

#include "engine/sim/CellPoints.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td::test {

inline EnemyDef freeMover(const char* id, MovementKind movement, float speed, float patience) {
  EnemyDef d;
  d.id = id;
  d.name = id;
  d.health = 40.0f;
  d.speed = speed;
  d.radius = 0.3f;
  d.movement = movement;
  d.patience = patience;
  return d;
}

// The test kinds plus one of each free behaviour.
inline GameDefs freeMoverDefs(float patience = 10.0f) {
  GameDefs d = testDefs();
  d.enemies.push_back(freeMover("wanderer", MovementKind::Wander, 1.5f, patience));
  d.enemies.push_back(freeMover("golem", MovementKind::Trace, 1.2f, patience));
  d.enemies.push_back(freeMover("cart", MovementKind::Road, 2.0f, patience));
  d.enemies.push_back(freeMover("rat", MovementKind::Wall, 2.0f, patience));
  d.enemies.push_back(freeMover("chaser", MovementKind::Chase, 1.5f, patience));
  d.enemies.push_back(freeMover("feeler", MovementKind::Feel, 1.5f, patience));
  return d;
}

// One enemy of `kind` at once, and a wave far in the future so that the
// game goes on after it has gone.
inline LevelDef soloLevel(const std::vector<std::string>& rows, const std::string& kind) {
  LevelDef level = testLevel(rows, {wave(kind, 1, 1.0f), wave("normal", 1, 1.0f)}, 100, 10);
  level.firstWaveDelay = 0.0f;
  level.waveBreak = 10000.0f;
  return level;
}

inline const Enemy* onlyEnemy(const World& world) {
  for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
    if (world.enemies().aliveAt(i)) return &world.enemies().at(i);
  }
  return nullptr;
}

// What one enemy did, tick by tick, until it was gone or the ticks ran out.
struct SoloRun {
  bool gone = false;            // escaped (or killed) and removed
  bool fellBack = false;        // ended up walking its route
  bool inBlockedCell = false;   // ever stood in a cell it may not enter
  int ticks = 0;                // until it was gone
  std::vector<Vec2> positions;  // every tick it was in play
};

// Runs `world` until its first enemy has come and gone; `watch` sees it every tick.
template <typename Watch>
SoloRun runSolo(World& world, int maxTicks, Watch watch) {
  SoloRun run;
  bool seen = false;
  for (int t = 0; t < maxTicks; ++t) {
    world.step();
    const Enemy* e = onlyEnemy(world);
    if (e == nullptr) {
      if (seen) {
        run.gone = true;
        run.ticks = t;
        return run;
      }
      continue;
    }
    seen = true;
    if (e->state == EnemyState::Escaped || e->state == EnemyState::Dying) continue;
    run.positions.push_back(e->pos);
    if (!world.grid().passable(cellOf(e->pos))) run.inBlockedCell = true;
    if (std::holds_alternative<RouteWalk>(e->move)) run.fellBack = true;
    watch(*e);
  }
  run.ticks = maxTicks;
  return run;
}

}  // namespace td::test
