#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/sim/Action.h"
#include "engine/sim/Command.h"
#include "engine/sim/PlayRules.h"
#include "engine/sim/ScoreCard.h"
#include "engine/sim/SimState.h"
#include "engine/sim/TargetMode.h"
#include "engine/sim/WaveStart.h"
#include "engine/sim/WaveSystem.h"

namespace td {

// The whole game, headless and deterministic: one fixed step at a time, the
// same level, seed and commands always give the same state. The SFML client
// only draws it and sends it commands; td-cli runs it without a window.
//
// `World` owns the state (`SimState`) and runs the systems over it in a
// fixed order (World.cpp's step() is the table of contents); each rule lives
// in its system's file under engine/sim/.
class World {
 public:
  static constexpr float kStep = SimState::kStep;

  // `defs` must outlive the world. Wave groups name enemy kinds that must
  // exist in `defs`, and spawns must index the level's spawns (the level
  // loader checks both); throws std::invalid_argument otherwise.
  // `rules` sets the difficulty and endless mode (engine/sim/PlayRules.h).
  World(const LevelDef& level, const GameDefs& defs, uint64_t seed, const PlayRules& rules = {});
  // A game that begins at a later wave (engine/sim/WaveStart.h). Throws
  // std::invalid_argument, as above, and for a wave the level does not have
  // or negative gold. Wave 0 with the level's gold is the game above.
  World(const LevelDef& level, const GameDefs& defs, uint64_t seed, const WaveStart& start,
        const PlayRules& rules = {});

  void step();

  // Player commands, applied at once, between steps. Each one accepted is
  // also written in the journal, so a game can be saved and replayed.
  CommandResult build(uint16_t towerKind, Cell cell);
  CommandResult upgrade(Cell cell);
  // The tower at `cell` becomes its kind's specialisation `spec` (an index, or an id) at its top level.
  CommandResult specialise(Cell cell, int32_t spec);
  CommandResult specialise(Cell cell, std::string_view spec);
  // Sets off the ability of the tower on `cell` (engine/sim/TowerAbility.h).
  CommandResult useAbility(Cell cell);
  CommandResult sell(Cell cell);
  CommandResult setTargetMode(Cell cell, TargetMode mode);
  CommandResult callNextWave();
  // Sends the hero toward `point` (cell units), snapped to the nearest point
  // it can stand on and reach.
  CommandResult orderHero(Vec2 point);
  // A sandbox's call, not a player's (never journaled, never in a replay): an enemy of `kind` put down in `cell`,
  // outside the waves (WaveSystem.h, dropEnemy). False when refused.
  bool dropEnemy(uint16_t kind, Cell cell);
  CommandResult upgradeHero();
  // Where an order to `point` would send the hero, for the cursor; false
  // when there is no hero to order or nowhere it could go.
  bool heroDestination(Vec2 point, Vec2& destination) const;
  // Would building here be refused, and why? Cheap: for the placement ghost.
  PlacementResult placementAt(Cell cell);

