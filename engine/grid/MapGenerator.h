#pragma once

#include <cstdint>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/grid/TerrainDef.h"

namespace td {

enum class MapKind : uint8_t {
  Open,    // every cell passable
  Random,  // each cell walled independently with a given probability
  Rooms,   // rectangular rooms separated by 1-cell walls, joined by doors
  Maze,    // a perfect maze: 1-cell corridors on odd coordinates, walls elsewhere
};

const char* mapKindName(MapKind kind);

// What to generate. The same spec gives the same grid on every platform and
// standard library: all randomness comes from one seeded integer generator.
struct MapSpec {
  MapKind kind = MapKind::Open;
  int32_t width = 64;
  int32_t height = 64;
  uint64_t seed = 1;
  // Random: chance of each cell being a wall, 0..1.
  double wallFraction = 0.3;
  // Rooms: inner side of a room, in cells.
  int32_t roomMin = 8;
  int32_t roomMax = 16;
  // Above 1, rectangular patches of rough terrain with entry costs
  // 2..maxTerrainCost are painted over the passable cells, so that weighted
  // route searches have something to avoid.
  uint8_t maxTerrainCost = 1;
};

// Terrain kinds of generated maps. Kind c for c >= 2 is rough ground of cost c,
// so a cell's kind and its cost coincide there.
inline constexpr uint8_t kMapGround = 0;
inline constexpr uint8_t kMapWall = 1;

// The terrain list of a generated map: ground, wall, then rough kinds of cost
// 2..maxTerrainCost.
std::vector<TerrainDef> mapTerrains(uint8_t maxTerrainCost);

// Throws std::invalid_argument when the size is not a valid grid size, the
// fraction is outside 0..1, the room sides are not 1 <= roomMin <= roomMax, or
// maxTerrainCost is 0 or impassable.
Grid generateMap(const MapSpec& spec);

}  // namespace td
