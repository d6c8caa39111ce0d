#pragma once

#include <cstdint>

#include "engine/sim/SimState.h"
#include "engine/sim/WaveStart.h"

namespace td {

// Waves and spawning: the countdown between waves, the groups that send
// enemies out, and each wave's clearing bonus. Owns `waves`.

// Is the latest wave still sending enemies out? The countdown waits meanwhile.
inline bool waveSending(const WaveState& w) { return w.next > 0 && w.toSpawn[static_cast<size_t>(w.next - 1)] > 0; }
// Is the first wave played held for the player's call (World::holdFirstWave)?
inline bool firstWaveHeld(const WaveState& w) { return w.holdFirst && w.next == w.first; }

// One step: runs the countdown (which waits while the latest wave is still
// sending, and before the first wave played while it is held for the
// player's call), starts a wave when it expires, and spawns what is due.
void runWaves(SimState& s);
// Skips the waves before `start.wave`, as though they had been played and
// cleared, and gives the player `start.gold`: a game that begins at a later
// wave. Only before the first step; the countdown to that wave is the
// level's first-wave delay, as at the start of any game.
void skipToWave(SimState& s, const WaveStart& start);
// Starts the next wave now (the countdown, or the player calling it early).
void startWave(SimState& s);
// An enemy of `kind` put down in `cell` outside every wave (a sandbox's: the Lab's Movers page), walking from there
// as though it came from spawn 0; its going pays no wave's bonus. False when the kind is unknown or its class
// cannot stand in the cell.
bool dropEnemy(SimState& s, uint16_t kind, Cell cell);
// One enemy of `wave` is gone, killed or `escaped`; pays the bonus when the
// wave is fully spawned and gone. An enemy of no wave (dropEnemy) changes nothing here.
void waveEnemyGone(SimState& s, int32_t wave, bool escaped);
// Gold that calling the next wave now would pay.
int32_t earlyCallBonus(const SimState& s);

}  // namespace td
