#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace td {

// How an enemy kind moves: the name in enemies.json picks one behaviour of
// engine/sim/move/. Each behaviour is for the ground or for the air; a
// ground mover is counted in the occupancy and can be hit by ground towers.
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
};

struct MovementInfo {
  MovementKind kind;
  std::string_view name;
  bool airborne;
};

// One line a behaviour, in the order of the enum (movementInfo() indexes it).
// clang-format off
inline constexpr std::array kMovements{
    MovementInfo{MovementKind::Route, "route", false},
    MovementInfo{MovementKind::Fly, "fly", true},
    MovementInfo{MovementKind::Flee, "flee", false},
    MovementInfo{MovementKind::Track, "track", false},
    MovementInfo{MovementKind::Waypoints, "waypoints", true},
    MovementInfo{MovementKind::Wander, "wander", false},
    MovementInfo{MovementKind::Trace, "trace", false},
    MovementInfo{MovementKind::Road, "road", false},
    MovementInfo{MovementKind::Wall, "wall", false},
};
// clang-format on

inline const MovementInfo& movementInfo(MovementKind kind) { return kMovements[static_cast<size_t>(kind)]; }

inline std::optional<MovementKind> movementNamed(std::string_view name) {
  for (const MovementInfo& m : kMovements) {
    if (m.name == name) return m.kind;
  }
  return std::nullopt;
}

}  // namespace td
