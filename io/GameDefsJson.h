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
//         "splashRadius": 0, "slowFactor": 1, "slowDuration": 0, "chain": 0}, two more]},
//     {"id": "wall", "name": "Wall", "attack": "none", "hitsGround": false, "hitsAir": false,
//      "turnRate": 1, "levels": [{"cost": 8}]}, ...]}
// Every key is required except an enemy's "movement", "flying" and "class"
// (its movement class, engine/grid/MoverClass.h: "foot" when left out), and the
// keys of its fights with the hero: "attack" (damage per second, default 0)
// and, for "flee" movers, "fleeRadius", "fleeSpeed", "calm" and "flights"; for "wander"
// and "trace" movers, "patience" (seconds). "movement"
// names its behaviour (engine/sim/move/MovementKind.h lists the names);
// without it the kind flies when "flying" is true and walks routes otherwise.
// "flying", when given beside "movement", must agree with it.
struct GameDefsLoad {
  GameDefs defs;
  std::vector<JsonError> errors;    // from both files, each naming its file
  std::vector<JsonError> warnings;  // unknown keys; the definitions still load
  bool outOfMemory = false;         // one of the errors: memory ran out while reading

  bool ok() const { return errors.empty(); }
};

// Each file must keep within kDefsJsonLimits (io/JsonLimits.h).

// Every tower kind that attacks has exactly this many levels: build, then two upgrades. A wall (attack "none")
// has one, and its level only a "cost".
inline constexpr size_t kTowerLevels = 3;

GameDefsLoad loadGameDefs(const std::filesystem::path& enemiesFile, const std::filesystem::path& towersFile);
// The same, and the hero kinds of a third file:
//   heroes.json: {"format": "td-heroes", "version": 1, "heroes": [
//     {"id": "warden", "name": "Warden", "speed": 2.2, "turnRate": 540, "arrival": 0.5,
//      "radius": 0.3, "respawn": 12, "guard": 2.5, "blocks": 2, "hitsAir": false, "trail": 15,
//      "levels": [{"cost": 0, "health": 120, "damage": 9, "range": 0.8, "interval": 0.8, "regen": 4},
//                 ...]}]}
// Every key is required; the first level costs 0, the others are upgrades.
GameDefsLoad loadGameDefs(const std::filesystem::path& enemiesFile, const std::filesystem::path& towersFile,
                          const std::filesystem::path& heroesFile);
// Only the hero kinds of a text (in `defs.heroes`).
GameDefsLoad parseHeroDefs(std::string_view heroesText, std::string_view source = "<heroes>");
// The sources name the texts in messages.
GameDefsLoad parseGameDefs(std::string_view enemiesText, std::string_view towersText,
                           std::string_view enemiesSource = "<enemies>", std::string_view towersSource = "<towers>");

}  // namespace td
