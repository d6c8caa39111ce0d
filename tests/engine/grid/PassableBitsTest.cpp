#include <gtest/gtest.h>

#include "engine/grid/Grid.h"
#include "engine/grid/PassableBits.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

bool bit(const uint64_t* line, int32_t at) { return ((line[at >> 6] >> (at & 63)) & 1) != 0; }

// Both copies of the bits, row-major and transposed, must say exactly what
// the costs say, border included, and so must the stops of a jump along each
// line in each direction: a wall, or a cell with an open cell beside it where
// the cell beside its predecessor is a wall (outside the grid is wall).
void expectInStep(const Grid& grid) {
  const PassableBits& bits = grid.passableBits();
  const uint8_t* cost = grid.costs();
  const int32_t rows = grid.height() + 2;
  const auto open = [&](int32_t x, int32_t y) {
    return x >= 0 && y >= 0 && x < grid.stride() && y < rows && cost[y * grid.stride() + x] != 0;
  };
  const auto stops = [&](int32_t x, int32_t y, int32_t dx, int32_t dy) {
    // Along (dx, dy); the lines beside are across it.
    const int32_t sx = dy != 0 ? 1 : 0;
    const int32_t sy = dx != 0 ? 1 : 0;
    const auto forced = [&](int32_t side) {
      return open(x + side * sx, y + side * sy) && !open(x - dx + side * sx, y - dy + side * sy);
    };
    return !open(x, y) || forced(-1) || forced(1);
  };
  for (int32_t y = 0; y < rows; ++y) {
    for (int32_t x = 0; x < grid.stride(); ++x) {
      ASSERT_EQ(bit(bits.row(y), x), open(x, y)) << x << "," << y;
      ASSERT_EQ(bit(bits.column(x), y), open(x, y)) << x << "," << y;
      ASSERT_EQ(bit(bits.rowStopsUp(y), x), stops(x, y, 1, 0)) << x << "," << y;
      ASSERT_EQ(bit(bits.rowStopsDown(y), x), stops(x, y, -1, 0)) << x << "," << y;
      ASSERT_EQ(bit(bits.columnStopsUp(x), y), stops(x, y, 0, 1)) << x << "," << y;
      ASSERT_EQ(bit(bits.columnStopsDown(x), y), stops(x, y, 0, -1)) << x << "," << y;
    }
  }
}

TEST(PassableBits, FollowEveryBuildSaleAndTerrainChangeStopsIncluded) {
  test::Rng rng(31);
  // Widths and heights on both sides of a word's 64 cells.
  for (const auto& [w, h] : {std::pair{1, 1}, {62, 3}, {63, 64}, {64, 70}, {130, 40}}) {
    Grid grid(w, h, {{"floor", 1, true}, {"rock", kImpassableCost, false}, {"mud", 3, true}});
    expectInStep(grid);
    for (int edit = 0; edit < 400; ++edit) {
      const Cell c{rng.below(w), rng.below(h)};
      if (rng.below(2) == 0) {
        grid.setBlocked(c, !grid.blocked(c));
      } else {
        grid.setTerrain(c, static_cast<uint8_t>(rng.below(3)));
      }
    }
    expectInStep(grid);
  }
  const Grid walls(20, 10, {{"rock", kImpassableCost, false}});
  expectInStep(walls);
}

}  // namespace
}  // namespace td
