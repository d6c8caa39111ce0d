#include "io/LaneCheck.h"

#include <string>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"

namespace td {

void checkLanes(const LevelDef& level, bool sizeOk, bool spawnsKnown, JsonCheck& check) {
  if (level.lanes.size() > kMaxSpawns) {
    // TRANSLATORS: lanes are flyers' ways; {0} is the most a level may have, {1} the number the file holds.
    check.error("lanes", phrasePlural(NP_("expected at most {0} lane (one a spawn), found {1}",
                                          "expected at most {0} lanes (one a spawn), found {1}"),
                                      static_cast<int64_t>(kMaxSpawns), kMaxSpawns, level.lanes.size()));
    return;
  }
  for (size_t i = 0; i < level.lanes.size(); ++i) {
    const Lane& lane = level.lanes[i];
    const std::string path = JsonCheck::index("lanes", i);
    const int32_t spawns = static_cast<int32_t>(level.spawns.size());
    if (spawnsKnown && (lane.spawn < 0 || lane.spawn >= spawns)) {
      if (spawns > 0) {
        check.error(JsonCheck::key(path, "spawn"),
                    // TRANSLATORS: 0..{0} is the range of spawn indices, {1} the index the file holds.
                    phrase(N_("expected a spawn index in 0..{0}, found {1}"), spawns - 1, lane.spawn));
      } else {
        check.error(JsonCheck::key(path, "spawn"),
                    // TRANSLATORS: {0} is the spawn index the file holds.
                    phrase(N_("expected a spawn index of a spawn (the level has none), found {0}"), lane.spawn));
      }
    }
    for (size_t j = 0; j < i; ++j) {
      if (level.lanes[j].spawn == lane.spawn) {
        check.error(JsonCheck::key(path, "spawn"),
                    // TRANSLATORS: {0} is a spawn's index; {1} where the file holds its other lane, such as lanes[0].
                    phrase(N_("spawn {0} already has a lane ({1}); a spawn has one lane"), lane.spawn,
                           JsonCheck::index("lanes", j)));
        break;
      }
    }
    const std::string pointsPath = JsonCheck::key(path, "waypoints");
    if (lane.waypoints.empty()) {
      check.error(pointsPath, phrase(N_("expected at least one waypoint (leave the lane out for a straight flight)")));
    } else if (lane.waypoints.size() > kMaxLaneWaypoints) {
      check.error(
          pointsPath,
          phrasePlural(NP_("expected at most {0} waypoint, found {1}", "expected at most {0} waypoints, found {1}"),
                       static_cast<int64_t>(kMaxLaneWaypoints), kMaxLaneWaypoints, lane.waypoints.size()));
    }
    if (!sizeOk) continue;
    for (size_t k = 0; k < lane.waypoints.size(); ++k) {
      const Cell c = lane.waypoints[k];
      if (!level.contains(c)) {
        // TRANSLATORS: the map is {0} cells wide and {1} high; {2} is a cell such as (3, 4).
        check.error(JsonCheck::index(pointsPath, k), phrase(N_("expected a cell inside the {0}x{1} map, found {2}"),
                                                            level.width, level.height, cellText(c)));
      }
    }
  }
}

}  // namespace td
