#pragma once

#include <cstdint>
#include <string>

#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/WaveStart.h"

namespace td {

// Where the editor's test play begins: at wave `wave` (0-based), with
// `extraGold` on top of the gold a player would have had by then. The
// defaults are the game from its start.
struct TestPlayStart {
  int32_t wave = 0;
  int32_t extraGold = 0;
  // For trying layouts: a million gold on top and a million lives, so that nothing runs out; the waves come
  // when called (N), as in any game.
  bool sandbox = false;
};

inline constexpr int32_t kSandboxGold = 1'000'000;
inline constexpr int32_t kSandboxLives = 1'000'000;

// The game's start for it: the wave, kept within the level's waves, with the
// gold the balance model counts by it (engine/balance/WaveBalance.h: starting
// gold, earlier bounties and bonuses) plus the extra, never below 0.
WaveStart waveStartFor(const LevelDef& level, const GameDefs& defs, const TestPlayStart& start);

// What the play screen's top bar says: "test play", "test play from wave 5",
// "test play from wave 5, +200 gold", "sandbox from wave 5"; `firstWave` is 0-based.
std::string testPlayLabel(int32_t firstWave, int32_t extraGold, bool sandbox = false);

}  // namespace td
