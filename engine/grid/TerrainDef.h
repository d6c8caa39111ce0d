#pragma once

#include <cstdint>
#include <string>

namespace td {

// Move cost multiplier of a terrain kind: 1..254; kImpassableCost means no unit
// may enter the cell at all (walls, water).
inline constexpr uint8_t kImpassableCost = 255;

struct TerrainDef {
  std::string name;
  uint8_t cost = 1;
  bool buildable = true;
};

}  // namespace td
