#include "editor/model/LaneEdits.h"

#include <algorithm>
#include <string>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "io/LevelCheck.h"

namespace td::editor {
namespace {

Lane* laneIn(LevelDef& level, int32_t spawn) {
  for (Lane& l : level.lanes) {
    if (l.spawn == spawn) return &l;
  }
  return nullptr;
}

Phrase outsideText(Cell cell) {
  // TRANSLATORS: {0} is a cell such as (3, 4).
  return phrase(N_("{0} is outside the map"), cellText(cell));
}

void dropEmptyLanes(LevelDef& level) {
  std::erase_if(level.lanes, [](const Lane& l) { return l.waypoints.empty(); });
}

}  // namespace

const Lane* laneOf(const EditorDoc& doc, int32_t spawn) { return doc.level().laneOf(spawn); }

std::optional<size_t> waypointAt(const EditorDoc& doc, int32_t spawn, Cell cell) {
  const Lane* lane = laneOf(doc, spawn);
  if (lane == nullptr) return std::nullopt;
  for (size_t i = lane->waypoints.size(); i-- > 0;) {
    if (lane->waypoints[i] == cell) return i;
  }
  return std::nullopt;
}

EditResult addWaypoint(EditorDoc& doc, int32_t spawn, Cell cell) {
  const LevelDef& level = doc.level();
  if (spawn < 0 || static_cast<size_t>(spawn) >= level.spawns.size()) {
    return EditResult::refuse(phrase(N_("pick a spawn first: the level has no spawn {0}"), spawn));
  }
  if (!level.contains(cell)) return EditResult::refuse(outsideText(cell));
  if (const Lane* lane = level.laneOf(spawn); lane != nullptr && lane->waypoints.size() >= kMaxLaneWaypoints) {
    return EditResult::refuse(
        phrasePlural(NP_("a lane holds at most {0} waypoint", "a lane holds at most {0} waypoints"),
                     static_cast<int64_t>(kMaxLaneWaypoints), kMaxLaneWaypoints));
  }
  return doc.editSettings(phrase(N_("Add waypoint")), [&](LevelDef& l) {
    Lane* lane = laneIn(l, spawn);
    if (lane == nullptr) lane = &l.lanes.emplace_back(Lane{spawn, {}});
    lane->waypoints.push_back(cell);
    return EditResult::done();
  });
}

EditResult moveWaypoint(EditorDoc& doc, int32_t spawn, size_t index, Cell to) {
  const Lane* lane = laneOf(doc, spawn);
  if (lane == nullptr || index >= lane->waypoints.size()) return EditResult::refuse(phrase(N_("no such waypoint")));
  if (!doc.level().contains(to)) return EditResult::refuse(outsideText(to));
  if (lane->waypoints[index] == to) return EditResult::unchanged();
  return doc.editSettings(phrase(N_("Move waypoint")), [&](LevelDef& l) {
    laneIn(l, spawn)->waypoints[index] = to;
    return EditResult::done();
  });
}

EditResult removeWaypoint(EditorDoc& doc, int32_t spawn, size_t index) {
  const Lane* lane = laneOf(doc, spawn);
  if (lane == nullptr || index >= lane->waypoints.size()) return EditResult::refuse(phrase(N_("no such waypoint")));
  return doc.editSettings(phrase(N_("Remove waypoint")), [&](LevelDef& l) {
    std::vector<Cell>& points = laneIn(l, spawn)->waypoints;
    points.erase(points.begin() + static_cast<std::ptrdiff_t>(index));
    dropEmptyLanes(l);
    return EditResult::done();
  });
}

EditResult clearLane(EditorDoc& doc, int32_t spawn) {
  if (laneOf(doc, spawn) == nullptr) return EditResult::unchanged();
  return doc.editSettings(phrase(N_("Clear lane")), [&](LevelDef& l) {
    std::erase_if(l.lanes, [&](const Lane& lane) { return lane.spawn == spawn; });
    return EditResult::done();
  });
}

void renumberLanes(LevelDef& level, const std::vector<int32_t>& mapping) {
  // Lanes naming a spawn the file never had are left for validation to report.
  std::erase_if(level.lanes, [&](const Lane& l) {
    return l.spawn >= 0 && static_cast<size_t>(l.spawn) < mapping.size() && mapping[static_cast<size_t>(l.spawn)] < 0;
  });
  for (Lane& l : level.lanes) {
    if (l.spawn >= 0 && static_cast<size_t>(l.spawn) < mapping.size()) l.spawn = mapping[static_cast<size_t>(l.spawn)];
  }
}

size_t shiftLanes(LevelDef& level, Cell offset) {
  size_t dropped = 0;
  for (Lane& l : level.lanes) {
    for (Cell& c : l.waypoints) c = {c.x + offset.x, c.y + offset.y};
    dropped += std::erase_if(l.waypoints, [&](Cell c) { return !level.contains(c); });
  }
  dropEmptyLanes(level);
  return dropped;
}

}  // namespace td::editor
