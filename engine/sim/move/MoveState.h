#pragma once

#include <cstdint>
#include <variant>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Direction.h"
#include "engine/sim/move/RoadRunner.h"
#include "engine/sim/move/Tracer.h"
#include "engine/sim/move/WallFollower.h"
#include "engine/sim/move/Wanderer.h"
#include "engine/sim/move/WaypointFlyer.h"

namespace td {

// Per-enemy memory of each movement behaviour (engine/sim/move/). An enemy
// holds the one of its kind's behaviour, chosen when it spawns; the variant's
// tag is what picks the behaviour every tick, so there is no virtual call and
// nothing on the heap.

// RouteWalker: a Catmull-Rom segment from ctrl[1] to ctrl[2], bent by ctrl[0]
// and ctrl[3], through the centres of the route's next points (route hops,
// engine/path/RouteHop.h: cells further along the route in even sight).
struct RouteWalk {
  Vec2 ctrl[4];
  float along = 0.0f;                     // the spline parameter in [0, 1)
  Cell toCell;                            // the cell at ctrl[2]
  Cell aheadCell;                         // the cell at ctrl[3]
  Direction toStep = Direction::None;     // the route's heading on arriving in toCell
  Direction aheadStep = Direction::None;  // and in aheadCell
};

// Flyer: straight to the nearest goal.
struct Flight {
  Vec2 target;
};

// Fleer: the state machine walk / flee / return (dying is the enemy's own
// state). The deviation is drawn when a flight starts.
enum class FleeMode : uint8_t { Walk, Flee, Return };
struct Fleeing {
  RouteWalk walk;
  FleeMode mode = FleeMode::Walk;
  float modeTime = 0.0f;   // seconds in the current mode
  float deviation = 0.0f;  // radians, within +-pi/4, added to "straight away from the hero"
  float calm = 0.0f;       // seconds the hero has been out of its flee radius
  int32_t flights = 0;     // flights so far
};

// Tracker: walks its route until it finds a breadcrumb in its cell or one
// of the 8 around it, then follows the trail toward the hero.
enum class TrackMode : uint8_t { Walk, Trail };
struct Tracking {
  RouteWalk walk;
  TrackMode mode = TrackMode::Walk;
  Vec2 target;  // the crumb it heads for
};

using MoveState =
    std::variant<RouteWalk, Flight, Fleeing, Tracking, LaneFlight, Wandering, Tracing, RoadRunning, WallFollowing>;

}  // namespace td
