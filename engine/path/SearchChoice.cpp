#include "engine/path/SearchChoice.h"

#include "engine/path/JumpPointSearch.h"

namespace td {

GridOpenness measureOpenness(const Grid& grid) {
  GridOpenness o;
  const uint8_t* c = grid.costs();
  const auto stride = static_cast<uint32_t>(grid.stride());
  for (int32_t y = 0; y < grid.height(); ++y) {
    uint32_t i = grid.index(Cell{0, y});
    for (int32_t x = 0; x < grid.width(); ++x, ++i) {
      if (c[i] == 0) continue;
      ++o.passable;
      const bool open = c[i - 1] != 0 && c[i + 1] != 0 && c[i - stride - 1] != 0 && c[i - stride] != 0 &&
                        c[i - stride + 1] != 0 && c[i + stride - 1] != 0 && c[i + stride] != 0 &&
                        c[i + stride + 1] != 0;
      o.interior += open ? 1 : 0;
    }
  }
  return o;
}

SearchKind chooseSearch(const Grid& grid) {
  if (!JumpPointSearch::applies(grid)) return SearchKind::AStar;
  return measureOpenness(grid).interiorShare() >= kJumpPointOpenness ? SearchKind::JumpPoint : SearchKind::AStar;
}

}  // namespace td
