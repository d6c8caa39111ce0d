#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/grid/TerrainDef.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "io/JsonError.h"
#include "io/JsonKey.h"

namespace td {

inline constexpr std::string_view kLevelFormat = "td-level";
inline constexpr int64_t kLevelVersion = 1;

// A level file (format "td-level", version 1):
//   {"format": "td-level", "version": 1, "name": "First Steps", "size": [24, 16],
//    "legend": {".": "grass", "=": "road"},
//    "tiles": ["....", ...],            // one string of `width` characters per row
//    "spawns": [[0, 7]], "goals": [[23, 8]], "connectivity": 8, "gold": 150, "lives": 20,
//    "towers": ["arrow", "cannon"],     // optional; every kind when absent
//    "hero": {"start": [3.5, 7.5], "kind": "warden"},  // optional; "kind" too (the first kind)
//    "messages": [{"wave": 3, "text": "Flyers next"}],  // optional; written after "name", "hint" and "lesson"
//                                                     // (LevelMessagesJson.h)
//    "lanes": [{"spawn": 0, "waypoints": [[3, 8], [10, 9]]}],  // optional; flyers' ways (LevelLanesJson.h)
//    "firstWaveDelay": 20.0, "waveBreak": 12.0, "earlyBonusPerSecond": 1.0,  // optional
//    "waves": [{"bonus": 20, "groups": [
//      {"enemy": "normal", "count": 10, "interval": 1.0, "spawn": 0, "delay": 0.0}]}]}  // optional
// The legend names terrain kinds from the game's terrain definitions; the
// loaded level carries full copies of the kinds it uses, in legend order.
// Tower, enemy and hero kinds are names from the game definitions; given
// `defs`, the loader checks that they exist, otherwise only their shape.
// docs/level-format.md describes every key; levels/schema/ holds a JSON Schema.
// This loader is for playing: it refuses a level with any problem. The editor
// reads and saves unfinished levels through LevelDraft.h.

// The members a level, its hero, a wave and a wave group may hold, in canonical order.
// Anything else is warned about and ignored; the schema lists the same keys.
// One key a line, as a file has them (clang-format would pack a list of 20 into columns).
// clang-format off
inline constexpr std::array kLevelKeys{
    JsonKey{"format", true},
    JsonKey{"version", true},
    JsonKey{"name", true},
    JsonKey{"hint", false},
    JsonKey{"lesson", false},
    JsonKey{"messages", false},
    JsonKey{"translations", false},
    JsonKey{"size", true},
    JsonKey{"legend", true},
    JsonKey{"tiles", true},
    JsonKey{"spawns", true},
    JsonKey{"goals", true},
    JsonKey{"connectivity", true},
    JsonKey{"gold", true},
    JsonKey{"lives", true},
    JsonKey{"towers", false},
    JsonKey{"hero", false},
    JsonKey{"lanes", false},
    JsonKey{"challenges", false},
    JsonKey{"firstWaveDelay", false},
    JsonKey{"waveBreak", false},
    JsonKey{"earlyBonusPerSecond", false},
    JsonKey{"waves", false},
};
// clang-format on
inline constexpr std::array kHeroKeys{JsonKey{"start", true}, JsonKey{"kind", false}};
inline constexpr std::array kLessonKeys{JsonKey{"text", true}, JsonKey{"cells", false}, JsonKey{"until", true}};
// Exactly one of "wave" and "seconds" (LevelMessagesJson.h), so neither is required on its own.
inline constexpr std::array kMessageKeys{JsonKey{"wave", false}, JsonKey{"seconds", false}, JsonKey{"text", true}};
inline constexpr std::array kLaneKeys{JsonKey{"spawn", true}, JsonKey{"waypoints", true}};
inline constexpr std::array kChallengeKeys{
    JsonKey{"id", true},     JsonKey{"name", true},  JsonKey{"translations", false}, JsonKey{"towers", false},
    JsonKey{"lives", false}, JsonKey{"gold", false}, JsonKey{"waveHealth", false},   JsonKey{"forbid", false}};
inline constexpr std::array kWaveKeys{JsonKey{"bonus", false}, JsonKey{"health", false}, JsonKey{"groups", true}};
inline constexpr std::array kWaveGroupKeys{JsonKey{"enemy", true}, JsonKey{"count", true}, JsonKey{"interval", false},
                                           JsonKey{"spawn", false}, JsonKey{"delay", false}};
struct LevelLoad {
  LevelDef level;
  std::vector<JsonError> errors;
  std::vector<JsonError> warnings;  // unknown keys; the level still loads
  bool outOfMemory = false;         // one of the errors: memory ran out while reading

  bool ok() const { return errors.empty(); }
};

// `kinds` are the known terrain kinds (see TerrainsJson.h); `defs`, when not
// null, the known enemy and tower kinds (see GameDefsJson.h). The text must
// keep within kLevelJsonLimits (io/JsonLimits.h).
LevelLoad loadLevel(const std::filesystem::path& file, std::span<const TerrainDef> kinds,
                    const GameDefs* defs = nullptr);
// `source` names the text in messages.
LevelLoad parseLevel(std::string_view text, std::span<const TerrainDef> kinds, std::string_view source = "<level>",
                     const GameDefs* defs = nullptr);

// The canonical text of a level: fixed key order, one tile row per line, one
// wave group per line, every optional key but "towers" and "hero" written
// out (and "hero" only for a level with a hero, its "kind" only when named), ending in
// a newline. Loading it gives the same LevelDef back, and saving a
// level loaded from canonical text reproduces the text byte for byte. A kind
// the game does not define (a draft's placeholder, LevelDraft.h) is written
// by its name, unless no cell uses it: then it is left out.
std::string levelToJson(const LevelDef& level);

struct LevelSave {
  std::vector<JsonError> errors;

  bool ok() const { return errors.empty(); }
};

// Checks the level (see validateLevel) and writes it atomically: on any
// failure the old file stays as it was. A level with problems is refused;
// saveLevelDraft() (LevelDraft.h) writes one all the same.
LevelSave saveLevel(const LevelDef& level, const std::filesystem::path& file, const GameDefs* defs = nullptr);

}  // namespace td
