#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/level/LevelDef.h"

namespace td {

// The course a waypoint flyer from spawn `spawn` flies, for drawing and
// for the editor: the spawn's centre, its lane's waypoint centres, then the
// centre of the goal nearest the last waypoint (nearest the spawn without
// a lane). Empty when the spawn or every goal is missing.
std::vector<Vec2> laneCourse(const LevelDef& level, int32_t spawn);

// Points along the smooth curve through `course` as WaypointFlyer flies it
// (a Catmull-Rom spline, repeated points skipped), `perLeg` a leg, both
// ends included.
std::vector<Vec2> sampleCourse(const std::vector<Vec2>& course, int32_t perLeg);

}  // namespace td
