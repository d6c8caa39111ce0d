#include "engine/path/SearchChoice.h"

#include <cstddef>

#include "engine/path/JumpPointSearch.h"

namespace td {

GridOpenness measureOpenness(const Grid& grid) {
  GridOpenness o;
  const uint8_t* c = grid.costs();
  const std::ptrdiff_t stride = grid.stride();
  // Branch-free (& rather than &&), so the compiler can test many cells at once.
  for (int32_t y = 0; y < grid.height(); ++y) {
    const uint8_t* row = c + grid.index(Cell{0, y});
    int64_t passable = 0;
    int64_t interior = 0;
    for (int32_t x = 0; x < grid.width(); ++x) {
      const uint8_t* p = row + x;
      const int here = p[0] != 0;
      const int around = (p[-1] != 0) & (p[1] != 0) & (p[-stride - 1] != 0) & (p[-stride] != 0) &
                         (p[-stride + 1] != 0) & (p[stride - 1] != 0) & (p[stride] != 0) & (p[stride + 1] != 0);
      passable += here;
      interior += here & around;
    }
    o.passable += passable;
    o.interior += interior;
  }
  return o;
}

SearchKind chooseSearch(const Grid& grid) {
  if (!JumpPointSearch::applies(grid)) return SearchKind::AStar;
  return measureOpenness(grid).interiorShare() >= kJumpPointOpenness ? SearchKind::JumpPoint : SearchKind::AStar;
}

}  // namespace td
