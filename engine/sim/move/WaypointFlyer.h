#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/MessageMark.h"
#include "engine/core/Vec2.h"

namespace td {

struct SimState;
struct Enemy;

// The waypoint flyer's memory. Its course runs through the points
// origin, the lane's waypoint centres in order, target; leg k is the
// Catmull-Rom segment from point k to point k + 1, so the course passes
// exactly through every waypoint and turns smoothly at each one. Without a
// lane there are only two points and the course is the straight line.
struct LaneFlight {
  static constexpr std::string_view kName = "waypoints";
  static constexpr bool kAirborne = true;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("flies a drawn lane over all");
  static constexpr std::array<std::string_view, 2> kModes{"lane", "goal"};

  Vec2 origin;             // where it spawned
  Vec2 target;             // the goal centre nearest the lane's last waypoint
  int32_t lane = -1;       // index into LevelDef::lanes; -1: no lane for its spawn
  int32_t points = 2;      // on its course: the origin, the waypoints, the target
  int32_t leg = 0;         // the segment it is on
  float along = 0.0f;      // the spline parameter in [0, 1) on that segment
  float legsAfter = 0.0f;  // chord length from the end of its segment to the target, in cells
};

// Is it on the last leg, making for the goal (trace mode "goal"; else "lane")?
inline bool onFinalLeg(const LaneFlight& f) { return f.leg >= f.points - 2; }

namespace motion {

// Like the flyer, airborne: no occupancy, and towers reshape nothing it
// follows, so reroutes leave it alone.
void start(SimState& s, Enemy& e, LaneFlight& f);
void step(SimState& s, Enemy& e, LaneFlight& f, float dt);
inline void reroute(SimState&, Enemy&, LaneFlight&) {}
inline const char* traceMode(const LaneFlight& f) { return onFinalLeg(f) ? "goal" : "lane"; }

// Point k of its course (0: the origin, points - 1: the target).
Vec2 coursePoint(const SimState& s, const LaneFlight& f, int32_t k);

}  // namespace motion
}  // namespace td
