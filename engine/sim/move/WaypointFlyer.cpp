#include "engine/sim/move/WaypointFlyer.h"

#include <algorithm>
#include <cmath>

#include "engine/geom/CatmullRom.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/SimState.h"
#include "engine/sim/move/GoalPoint.h"

namespace td::motion {

namespace {

// Legs shorter than this (two waypoints on one cell, a waypoint on the
// spawn) are skipped: their tangent would vanish and the pace with it.
constexpr float kShortestLeg = 1e-3f;
// The largest step of the spline parameter taken on one tangent estimate:
// the pace stays even on the tight bends of short legs.
constexpr float kMaxParamStep = 0.125f;
constexpr int kMaxSubsteps = 64;

int32_t lastPoint(const SimState&, const LaneFlight& f) { return f.points - 1; }

// The nearest point of the course before (step -1) or after (step +1)
// point k that lies apart from it; point k itself at the ends. Repeated
// points are skipped so that they bend nothing: the curve keeps one
// tangent through a waypoint however often it is listed.
Vec2 neighbour(const SimState& s, const LaneFlight& f, int32_t k, int32_t step) {
  const Vec2 at = coursePoint(s, f, k);
  for (int32_t i = k + step; i >= 0 && i <= lastPoint(s, f); i += step) {
    const Vec2 p = coursePoint(s, f, i);
    if (distance(p, at) >= kShortestLeg) return p;
  }
  return at;
}

float chordsFrom(const SimState& s, const LaneFlight& f, int32_t k) {
  float sum = 0.0f;
  for (int32_t i = k; i < lastPoint(s, f); ++i) sum += distance(coursePoint(s, f, i), coursePoint(s, f, i + 1));
  return sum;
}

// Moves to the next leg long enough to fly, updating what is left after it.
void enterLeg(const SimState& s, LaneFlight& f, int32_t leg) {
  const int32_t last = lastPoint(s, f);
  while (leg < last && distance(coursePoint(s, f, leg), coursePoint(s, f, leg + 1)) < kShortestLeg) ++leg;
  f.leg = leg;
  f.along = 0.0f;
  f.legsAfter = leg < last ? chordsFrom(s, f, leg + 1) : 0.0f;
}

struct Segment {
  Vec2 p0, p1, p2, p3;
};

// enterLeg() keeps the two ends of the current leg apart.
Segment segment(const SimState& s, const LaneFlight& f) {
  return {neighbour(s, f, f.leg, -1), coursePoint(s, f, f.leg), coursePoint(s, f, f.leg + 1),
          neighbour(s, f, f.leg + 1, 1)};
}

Vec2 at(const Segment& g, float t) { return catmullRom(g.p0, g.p1, g.p2, g.p3, t); }

}  // namespace

Vec2 coursePoint(const SimState& s, const LaneFlight& f, int32_t k) {
  if (k <= 0) return f.origin;
  if (k >= lastPoint(s, f)) return f.target;
  return centreOf(s.level.lanes[static_cast<size_t>(f.lane)].waypoints[static_cast<size_t>(k - 1)]);
}

void start(SimState& s, Enemy& e, LaneFlight& f) {
  f.origin = e.pos;
  f.lane = -1;
  for (size_t i = 0; i < s.level.lanes.size(); ++i) {
    const Lane& lane = s.level.lanes[i];
    if (lane.spawn == e.spawn && !lane.waypoints.empty()) {
      f.lane = static_cast<int32_t>(i);
      break;
    }
  }
  f.points = 2;
  Vec2 from = e.pos;
  if (f.lane >= 0) {
    const Lane& lane = s.level.lanes[static_cast<size_t>(f.lane)];
    f.points += static_cast<int32_t>(lane.waypoints.size());
    from = centreOf(lane.waypoints.back());
  }
  f.target = nearestGoalCentre(s, from);
  enterLeg(s, f, 0);
  const Vec2 ahead = coursePoint(s, f, f.leg + 1) - e.pos;
  if (lengthSquared(ahead) > 0.0f) e.facing = normalized(ahead);
  e.remaining = distance(e.pos, coursePoint(s, f, f.leg + 1)) + f.legsAfter;
}

void step(SimState& s, Enemy& e, LaneFlight& f, float dt) {
  const EnemyDef& def = s.defs.enemies[e.kind];
  float travel = def.speed * e.slowFactor * dt;
  const int32_t last = lastPoint(s, f);
  // The parameter advances by distance over the curve's speed, so the pace
  // is steady however unevenly the waypoints are spaced.
  for (int i = 0; i < kMaxSubsteps && travel > 0.0f && f.leg < last; ++i) {
    const Segment g = segment(s, f);
    float speed = length(catmullRomTangent(g.p0, g.p1, g.p2, g.p3, f.along));
    if (speed < kShortestLeg) speed = distance(g.p1, g.p2);
    const float dParam = std::min({travel / speed, 1.0f - f.along, kMaxParamStep});
    travel -= dParam * speed;
    f.along += dParam;
    if (f.along >= 1.0f - 1e-6f) enterLeg(s, f, f.leg + 1);
  }
  if (f.leg >= last) {
    e.pos = f.target;
    e.state = EnemyState::Escaped;
    return;
  }
  const Segment g = segment(s, f);
  const Vec2 next = at(g, f.along);
  const Vec2 moved = next - e.pos;
  if (lengthSquared(moved) > 1e-12f) e.facing = normalized(moved);
  e.pos = next;
  e.cell = cellOf(e.pos);
  e.remaining = distance(e.pos, g.p2) + f.legsAfter;
}

}  // namespace td::motion
