#include "engine/level/LaneCourse.h"

#include <algorithm>

#include "engine/geom/CatmullRomTable.h"

namespace td {
namespace {

constexpr float kApart = 1e-3f;  // as WaypointFlyer's shortest leg

Vec2 centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

}  // namespace

std::vector<Vec2> laneCourse(const LevelDef& level, int32_t spawn) {
  std::vector<Vec2> out;
  if (spawn < 0 || static_cast<size_t>(spawn) >= level.spawns.size() || level.goals.empty()) return out;
  out.push_back(centre(level.spawns[static_cast<size_t>(spawn)]));
  if (const Lane* lane = level.laneOf(spawn)) {
    for (Cell c : lane->waypoints) out.push_back(centre(c));
  }
  const Vec2 from = out.back();
  Vec2 goal = centre(level.goals[0]);
  for (Cell g : level.goals) {
    if (lengthSquared(centre(g) - from) < lengthSquared(goal - from)) goal = centre(g);
  }
  out.push_back(goal);
  return out;
}

std::vector<Vec2> sampleCourse(const std::vector<Vec2>& course, int32_t perLeg) {
  std::vector<Vec2> distinct;
  for (const Vec2 p : course) {
    if (distinct.empty() || distance(distinct.back(), p) >= kApart) distinct.push_back(p);
  }
  std::vector<Vec2> out;
  if (distinct.empty()) return out;
  const size_t n = distinct.size();
  // Every leg is sampled at the same t = i / perLeg: their weights once.
  const CatmullRomTable table(std::max(perLeg, int32_t{1}));
  for (size_t leg = 0; leg + 1 < n; ++leg) {
    const Vec2 p0 = distinct[leg == 0 ? 0 : leg - 1];
    const Vec2 p3 = distinct[leg + 2 < n ? leg + 2 : n - 1];
    for (int32_t i = 0; i < perLeg; ++i) out.push_back(table.at(p0, distinct[leg], distinct[leg + 1], p3, i));
  }
  out.push_back(distinct.back());
  return out;
}

}  // namespace td
