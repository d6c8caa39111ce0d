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
  Route,  // RouteWalker: the flow field, smoothed by Catmull-Rom
  Fly,    // Flyer: a straight line over everything to the nearest goal
  Flee,   // Fleer: walks its route, runs from the hero when it comes near
  Track,  // Tracker: walks its route, follows the hero's breadcrumbs when it finds one
};

struct MovementInfo {
  MovementKind kind;
  std::string_view name;
  bool airborne;
};

inline constexpr std::array kMovements{
    MovementInfo{MovementKind::Route, "route", false},
    MovementInfo{MovementKind::Fly, "fly", true},
    MovementInfo{MovementKind::Flee, "flee", false},
    MovementInfo{MovementKind::Track, "track", false},
};

inline const MovementInfo& movementInfo(MovementKind kind) { return kMovements[static_cast<size_t>(kind)]; }

inline std::optional<MovementKind> movementNamed(std::string_view name) {
  for (const MovementInfo& m : kMovements) {
    if (m.name == name) return m.kind;
  }
  return std::nullopt;
}

}  // namespace td
