#pragma once

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/MoverClass.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/SimState.h"

namespace td {

// What the automatic player's defence did to a level, for a designer to see on the map after a rating: the
// defence's game played once more, watched tick by tick. A rating says how hard a level is; these say where:
// which cells the towers stood on and when, where the enemies were hurt and where they got through, how long each
// spawn's walk became and which waves cost lives.

// A tower built, upgraded, specialised or sold, as the game went.
struct TowerChange {
  uint64_t tick = 0;
  Cell cell;
  uint16_t kind = 0;
  uint8_t level = 0;  // 0, 1, 2 as Tower::level; meaningless when sold
  bool sold = false;
  int8_t spec = -1;  // the specialisation this change chose (TowerDef::specialisations); -1 for any other change
};

// One spawn's route for one movement class, at the end of the game (the maze as it finally stood).
struct RouteFinding {
  int32_t spawn = 0;
  MoverClass moverClass = MoverClass::Foot;
  double walkedCells = 0.0;      // the cells walked, a diagonal step counting 1.41
  double openWalkedCells = 0.0;  // the same on the level with no tower
  double stretch = 1.0;          // the walk's time over the open level's
  // Seconds from the spawn to the goal for the fastest and the slowest kind the level's waves send this way
  // (0 when no kind does, as for a spawn sending only flyers): when the first enemy arrives and how long the
  // slowest stays in range.
  float fastestSeconds = 0.f;
  float slowestSeconds = 0.f;
};

struct RatingFindings {
  int32_t width = 0;
  int32_t height = 0;
  std::vector<TowerChange> changes;  // in the order they happened
  // The first movement class's routes (SimState::layers[0], the one most waves walk), one per spawn it leaves
  // from, as they ran after each number of changes: routeSteps[0] before any tower, routeSteps[i] after the first
  // i changes. So the map shows the route the towers of a step made, not the open level's.
  std::vector<std::vector<std::vector<Cell>>> routeSteps;
  std::vector<uint64_t> waveTicks;  // the tick each wave started at
  // Per cell, row-major: damage dealt to enemies standing there (after armour, up to their health), and lives
  // lost by enemies reaching a goal there.
  std::vector<float> damage;
  std::vector<int32_t> leaks;
  float maxDamage = 0.f;
  std::vector<int32_t> livesLostByWave;  // by the wave the leaking enemy came in, the level's waves in order
  std::vector<RouteFinding> routes;
  GameResult result = GameResult::Playing;
  uint64_t ticks = 0;
  bool cancelled = false;

  size_t cellIndex(Cell c) const {
    return static_cast<size_t>(c.y) * static_cast<size_t>(width) + static_cast<size_t>(c.x);
  }
  // The wave under way at `tick` (0-based; -1 before the first), for a step's label.
  int32_t waveAt(uint64_t tick) const;
};

// Plays `actions` (a rating's defence, LevelRating::actions) on a new game of `level` with `seed`, the rating's
// own, to its end or `tickLimit`, and collects the findings. Stops early, marked cancelled, when `cancel` is set.
// Throws std::invalid_argument as World's constructor does for a level the game refuses.
RatingFindings findRatingFindings(const LevelDef& level, const GameDefs& defs, uint64_t seed,
                                  std::span<const ActionDef> actions, uint64_t tickLimit,
                                  const std::atomic<bool>* cancel = nullptr);

}  // namespace td