  // State for drawing and for tests.
  uint64_t tick() const { return s_.tick; }
  GameResult result() const { return s_.result; }
  int32_t gold() const { return s_.economy.gold; }
  int32_t lives() const { return s_.economy.lives; }
  int64_t score() const { return s_.economy.score; }
  // The score part by part, and its total (engine/sim/ScoreCard.h).
  ScoreCard scoreCard() const { return td::scoreCard(s_); }
  const PlayRules& rules() const { return s_.rules; }
  // The level's own waves; waveCount() grows past it in endless mode.
  int32_t levelWaveCount() const { return s_.levelWaves; }
  // Every command accepted so far, at the tick it came, in order: applied
  // to a new world of the same level, defs, seed and rules (applyAction) they
  // play the same game.
  const std::vector<ActionDef>& journal() const { return journal_; }
  int32_t wavesStarted() const { return s_.waves.next; }
  // The first wave played (0-based): 0 unless the game began at a later wave.
  int32_t firstWave() const { return s_.waves.first; }
  int32_t waveCount() const { return static_cast<int32_t>(s_.level.waves.size()); }
  // Waves over (every enemy killed or through): each has paid its bonus.
  int32_t wavesCleared() const { return s_.waves.cleared; }
  // Waves over with not one enemy through. A statistic for the player: no
  // rule reads it, so the state hash leaves it out.
  int32_t wavesHeld() const { return s_.waves.held; }
  // Seconds until the next wave starts by itself (0 when none is left).
  float nextWaveIn() const { return s_.waves.next < waveCount() ? s_.waves.countdown : 0.0f; }
  // Holds the first wave played until callNextWave(), however long the
  // player takes: its countdown stands still meanwhile. Off by default (the
  // simulation of td-cli and the tests runs the countdown from the start);
  // the game sets it from the player's settings before the first step.
  void holdFirstWave(bool hold) { s_.waves.holdFirst = hold; }
  // Is the next wave waiting for the player's call (see holdFirstWave)?
  bool waitingForPlayer() const { return firstWaveHeld(s_.waves) && s_.waves.next < waveCount(); }
  // Is the latest wave still sending enemies out? Its countdown to the next
  // waits meanwhile.
  bool waveSending() const { return td::waveSending(s_.waves); }
  // No enemy out and none still to come of the waves sent: the countdown before a wave, in which what is
  // built or upgraded sells back in full until the wave starts (refundFor).
  bool fieldClear() const;
  // Gold that calling the next wave now would pay.
  int32_t earlyCallBonus() const;
  int32_t enemiesKilled() const { return s_.economy.killed; }
  int32_t enemiesLeaked() const { return s_.economy.leaked; }
  bool towerAllowed(uint16_t kind) const;

  const SimState& state() const { return s_; }
  const LevelDef& level() const { return s_.level; }
  const GameDefs& defs() const { return s_.defs; }
  const Grid& grid() const { return s_.grid; }
  // The first layer's flow field (foot, where foot enemies come).
  const FlowField& flow() const { return s_.layers.front().flow; }
  // One per movement class the waves use (engine/sim/MoverLayers.h).
  std::span<const MoverLayer> layers() const { return s_.layers; }
  const LevelNavMesh& nav() const { return s_.nav; }
  const Pool<Enemy, EnemyTag>& enemies() const { return s_.enemies; }
  const Pool<Tower, TowerTag>& towers() const { return s_.towers; }
  const Pool<Projectile, ProjectileTag>& projectiles() const { return s_.projectiles; }
  const Pool<Effect, EffectTag>& effects() const { return s_.effects; }
  const Pool<DiscThrow, DiscTag>& discs() const { return s_.discs; }
  // The hero, or null on a level without one.
  const Hero* hero() const { return s_.hero ? &*s_.hero : nullptr; }
  const HeroDef* heroDef() const { return s_.hero ? &s_.defs.heroes[s_.hero->kind] : nullptr; }
  std::span<const SimEvent> events() const { return s_.events; }
  TowerId towerAt(Cell cell) const;
  // Does the hero stand in `cell` (or, while down, respawn there)? A tower
  // cannot go there.
  bool heroStandsIn(Cell cell) const;
  // Total gold a sell would return.
  int32_t refundFor(const Tower& tower) const;
  // Building `kind` at `cell` on a wall replaces it (CommandSystem.h's buildTower): the wall it would, if any,
  // and the price now, the wall's refund taken off.
  const Tower* wallToBuildOn(uint16_t kind, Cell cell) const;
  int32_t buildCost(uint16_t kind, Cell cell) const;

  uint64_t stateHash() const;

 private:
  // Adds `action` at this tick to the journal when `r` accepted it.
  CommandResult logged(const CommandResult& r, ActionDef action);

  SimState s_;
  std::vector<ActionDef> journal_;
};

}  // namespace td
