#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/sim/World.h"

namespace td {

// Where the enemies still to come will pass, and how much of them: the
// automatic player's picture of a level. Each waited-for enemy adds its
// armour-adjusted health to every cell of its spawn's route in its movement
// class (the flow field as the world has it now, towers included), or, for
// flyers, to points every half cell along its lane.
struct RouteTraffic {
  int32_t width = 0;
  int32_t height = 0;
  std::vector<float> ground;  // per cell, row-major
  std::vector<Vec2> airPoints;
  std::vector<float> airWeight;  // parallel to airPoints
  float total = 0.0f;            // ground and air together

  float groundAt(Cell c) const {
    return ground[static_cast<size_t>(c.y) * static_cast<size_t>(width) + static_cast<size_t>(c.x)];
  }
};

// Fills `out` for the waves from the current one on (all of them before the
// first starts).
void measureTraffic(const World& world, RouteTraffic& out);

}  // namespace td
