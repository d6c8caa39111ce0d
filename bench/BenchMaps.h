#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/grid/MapGenerator.h"

namespace td::bench {

inline constexpr std::array<MapKind, 4> kMapKinds{MapKind::Open, MapKind::Random, MapKind::Rooms, MapKind::Maze};
inline constexpr std::array<int32_t, 3> kMapSides{64, 256, 1024};
// Weighted maps carry rough patches of cost 2..kWeightedMaxCost on cost-1
// ground: terrain costs 1 to 4, as on the shipped levels.
inline constexpr uint8_t kWeightedMaxCost = 4;

// A generated map with what every benchmark needs to know about it. Random
// maps fall apart into pockets; everything here refers to the largest
// 4-connected area, which is the one the goal lies in.
struct BenchMap {
  MapKind kind = MapKind::Open;
  int32_t side = 0;
  bool weighted = false;
  Grid grid;
  Cell goal;
  int32_t passable = 0;
  int32_t reachable = 0;  // passable cells connected to the goal, the goal included
  int32_t goalArea = -1;
  std::vector<int32_t> area;  // per y * side + x: 4-connected area label, -1 when impassable

  bool inGoalArea(Cell c) const { return grid.contains(c) && area[static_cast<size_t>(c.y * side + c.x)] == goalArea; }
};

// Generated on first use and kept for the whole run, so map generation is
// never inside a timed loop. Fixed seeds: every run measures the same maps.
const BenchMap& benchMap(MapKind kind, int32_t side, bool weighted = false);

// "Maze/256", with a "w" suffix on weighted maps.
std::string mapLabel(MapKind kind, int32_t side, bool weighted = false);

// The cell of the goal's area nearest to `target` (by rings of growing
// Chebyshev radius, scanned row by row, so the choice is deterministic).
Cell nearestInGoalArea(const BenchMap& map, Cell target);

// `count` random cells of the goal's area, never the goal itself.
std::vector<Cell> randomCells(const BenchMap& map, size_t count, uint64_t seed);

}  // namespace td::bench
