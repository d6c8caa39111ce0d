#include "engine/level/LevelGrid.h"

#include <stdexcept>

namespace td {

Grid makeGrid(const LevelDef& level) {
  if (!Grid::validSize(level.width, level.height)) throw std::invalid_argument("level size out of range 1..4096");
  if (level.tiles.size() != static_cast<size_t>(level.width) * static_cast<size_t>(level.height)) {
    throw std::invalid_argument("level tile count does not match its size");
  }
  // Fill with the most common kind so that only the remaining cells need a
  // setTerrain() call.
  std::vector<size_t> counts(level.terrains.size(), 0);
  for (uint8_t kind : level.tiles) {
    if (kind >= level.terrains.size()) throw std::invalid_argument("level tile names an undefined terrain kind");
    ++counts[kind];
  }
  uint8_t fill = 0;
  for (size_t k = 1; k < counts.size(); ++k) {
    if (counts[k] > counts[fill]) fill = static_cast<uint8_t>(k);
  }
  Grid grid(level.width, level.height, level.terrains, fill);
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      const Cell c{x, y};
      const uint8_t kind = level.tile(c);
      if (kind != fill) grid.setTerrain(c, kind);
    }
  }
  return grid;
}

}  // namespace td
