#pragma once

#include "engine/level/LevelDef.h"

namespace td {

class JsonCheck;

// The rules for flyers' lanes: each names a spawn of the level (judged only
// when the spawns could be read), no spawn has two, and each holds one to
// kMaxLaneWaypoints waypoints inside the map (judged only when the size
// could be read). Any terrain will do: flyers pass over rock and water.
// Problems are reported at the lane's path, e.g. "lanes[1].waypoints[3]".
void checkLanes(const LevelDef& level, bool sizeOk, bool spawnsKnown, JsonCheck& check);

}  // namespace td
