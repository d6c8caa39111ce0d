#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace td {

enum class Connectivity : uint8_t { Four, Eight };

// The order is the tie-break preference of every route query: orthogonal moves
// before diagonal ones, horizontal before vertical. When several neighbours are
// equally short, always picking the first one in this fixed order keeps a route
// on one heading for as long as that heading stays optimal, so routes turn as
// rarely as possible instead of zig-zagging between equal staircases.
enum class Direction : uint8_t {
  East,
  West,
  South,
  North,
  SouthEast,
  SouthWest,
  NorthEast,
  NorthWest,
  None,
};

inline constexpr int kDirectionCount = 8;

struct DirectionStep {
  int8_t dx;
  int8_t dy;
  bool diagonal;
};

inline constexpr std::array<DirectionStep, kDirectionCount> kDirectionSteps{{
    {1, 0, false},
    {-1, 0, false},
    {0, 1, false},
    {0, -1, false},
    {1, 1, true},
    {-1, 1, true},
    {1, -1, true},
    {-1, -1, true},
}};

constexpr int directionCount(Connectivity connectivity) { return connectivity == Connectivity::Four ? 4 : 8; }

constexpr DirectionStep step(Direction d) { return kDirectionSteps[static_cast<size_t>(d)]; }

}  // namespace td
