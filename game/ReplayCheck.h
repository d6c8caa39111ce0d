#pragma once

#include <string>

#include "game/GameContext.h"
#include "io/ReplayJson.h"

namespace td {

// Plays a replay through the game's own play screen, as `td --replay` shows
// it, to its end without drawing, and compares what it came to with what
// the file recorded: the result, the tick it ended on and the state hash.
// `report` says both, for the player or a log. True when they match. Past
// `maxSeconds` of wall time (0: no limit) it stops, says where, and returns
// false: the replay was not verified.
bool checkReplay(GameContext& ctx, const ReplayDef& replay, std::string& report, double maxSeconds = 0.0);

}  // namespace td
