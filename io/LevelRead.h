#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "engine/grid/TerrainDef.h"
#include "engine/level/LevelDef.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"

namespace td {

// How strictly a level document is read.
enum class LevelReading : uint8_t {
  // For playing (LevelJson.h): every terrain kind must be one the game knows,
  // and gold and lives must be in range.
  Strict,
  // For editing (LevelDraft.h): what the file says is kept wherever a LevelDef
  // can hold it. An unknown terrain kind becomes a placeholder of that name
  // (see LevelDraft.h), and gold and lives are read whatever their value;
  // checkLevel() judges both afterwards, so they become problems, not errors.
  Draft,
};

// Fills `level` from the document and reports what cannot be read: missing
// keys, wrong types and shapes, values a LevelDef cannot hold. Returns the
// parts that read without error, worth checking further with checkLevel();
// none when the document is not a level of this version.
std::optional<LevelParts> readLevel(JsonCheck& check, const JsonCheck::Json& root, std::span<const TerrainDef> kinds,
                                    LevelDef& level, LevelReading reading);

// The end of reading a draft (LevelDraft.h), shared by the readers of files that hold one: when it `read`
// without error, warns of unknown terrain kinds no cell uses and judges the level (validateLevel()); then hands
// out the level only when no error was found. The document is gone by now: the checks' floods take memory by
// the cell.
struct LevelDraftLoad;
struct GameDefs;
LevelDraftLoad finishLevelDraft(JsonCheck& check, LevelDef level, bool read, const GameDefs* defs);

}  // namespace td
