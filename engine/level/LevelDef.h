#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Direction.h"
#include "engine/grid/TerrainDef.h"
#include "engine/level/ChallengeDef.h"
#include "engine/level/Lane.h"
#include "engine/level/LessonStep.h"
#include "engine/level/LevelMessage.h"
#include "engine/level/LevelWords.h"
#include "engine/level/WaveDef.h"

namespace td {

// Where a level's hero starts, and which hero it is ("" means the first
// kind of heroes.json). `start` is in cell units: (3.5, 7.5) is the centre
// of cell (3, 7).
struct HeroPlacement {
  std::string kind;
  Vec2 start;
};

// Everything a level file describes, as plain data: the loader fills it, the
// game, the simulation and the editor read it, and makeGrid() turns it into a
// routing grid. No invariants are enforced here; the loader checks them.
struct LevelDef {
  std::string name;
  // A line for the player as the level starts (what to try, what to watch
  // for); empty for none.
  std::string hint;
  // A teaching level's steps, shown in turn in place of the hint; empty for none.
  std::vector<LessonStep> lesson;
  // Lines shown during play at a wave's start or a time, in the order written.
  std::vector<LevelMessage> messages;
  // The name, hint, lesson and messages in other languages, by language code.
  LevelTranslations translations;
  int32_t width = 0;
  int32_t height = 0;
  // The terrain kinds this level uses; `tiles` holds indices into it.
  std::vector<TerrainDef> terrains;
  // The character that stands for each kind in the file, parallel to
  // `terrains`, so that a level saves back the way its author wrote it.
  std::string glyphs;
  // Row-major terrain kind of every cell: width * height entries.
  std::vector<uint8_t> tiles;
  std::vector<Cell> spawns;
  std::vector<Cell> goals;
  Connectivity connectivity = Connectivity::Eight;
  int32_t gold = 0;
  int32_t lives = 0;
  // Tower kind ids the player may build here; empty means every kind.
  std::vector<std::string> towers;
  std::vector<WaveDef> waves;
  std::optional<HeroPlacement> hero;     // none: the level has no hero
  std::vector<Lane> lanes;               // flyers' lanes, at most one a spawn; none: straight flights
  std::vector<ChallengeDef> challenges;  // played once the level is won; none: the level has none
  float firstWaveDelay = 20.0f;          // seconds before wave 1 starts by itself
  float waveBreak = 12.0f;               // seconds from a wave's last spawn to the next wave
  float earlyBonusPerSecond = 1.0f;      // gold per second skipped by calling a wave early

  size_t tileIndex(Cell c) const {
    return static_cast<size_t>(c.y) * static_cast<size_t>(width) + static_cast<size_t>(c.x);
  }
  uint8_t tile(Cell c) const { return tiles[tileIndex(c)]; }
  bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width && c.y < height; }
  // A cell a walker may stand on: in the map, of a kind the legend has, and not impassable.
  bool passable(Cell c) const {
    return contains(c) && tile(c) < terrains.size() && terrains[tile(c)].cost != kImpassableCost;
  }
  // The lane of spawn `spawn`, or null when it has none.
  const Lane* laneOf(int32_t spawn) const {
    for (const Lane& l : lanes) {
      if (l.spawn == spawn) return &l;
    }
    return nullptr;
  }
};

}  // namespace td
