#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/grid/TerrainDef.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "io/JsonError.h"

namespace td {

// Levels that are not finished yet, for the editor. A level file is read as a
// draft when it has the structure of a level (io/LevelStructure.h); what is
// wrong beyond that comes back as problems instead of refusing it, and a
// draft is saved with its problems. The game, the level select and td-cli
// check read levels strictly (LevelJson.h) and go on refusing such a level.

struct LevelDraftLoad {
  LevelDef level;
  // Why the file is not a level at all; nothing is handed out then.
  std::vector<JsonError> errors;
  // What keeps the game from playing the level, as validateLevel() reports it.
  std::vector<JsonError> problems;
  // Unknown keys, and unknown terrain kinds no cell uses (left out when saved).
  std::vector<JsonError> warnings;
  bool outOfMemory = false;  // one of the errors: memory ran out while reading

  bool ok() const { return errors.empty(); }
};

// Reads a level for editing. Every file with the structure of a level loads:
// valid JSON within kLevelJsonLimits, the "td-level" format and version, every
// required key with the right type and shape, and the structure. An unknown
// terrain kind becomes a placeholder of that name (unknownTerrain()), unknown
// enemy, tower and hero ids are kept as written, and so are values out of
// range, so that saving writes back what the file said; each is a problem.
// Anything a LevelDef cannot hold (a spawn outside the map, two on one cell,
// a connectivity of 6, a hero "kind" of "") is an error, with its path.
LevelDraftLoad loadLevelDraft(const std::filesystem::path& file, std::span<const TerrainDef> kinds,
                              const GameDefs* defs = nullptr);
// `source` names the text in messages.
LevelDraftLoad parseLevelDraft(std::string_view text, std::span<const TerrainDef> kinds,
                               std::string_view source = "<level>", const GameDefs* defs = nullptr);

struct LevelDraftSave {
  std::vector<JsonError> errors;    // the file was not written
  std::vector<JsonError> problems;  // it was written, but the game will refuse it for these

  bool ok() const { return errors.empty(); }
};

// Writes the level atomically (see writeFileAtomically()) whatever its
// problems: on any failure the old file stays as it was. A level without the
// structure is refused, since it could not be opened again.
LevelDraftSave saveLevelDraft(const LevelDef& level, const std::filesystem::path& file, const GameDefs* defs = nullptr);

// The placeholder for a terrain kind named in a level but not defined by the
// game: marked unknown, impassable for every mover and unbuildable, so that
// routes and the renderer treat it as a wall until it is painted over.
TerrainDef unknownTerrain(std::string name);

}  // namespace td
