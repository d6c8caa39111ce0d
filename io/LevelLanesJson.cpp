#include "io/LevelLanesJson.h"

#include <climits>

#include "engine/core/MessageMark.h"
#include "io/LevelCheck.h"
#include "io/LevelJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

bool readWaypoint(JsonCheck& check, const Json& value, const std::string& path, std::vector<Cell>& out) {
  if (!value.is_array() || value.size() != 2) {
    check.error(path, phrase(N_("expected [x, y], found {0}"), JsonCheck::describe(value)));
    return false;
  }
  // Any whole number is read: whether it lies inside the map is judged
  // with the rest of the level, in the same words as for an edited one.
  const auto x = check.integerIn(value[0], JsonCheck::index(path, 0), INT32_MIN, INT32_MAX);
  const auto y = check.integerIn(value[1], JsonCheck::index(path, 1), INT32_MIN, INT32_MAX);
  if (!x || !y) return false;
  out.push_back({static_cast<int32_t>(*x), static_cast<int32_t>(*y)});
  return true;
}

bool readLane(JsonCheck& check, const Json& entry, const std::string& path, Lane& lane) {
  if (!check.isObject(entry, path)) return false;
  check.warnUnknownKeys(entry, path, kLaneKeys);
  bool ok = true;
  if (const Json* spawn = check.member(entry, path, "spawn")) {
    if (const auto n = check.integerIn(*spawn, JsonCheck::key(path, "spawn"), INT32_MIN, INT32_MAX)) {
      lane.spawn = static_cast<int32_t>(*n);
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  const Json* points = check.member(entry, path, "waypoints");
  const std::string pointsPath = JsonCheck::key(path, "waypoints");
  if (points == nullptr || !check.isArray(*points, pointsPath)) return false;
  // Checked here too: no point reading a million cells to refuse them.
  if (points->size() > kMaxLaneWaypoints) {
    check.error(pointsPath, phrasePlural(NP_("expected at most {0} waypoint, found {1}",
                                             "expected at most {0} waypoints, found {1}"),
                                         kMaxLaneWaypoints, kMaxLaneWaypoints, points->size()));
    return false;
  }
  for (size_t i = 0; i < points->size(); ++i) {
    ok = readWaypoint(check, (*points)[i], JsonCheck::index(pointsPath, i), lane.waypoints) && ok;
  }
  return ok;
}

}  // namespace

bool readLevelLanes(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* list = JsonCheck::find(root, "lanes");
  if (list == nullptr) return true;
  if (!check.isArray(*list, "lanes")) return false;
  if (list->size() > kMaxSpawns) {
    check.error("lanes", phrasePlural(NP_("expected at most {0} lane (one a spawn), found {1}",
                                          "expected at most {0} lanes (one a spawn), found {1}"),
                                      kMaxSpawns, kMaxSpawns, list->size()));
    return false;
  }
  std::vector<Lane> lanes(list->size());
  bool ok = true;
  for (size_t i = 0; i < list->size(); ++i)
    ok = readLane(check, (*list)[i], JsonCheck::index("lanes", i), lanes[i]) && ok;
  if (ok) level.lanes = std::move(lanes);
  return ok;
}

std::string levelLanesJson(const std::vector<Lane>& lanes, const std::string& indent) {
  std::string out = indent + "\"lanes\": [";
  for (size_t i = 0; i < lanes.size(); ++i) {
    out += (i == 0 ? "\n" : ",\n") + indent + "  {\"spawn\": " + std::to_string(lanes[i].spawn) + ", \"waypoints\": [";
    const std::vector<Cell>& points = lanes[i].waypoints;
    for (size_t k = 0; k < points.size(); ++k) {
      out += (k == 0 ? "[" : ", [") + std::to_string(points[k].x) + ", " + std::to_string(points[k].y) + "]";
    }
    out += "]}";
  }
  out += lanes.empty() ? "]" : "\n" + indent + "]";
  return out;
}

}  // namespace td
