#pragma once

#include <cstdint>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td {

// A rough measure of how long a level plays at 1x, to tell a level that is
// valid but impractical to play or to simulate (td-cli check warns) from one
// that is merely long. No simulation is run: it costs a pass over the waves.
struct PlayEstimate {
  // From the start until the last wave has sent its last enemy, when no
  // wave is called early: the first wave's delay, each wave's longest group
  // (its delay plus count - 1 intervals), and a break before every wave but
  // the first.
  double sendSeconds = 0.0;
  // The slowest walk of a kind the last wave sends, from its spawn to the
  // nearest goal in a straight line at its speed: a lower bound, since
  // routes bend and terrain slows. Zero without definitions for the speeds.
  double walkSeconds = 0.0;
  int64_t enemies = 0;  // sent by all the waves together

  double seconds() const { return sendSeconds + walkSeconds; }
};

PlayEstimate estimatePlay(const LevelDef& level, const GameDefs* defs = nullptr);

// Beyond these td-cli check calls a valid level impractical.
inline constexpr double kImpracticalPlaySeconds = 2.0 * 60.0 * 60.0;
inline constexpr int64_t kImpracticalEnemies = 100'000;

}  // namespace td
