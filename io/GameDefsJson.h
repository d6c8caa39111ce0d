#pragma once

#include <filesystem>
#include <string_view>
#include <vector>

#include "engine/sim/GameDefs.h"
#include "io/JsonError.h"

namespace td {

// The enemy and tower kinds of the game, from two files in assets/defs/:
//   enemies.json: {"format": "td-enemies", "version": 1, "enemies": [
//     {"id": "normal", "name": "Grunt", "health": 30, "speed": 1.5, "armour": 0,
//      "radius": 0.3, "bounty": 3, "lives": 1, "movement": "route"}, ...]}
//   towers.json: {"format": "td-towers", "version": 1, "towers": [
//     {"id": "arrow", "name": "Archer", "attack": "arrow", "hitsGround": true,
//      "hitsAir": true, "turnRate": 8, "levels": [
//        {"cost": 10, "range": 3.5, "fireInterval": 0.6, "damage": 6, "projectileSpeed": 14,
//         "splashRadius": 0, "slowFactor": 1, "slowDuration": 0, "chain": 0}, two more]}, ...]}
// Every key is required except an enemy's "movement" and "flying". "movement"
// names its behaviour ("route" or "fly", engine/sim/move/MovementKind.h);
// without it the kind flies when "flying" is true and walks routes otherwise.
// "flying", when given beside "movement", must agree with it.
struct GameDefsLoad {
  GameDefs defs;
  std::vector<JsonError> errors;    // from both files, each naming its file
  std::vector<JsonError> warnings;  // unknown keys; the definitions still load

  bool ok() const { return errors.empty(); }
};

// Every tower kind has exactly this many levels: build, then two upgrades.
inline constexpr size_t kTowerLevels = 3;

GameDefsLoad loadGameDefs(const std::filesystem::path& enemiesFile, const std::filesystem::path& towersFile);
// The sources name the texts in messages.
GameDefsLoad parseGameDefs(std::string_view enemiesText, std::string_view towersText,
                           std::string_view enemiesSource = "<enemies>", std::string_view towersSource = "<towers>");

}  // namespace td
