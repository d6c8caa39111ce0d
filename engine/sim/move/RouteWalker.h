#pragma once

#include <array>
#include <string_view>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Direction.h"

namespace td {

struct SimState;
struct Enemy;

// RouteWalker's memory: a Catmull-Rom segment from ctrl[1] to ctrl[2], bent by ctrl[0] and ctrl[3], through
// the centres of the route's next points (route hops, engine/path/RouteHop.h: cells further along the route in
// even sight).
struct RouteWalk {
  static constexpr std::string_view kName = "route";
  static constexpr bool kAirborne = false;
  static constexpr std::string_view kWay = "";  // the plain way: nothing to say of it
  static constexpr std::array<std::string_view, 0> kModes{};

  Vec2 ctrl[4];
  float along = 0.0f;  // the spline parameter in [0, 1)
  // |dP/du| at `along` on this curve, left by the step that went there for the next step to begin with; negative
  // when not known. Read only as a step begins: whatever else changes the curve or `along` forgets it.
  float speedAlong = -1.0f;
  Cell toCell;                            // the cell at ctrl[2]
  Cell aheadCell;                         // the cell at ctrl[3]
  Direction toStep = Direction::None;     // the route's heading on arriving in toCell
  Direction aheadStep = Direction::None;  // and in aheadCell
};

}  // namespace td

namespace td::motion {

// The flow-field walker: follows the field cell to cell on a Catmull-Rom
// spline through the centres of the next cells, at a steady pace scaled by
// the terrain and by slows. A ground unit: it is counted in the occupancy.

void start(SimState& s, Enemy& e, RouteWalk& w);
void step(SimState& s, Enemy& e, RouteWalk& w, float dt);
// The routes changed: turn only if the route ahead of this enemy did.
void reroute(SimState& s, Enemy& e, RouteWalk& w);
// Back on the route from wherever the enemy now stands (after moving on
// its own), leaving along its heading.
void resume(SimState& s, Enemy& e, RouteWalk& w);
inline const char* traceMode(const RouteWalk&) { return nullptr; }

}  // namespace td::motion
