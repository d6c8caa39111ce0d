#include "io/LaneCheck.h"

#include <string>

#include "engine/core/CellText.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"

namespace td {

void checkLanes(const LevelDef& level, bool sizeOk, bool spawnsKnown, JsonCheck& check) {
  if (level.lanes.size() > kMaxSpawns) {
    check.error("lanes", "expected at most " + std::to_string(kMaxSpawns) + " lanes (one a spawn), found " +
                             std::to_string(level.lanes.size()));
    return;
  }
  for (size_t i = 0; i < level.lanes.size(); ++i) {
    const Lane& lane = level.lanes[i];
    const std::string path = JsonCheck::index("lanes", i);
    const int32_t spawns = static_cast<int32_t>(level.spawns.size());
    if (spawnsKnown && (lane.spawn < 0 || lane.spawn >= spawns)) {
      const std::string range = spawns > 0 ? "in 0.." + std::to_string(spawns - 1) : "of a spawn (the level has none)";
      check.error(JsonCheck::key(path, "spawn"),
                  "expected a spawn index " + range + ", found " + std::to_string(lane.spawn));
    }
    for (size_t j = 0; j < i; ++j) {
      if (level.lanes[j].spawn == lane.spawn) {
        check.error(JsonCheck::key(path, "spawn"), "spawn " + std::to_string(lane.spawn) + " already has a lane (" +
                                                       JsonCheck::index("lanes", j) + "); a spawn has one lane");
        break;
      }
    }
    const std::string pointsPath = JsonCheck::key(path, "waypoints");
    if (lane.waypoints.empty()) {
      check.error(pointsPath, "expected at least one waypoint (leave the lane out for a straight flight)");
    } else if (lane.waypoints.size() > kMaxLaneWaypoints) {
      check.error(pointsPath, "expected at most " + std::to_string(kMaxLaneWaypoints) + " waypoints, found " +
                                  std::to_string(lane.waypoints.size()));
    }
    if (!sizeOk) continue;
    for (size_t k = 0; k < lane.waypoints.size(); ++k) {
      const Cell c = lane.waypoints[k];
      if (!level.contains(c)) {
        check.error(JsonCheck::index(pointsPath, k), "expected a cell inside the " + std::to_string(level.width) + "x" +
                                                         std::to_string(level.height) + " map, found " + cellText(c));
      }
    }
  }
}

}  // namespace td
