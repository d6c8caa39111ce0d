#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "engine/grid/TerrainDef.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/Action.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/PlayRules.h"
#include "io/JsonError.h"

namespace td {

// The longest game a replay may record: a day of game time at 60 ticks a second. Longer is no game a person
// played; verifying it would run for days.
inline constexpr int64_t kMaxReplayTicks = 60LL * 60 * 60 * 24;

// A finished game, kept so it can be watched again: the simulation is
// deterministic, so the level as played, the seed, the rules and the
// player's commands (World::journal) are the whole game. The file also says
// what the game came to, so that a replay that no longer plays the same
// (the game's definitions changed since) is caught:
//   {"format": "td-replay", "version": 1, "levelId": "02_open_field",
//    "seed": 42, "difficulty": "normal", "endless": false,
//    "challenge": "iron", "forbid": ["sell"],   (a challenge's game only)
//    "holdFirstWave": true, "result": "won", "ticks": 9120,
//    "hash": "0x1f...", "score": 4210,
//    "level": {...the level, as td-level text...},
//    "actions": [...as an actions file...]}
struct ReplayDef {
  std::string levelId;  // the level file's name without extension
  LevelDef level;
  uint64_t seed = 0;
  PlayRules rules;
  // The level's challenge this game played (engine/level/ChallengeDef.h), empty for the level itself; `level` is
  // then already the challenge's (challengeLevel()) and rules.forbidden holds what it refused.
  std::string challenge;
  bool holdFirstWave = false;
  std::vector<ActionDef> actions;
  std::string result;  // "won", "lost" (or "playing" for a game left unfinished)
  uint64_t ticks = 0;
  uint64_t hash = 0;  // World::stateHash() at the end
  int64_t score = 0;
  int32_t rewinds = 0;  // times the player went back to a wave's start (written only when not 0)
};

std::string replayToJson(const ReplayDef& replay);

struct ReplayLoad {
  ReplayDef replay;
  std::vector<JsonError> errors;

  bool ok() const { return errors.empty(); }
};

// `kinds` and `defs` as for loadLevel(); the actions' tower kinds must be in `defs`.
ReplayLoad parseReplay(std::string_view text, std::span<const TerrainDef> kinds, const GameDefs& defs,
                       std::string_view source = "<replay>");
ReplayLoad loadReplay(const std::filesystem::path& file, std::span<const TerrainDef> kinds, const GameDefs& defs);

// What a list of replays shows of one, read without building its level or its actions: the header (in
// `replay`, whose level and actions stay empty) and the level's name.
struct ReplaySummaryLoad {
  ReplayDef replay;
  std::string levelName;
  // The challenge it played, as the level names it (its id, name and translations of the name); empty without.
  ChallengeDef challenge;
  std::vector<JsonError> errors;

  bool ok() const { return errors.empty(); }
};
ReplaySummaryLoad loadReplaySummary(const std::filesystem::path& file);

}  // namespace td
