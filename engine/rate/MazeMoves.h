#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/rate/RouteProbe.h"

namespace td {

class World;

// The longest run of walls the automatic player buys as one move.
inline constexpr size_t kMaxMazeRun = 6;

// A run of walls across the enemies' way, bought together: one wall seldom lengthens an open route (the route
// steps round it), a line of them folds it.
struct MazeMove {
  std::array<Cell, kMaxMazeRun> cells{};
  uint8_t count = 0;
  float gain = 0.0f;  // route cells added per gold
};

// The cheapest wall kind (a kind with no attack) the level offers, or -1.
int32_t wallKind(const World& world);

// Up to `count` runs of walls that lengthen the walked routes the most per gold, best first, no two sharing a
// cell: straight runs of 1 to kMaxMazeRun cells across each route cell (perpendicular to the route there), every
// cell one the world would accept a wall on now, none sealing a spawn. `probe` is scratch; `world`'s placement
// cache is used (hence not const), the world is not changed.
void proposeMazeMoves(World& world, uint16_t wall, uint32_t count, RouteProbe& probe, std::vector<MazeMove>& out);

}  // namespace td
