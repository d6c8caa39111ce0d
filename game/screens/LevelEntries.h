#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/LevelDef.h"
#include "game/GameContext.h"

namespace td {

// How a level is played (engine/sim/OfferedTowers.h isMazeLevel): a maze
// level offers the Wall, so the player builds the enemies' way; on a road
// level the map sets the way and towers stand beside it. Unknown when the
// level cannot be loaded.
enum class LevelWay : uint8_t { Unknown, Maze, Road };

// One level as the level select shows it: loaded once when the screen
// opens, with what the player has done on it.
struct LevelEntry {
  std::filesystem::path file;
  std::string recordId;           // its key in the progress file
  int campaignIndex = -1;         // its place in the campaign; -1 for the player's own levels
  std::optional<LevelDef> level;  // none when it cannot be loaded
  std::string title;              // "3.  Crossroads"
  std::string facts;              // "32 x 18   8 waves, 142 enemies" or why it cannot be loaded
  std::string record;             // "★★☆  best 4,210   endless: 14 waves", "not yet won" or "locked: ..."
  LevelWay way = LevelWay::Unknown;
  std::string wayText;       // the way in a line: "Maze level: the Wall is on offer, so ..."; empty when Unknown
  bool open = false;         // may be played now
  bool won = false;          // endless mode and the challenges open on a won level
  size_t challenges = 0;     // the level's challenges (engine/level/ChallengeDef.h)
  size_t challengesWon = 0;  // of those, the ones the player has won
};

// The campaign (ctx.res.levels, in order) with the unlock rules: the first
// level is open, and so is a won one and any whose predecessor is won or
// cannot be loaded (a broken level must not lock the rest).
std::vector<LevelEntry> campaignEntries(const GameContext& ctx);
// The player's own levels, every .json file in `dir` (the editor saves there
// by default), in name order, all open; recorded under "user:<name>".
std::vector<LevelEntry> userEntries(const GameContext& ctx, const std::filesystem::path& dir);

// The tag on a level's entry: "MAZE", "ROAD", or empty when Unknown; in the player's language.
std::string_view wayTag(LevelWay way);

}  // namespace td
