#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

// The numbers a designer balances waves with, read off the level and the
// game's definitions without running a game: what each wave sends, what it
// is worth, and the gold the player has had by the time it starts.
//
// Armour absorbs that fraction of every hit (engine/sim/Combat.cpp), so an
// enemy with health h and armour a takes h / (1 - a) of the towers' damage
// to kill: its armour-adjusted health.
//
// Threat is the armour-adjusted health of a wave per second of its arrival:
// the damage per second a defence must deal to keep up with it as it comes.
// Each enemy stands for one interval of its group, so a group of n arrives
// over n intervals from its delay on, and the wave arrives from its earliest
// group's delay to the latest group's end (never less than one tick).
// Jitter, routes and walking time are not part of it: two waves with the
// same enemies coming twice as fast have twice the threat.
//
// Gold by a wave is the level's starting gold plus the bounties and the
// clearing bonuses of every wave before it: what a player who kills
// everything has had to spend. Gold for calling waves early and refunds for
// selling are not counted, and nothing is subtracted for what was spent.
struct WaveFigures {
  int32_t enemies = 0;          // sent by the wave (groups of unknown kinds included)
  int32_t unknown = 0;          // of those, of kinds the definitions do not know: in no figure below
  int32_t flyers = 0;           // of those, in the air
  double health = 0.0;          // total, before armour
  double armouredHealth = 0.0;  // total armour-adjusted health
  double flyerShare = 0.0;      // of the armour-adjusted health, the part in the air (0..1)
  int32_t bounty = 0;           // gold for killing them all
  int32_t bonus = 0;            // gold for clearing the wave
  int32_t lives = 0;            // lives lost if every enemy gets through
  double arrivalSeconds = 0.0;  // how long the wave takes to arrive (see above)
  double threat = 0.0;          // armour-adjusted health per second of arrival
  int32_t goldBefore = 0;       // gold the player has had when the wave starts (see above)
  // How many of each kind of tower (WaveBalance::towers, in that order) that
  // gold builds at their first level.
  std::vector<int32_t> towersBought;
};

// A tower kind the level allows, at its first level's price.
struct TowerPrice {
  std::string id;
  std::string name;
  int32_t cost = 0;
};

struct WaveBalance {
  std::vector<WaveFigures> waves;  // one per wave of the level, in order
  std::vector<TowerPrice> towers;  // the kinds the level allows, cheapest first
  int32_t goldAfter = 0;           // gold by the end, with the last wave's bounty and bonus
  double maxThreat = 0.0;          // over all waves, for scaling a graph

  // Index into `towers` of the cheapest kind, or -1 when none can be built.
  int32_t cheapest() const { return towers.empty() ? -1 : 0; }
};

// The balance of every wave of `level`. Kinds `defs` does not know are
// counted as enemies and as unknown, and left out of every other figure.
WaveBalance balanceWaves(const LevelDef& level, const GameDefs& defs);

}  // namespace td
