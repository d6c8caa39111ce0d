#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Pool.h"
#include "engine/core/Random.h"
#include "engine/grid/Grid.h"
#include "engine/grid/Occupancy.h"
#include "engine/level/LevelDef.h"
#include "engine/path/FlowField.h"
#include "engine/path/PlacementCheck.h"
#include "engine/sim/Command.h"
#include "engine/sim/Effect.h"
#include "engine/sim/Enemy.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/Projectile.h"
#include "engine/sim/SimEvent.h"
#include "engine/sim/SpatialGrid.h"
#include "engine/sim/Tower.h"

namespace td {

enum class GameResult : uint8_t { Playing, Won, Lost };

// The whole game, headless and deterministic: one fixed step at a time, the
// same level, seed and commands always give the same state. The SFML client
// only draws it and sends it commands; td-cli runs it without a window.
class World {
 public:
  static constexpr float kStep = 1.0f / 60.0f;

  // `defs` must outlive the world. Wave groups name enemy kinds that must
  // exist in `defs`, and spawns must index the level's spawns (the level
  // loader checks both); throws std::invalid_argument otherwise.
  World(const LevelDef& level, const GameDefs& defs, uint64_t seed);

  void step();

  // Player commands, applied at once, between steps.
  CommandResult build(uint16_t towerKind, Cell cell);
  CommandResult upgrade(Cell cell);
  CommandResult sell(Cell cell);
  CommandResult setTargetMode(Cell cell, TargetMode mode);
  CommandResult callNextWave();
  // Would building here be refused, and why? Cheap: for the placement ghost.
  PlacementResult placementAt(Cell cell);

  // State for drawing and for tests.
  uint64_t tick() const { return tick_; }
  GameResult result() const { return result_; }
  int32_t gold() const { return gold_; }
  int32_t lives() const { return lives_; }
  int64_t score() const { return score_; }
  int32_t wavesStarted() const { return nextWave_; }
  int32_t waveCount() const { return static_cast<int32_t>(level_.waves.size()); }
  int32_t wavesCleared() const { return wavesCleared_; }
  // Seconds until the next wave starts by itself (0 when none is left).
  float nextWaveIn() const { return nextWave_ < waveCount() ? countdown_ : 0.0f; }
  // Gold that calling the next wave now would pay.
  int32_t earlyCallBonus() const;
  int32_t enemiesKilled() const { return killed_; }
  int32_t enemiesLeaked() const { return leaked_; }
  bool towerAllowed(uint16_t kind) const { return kind < allowed_.size() && allowed_[kind] != 0; }

  const LevelDef& level() const { return level_; }
  const GameDefs& defs() const { return defs_; }
  const Grid& grid() const { return grid_; }
  const FlowField& flow() const { return flow_; }
  const Pool<Enemy, EnemyTag>& enemies() const { return enemies_; }
  const Pool<Tower, TowerTag>& towers() const { return towers_; }
  const Pool<Projectile, ProjectileTag>& projectiles() const { return projectiles_; }
  const Pool<Effect, EffectTag>& effects() const { return effects_; }
  std::span<const SimEvent> events() const { return events_; }
  TowerId towerAt(Cell cell) const;
  // Total gold a sell would return.
  int32_t refundFor(const Tower& tower) const;

  uint64_t stateHash() const;

 private:
  struct GroupRun {
    int32_t wave;
    uint16_t enemy;
    int32_t spawn;
    int32_t left;
    float interval;
    float timer;  // seconds until its next enemy
  };

  void startWave();
  void spawnEnemies();
  void spawnEnemy(uint16_t kind, int32_t spawn, int32_t wave);
  void moveEnemies();
  void moveGround(Enemy& e, float dt);
  void moveFlying(Enemy& e, float dt);
  void anchorRoute(Enemy& e);
  void advanceSegment(Enemy& e);
  void rerouteAll();
  void indexEnemies();
  void runTowers();
  EnemyId pickTarget(const Tower& t, const TowerLevelDef& stats, const TowerDef& def) const;
  bool canHit(const Tower& t, const TowerDef& def, const TowerLevelDef& stats, const Enemy& e) const;
  void fire(TowerId id, Tower& t, const TowerDef& def, const TowerLevelDef& stats);
  void moveProjectiles();
  void damage(EnemyId id, Enemy& e, float amount, TowerId source);
  void slow(Enemy& e, float factor, float duration);
  void splash(Vec2 centre, float radius, float amount, float slowFactor, float slowDuration, TowerId source,
              bool ground, bool air, EnemyId spare);
  void finishEnemies();
  void ageEffects();
  void addEffect(EffectKind kind, Vec2 a, Vec2 b, float size, float life, int32_t value);
  void emit(SimEventKind kind, Vec2 pos, int32_t value = 0, uint16_t subKind = 0);
  void waveEnemyGone(int32_t wave);
  void checkEnd();
  Vec2 goalCentreFor(Vec2 from) const;

  LevelDef level_;
  const GameDefs& defs_;
  Grid grid_;
  FlowField flow_;
  PlacementCheck placement_;
  Occupancy occupancy_;
  SpatialGrid index_;
  Random rng_;
  std::vector<std::vector<uint16_t>> waveEnemies_;  // resolved kind per group
  std::vector<uint8_t> allowed_;
  std::vector<int32_t> waveAlive_;    // enemies of each wave not yet gone
  std::vector<int32_t> waveToSpawn_;  // enemies of each wave not yet spawned
  std::vector<GroupRun> groups_;
  std::vector<TowerId> towerGrid_;  // per cell, row-major
  Pool<Enemy, EnemyTag> enemies_;
  Pool<Tower, TowerTag> towers_;
  Pool<Projectile, ProjectileTag> projectiles_;
  Pool<Effect, EffectTag> effects_;
  std::vector<SimEvent> events_;
  std::vector<EnemyId> chainHits_;

  uint64_t tick_ = 0;
  GameResult result_ = GameResult::Playing;
  int32_t gold_ = 0;
  int32_t lives_ = 0;
  int64_t score_ = 0;
  int32_t nextWave_ = 0;
  int32_t wavesCleared_ = 0;
  float countdown_ = 0.0f;
  int32_t killed_ = 0;
  int32_t leaked_ = 0;
  bool routesChanged_ = false;
};

}  // namespace td
