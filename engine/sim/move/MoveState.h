#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <variant>

#include "engine/sim/move/Chaser.h"
#include "engine/sim/move/FeelerSteer.h"
#include "engine/sim/move/Fleer.h"
#include "engine/sim/move/Flyer.h"
#include "engine/sim/move/RoadRunner.h"
#include "engine/sim/move/RouteWalker.h"
#include "engine/sim/move/Tracer.h"
#include "engine/sim/move/Tracker.h"
#include "engine/sim/move/WallFollower.h"
#include "engine/sim/move/Wanderer.h"
#include "engine/sim/move/WaypointFlyer.h"

namespace td {

// The movement behaviours of engine/sim/move/, one a file. An enemy kind's "movement" in enemies.json names one;
// an enemy holds that behaviour's memory in its MoveState, whose alternative is what picks the behaviour every
// tick (no virtual call, nothing on the heap). Each memory type says what the rest of the game needs to know of
// its behaviour: kName (its name in enemies.json and traces), kAirborne (a flyer, out of the occupancy and hit
// only by towers that hit air), kWay (what the enemy's card says of how it moves; empty for the plain route),
// kModes (the modes a trace may write) and motion::traceMode() (the mode it is in now, or null).
//
// Adding a behaviour is its file and one line here in each list, MovementKind and MoveState, in the same
// order (checked below); the table, spawning, the trace and the enemy card follow from them.
enum class MovementKind : uint8_t {
  Route,      // RouteWalker: the flow field, smoothed by Catmull-Rom
  Fly,        // Flyer: a straight line over everything to the nearest goal
  Flee,       // Fleer: walks its route, runs from the hero when it comes near
  Track,      // Tracker: walks its route, follows the hero's breadcrumbs when it finds one
  Waypoints,  // WaypointFlyer: flies its spawn's lane of waypoints, then to the nearest goal
  Wander,     // Wanderer: straight for the goal in sight, else a random heading for a while
  Trace,      // Tracer: straight for the goal, tracing round obstacles
  Road,       // RoadRunner: keeps to road cells, the flow field choosing at forks
  Wall,       // WallFollower: explores by the left-hand rule
  Chase,      // Chaser: steps x and y toward the goal, no planning (stuck behind a wall)
  Feel,       // FeelerSteer: heads for the goal, turned away from what its feelers touch
};
using MoveState = std::variant<RouteWalk, Flight, Fleeing, Tracking, LaneFlight, Wandering, Tracing, RoadRunning,
                               WallFollowing, Chasing, FeelerSteering>;

inline constexpr size_t kMovementCount = std::variant_size_v<MoveState>;
static_assert(static_cast<size_t>(MovementKind::Feel) + 1 == kMovementCount,
              "one MovementKind for each alternative of MoveState, in the same order");

struct MovementInfo {
  MovementKind kind;
  std::string_view name;
  bool airborne;
  std::string_view way;
  std::span<const std::string_view> modes;
};

namespace detail {

template <size_t... I>
constexpr std::array<MovementInfo, sizeof...(I)> movementTable(std::index_sequence<I...>) {
  return {MovementInfo{static_cast<MovementKind>(I), std::variant_alternative_t<I, MoveState>::kName,
                       std::variant_alternative_t<I, MoveState>::kAirborne,
                       std::variant_alternative_t<I, MoveState>::kWay,
                       std::variant_alternative_t<I, MoveState>::kModes}...};
}

template <size_t... I>
MoveState freshMoveState(size_t k, std::index_sequence<I...>) {
  using Make = MoveState (*)();
  static constexpr Make kMake[] = {[]() -> MoveState { return MoveState{std::in_place_index<I>}; }...};
  return kMake[k]();
}

}  // namespace detail

// One row a behaviour, in the order of the enum (movementInfo() indexes it), read off the memory types.
inline constexpr std::array<MovementInfo, kMovementCount> kMovements =
    detail::movementTable(std::make_index_sequence<kMovementCount>{});

inline const MovementInfo& movementInfo(MovementKind kind) { return kMovements[static_cast<size_t>(kind)]; }

inline std::optional<MovementKind> movementNamed(std::string_view name) {
  for (const MovementInfo& m : kMovements) {
    if (m.name == name) return m.kind;
  }
  return std::nullopt;
}

// The memory a behaviour starts from, before motion::start() fills it in.
inline MoveState freshMoveState(MovementKind kind) {
  return detail::freshMoveState(static_cast<size_t>(kind), std::make_index_sequence<kMovementCount>{});
}

// The mode the trace writes for this memory, or null for a behaviour without modes.
inline const char* traceMode(const MoveState& move) {
  return std::visit([](const auto& m) { return motion::traceMode(m); }, move);
}

}  // namespace td
