#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/core/MessageMark.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "io/JsonError.h"
#include "io/JsonLimits.h"

namespace td {

class JsonCheck;

// The rules every level obeys beyond the shape of its file: a name of at most
// kMaxNameLength characters, size in range, a legend of distinct printable
// characters for distinct kinds, tiles that name those kinds (and none that
// the game does not define: see LevelDraft.h's placeholders), one to kMaxSpawns
// spawns and one to kMaxGoals goals on distinct passable cells (no cell both),
// sane gold and lives, a route from every spawn to some goal, distinct tower
// kinds, waves of groups with counts, intervals and delays in range that
// leave from existing spawns, wave timings in range, and a hero (if any) that
// starts inside the map on a passable cell of its own (no spawn, no goal),
// and lanes (see LaneCheck.h) of one to kMaxLaneWaypoints cells inside the
// map, each for a spawn that exists and has no other lane, and messages (MessageCheck.h) at waves the level has.
// With `defs`, tower, enemy and hero kinds must also exist there. Problems are reported at the JSON
// path where the file would hold the offending value.
std::vector<JsonError> validateLevel(const LevelDef& level, std::string_view source = "<level>",
                                     const GameDefs* defs = nullptr);

// Which parts of a level were read without error and are worth checking
// further; the loader clears the parts whose JSON was malformed so that one
// mistake is reported once.
struct LevelParts {
  bool name = true;
  bool size = true;
  bool legend = true;
  bool tiles = true;
  bool hint = true;
  bool spawns = true;
  bool goals = true;
  bool numbers = true;
  bool towers = true;
  bool hero = true;
  bool lanes = true;
  bool challenges = true;
  bool lesson = true;
  bool messages = true;
  bool waves = true;
  bool timing = true;  // firstWaveDelay, waveBreak, earlyBonusPerSecond
};

// The message of a spawn from which no route reaches a goal ({0} its cell), for readers that pick it out of a
// level's problems by its pattern (Phrase::pattern()).
// TRANSLATORS: {0} is a spawn's cell such as (3, 4).
inline constexpr const char* kNoRoute = N_("no route leads from {0} to any goal");

void checkLevel(const LevelDef& level, const LevelParts& parts, JsonCheck& check, const GameDefs* defs = nullptr);
// The rules of a line shown to the player (the hint, a lesson step): UTF-8,
// at most kMaxHintLength characters, no line breaks or control characters.
void checkOneLine(const std::string& text, const std::string& path, JsonCheck& check);
// The same with another limit, for lines read in passing (a message).
void checkOneLine(const std::string& text, const std::string& path, JsonCheck& check, size_t most);

// Refuses text over kMaxLevelBytes before it is parsed; true when it fits.
bool checkLevelSize(std::string_view text, JsonCheck& check);

// The legend's shape: at least one entry, and a glyph for each kind. True
// when the tiles can be read through it.
bool checkLegendShape(const LevelDef& level, JsonCheck& check);

// Printable ASCII other than the space: one byte, visible in a diff.
constexpr bool validGlyph(char c) { return c >= 0x21 && c <= 0x7E; }

// Level text beyond this is refused before it is parsed. The largest map
// (4096 x 4096) with the most waves fits with room to spare; the other limits
// of the text are in kLevelJsonLimits.
inline constexpr size_t kMaxLevelBytes = kLevelJsonLimits.maxBytes;
inline constexpr size_t kMaxNameLength = 100;  // characters (Unicode code points)
inline constexpr size_t kMaxHintLength = 300;  // characters; one line, wrapped where it is shown
inline constexpr size_t kMaxSpawns = 100;
inline constexpr size_t kMaxGoals = 100;
inline constexpr size_t kMaxTowerKinds = 100;
inline constexpr size_t kMaxChallenges = 16;
inline constexpr size_t kMaxLaneWaypoints = 64;
inline constexpr size_t kMaxLessonSteps = 12;
inline constexpr size_t kMaxLessonCells = 16;  // a step's marked cells
inline constexpr int32_t kMaxGold = 1'000'000'000;
inline constexpr int32_t kMaxLives = 1'000'000;
inline constexpr size_t kMaxWaves = 1000;
inline constexpr size_t kMaxWaveGroups = 100;
inline constexpr int32_t kMaxGroupCount = 10'000;
inline constexpr float kMinSpawnInterval = 0.05f;  // seconds; three ticks
inline constexpr float kMaxSpawnInterval = 60.0f;
inline constexpr float kMaxDelay = 3600.0f;  // seconds, for group delays and wave timings
inline constexpr int32_t kMaxWaveBonus = 1'000'000;
// A wave's health factor: a tenth to a hundred times its kinds' health.
inline constexpr float kMinWaveHealth = 0.1f;
inline constexpr float kMaxWaveHealth = 100.0f;
inline constexpr float kMaxEarlyBonusPerSecond = 1000.0f;

}  // namespace td
