#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/grid/TerrainDef.h"
#include "engine/sim/GameDefs.h"
#include "io/JsonError.h"

namespace td::cli {

// The terrain, enemy and tower kinds the game loads from assets/defs, found
// the way the game finds them, so that tools judge levels by the same rules.
struct GameData {
  std::vector<TerrainDef> terrains;
  GameDefs defs;
};

// True when `dir` holds terrains.json, enemies.json and towers.json.
bool isDefsDir(const std::filesystem::path& dir);

// Like the game: assets/defs in the first of io/DataRoot.h's data roots that
// has one (the installed data, then the project's); otherwise ./assets/defs.
std::optional<std::filesystem::path> findDefsDir();

// Loads the definitions from `dir`, or from findDefsDir() when `dir` is empty.
// Problems go to `err`, each line starting with "td-cli <command>: "; returns
// nothing when the definitions cannot be used.
std::optional<GameData> loadGameData(const std::string& dir, std::string_view command, std::ostream& err);

// Writes warnings, then errors, one a line: "td-cli check: warning: a.json: tiles: ...".
// Returns whether there were no errors.
bool reportProblems(std::ostream& err, std::string_view command, const std::vector<JsonError>& errors,
                    const std::vector<JsonError>& warnings);

}  // namespace td::cli
