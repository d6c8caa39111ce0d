#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace td {

enum class Connectivity : uint8_t { Four, Eight };

// The order is the tie-break preference of every route query: orthogonal moves
// before diagonal ones, horizontal before vertical. When several neighbours are
// equally short, picking the first one in this fixed order gives every caller
// the same route and never zig-zags between equal staircases, but it does not
// by itself keep a heading: a route that had to go South first turns East as
// soon as East is optimal again, and may turn back later. Walkers therefore
// ask FlowField::direction() with the heading they arrive with, which is kept
// whenever it is still on a shortest route. That greedy rule removes most
// needless turns; it is not a fewest-turns search (a turn taken now can spare
// two later), which tests/engine/path/RouteTurnsTest.cpp measures.
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

// The direction back: East and West, South and North, South-East and
// North-West, South-West and North-East. None stays None.
constexpr Direction opposite(Direction d) {
  const auto k = static_cast<uint8_t>(d);
  if (k < 4) return static_cast<Direction>(k ^ 1u);
  if (k < 8) return static_cast<Direction>(11 - k);
  return Direction::None;
}

// The direction of the one-cell move from (ax, ay) to (bx, by), or None when
// the two are not neighbours.
constexpr Direction directionBetween(int32_t ax, int32_t ay, int32_t bx, int32_t by) {
  for (int d = 0; d < kDirectionCount; ++d) {
    if (kDirectionSteps[static_cast<size_t>(d)].dx == bx - ax &&
        kDirectionSteps[static_cast<size_t>(d)].dy == by - ay) {
      return static_cast<Direction>(d);
    }
  }
  return Direction::None;
}

}  // namespace td
