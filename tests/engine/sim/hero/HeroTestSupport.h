#pragma once

// Levels with a hero for the hero and movement tests.

#include <string>
#include <vector>

#include "engine/sim/CellPoints.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td::test {

inline LevelDef heroLevel(const std::vector<std::string>& rows, std::vector<WaveDef> waves, Vec2 start,
                          float firstWaveDelay = 1.0f) {
  LevelDef level = testLevel(rows, std::move(waves), 100, 10);
  level.hero = HeroPlacement{"warden", start};
  level.firstWaveDelay = firstWaveDelay;
  return level;
}

// A wave that never comes within a test, so the game stays in play.
inline std::vector<WaveDef> distantWave() { return {wave("normal", 1, 1.0f)}; }

// `enemies` now, then a wave far in the future, so the game does not end
// when they are gone.
inline LevelDef fightLevel(const std::vector<std::string>& rows, const std::string& enemy, Vec2 start) {
  LevelDef level = heroLevel(rows, {wave(enemy, 1, 1.0f), wave("normal", 1, 1.0f)}, start, 0.0f);
  level.waveBreak = 1000.0f;
  return level;
}

inline bool heroInBlockedCell(const World& world) {
  const Hero* hero = world.hero();
  return hero != nullptr && !world.grid().passable(cellOf(hero->pos));
}

}  // namespace td::test
