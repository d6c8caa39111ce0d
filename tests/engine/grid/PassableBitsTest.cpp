#include <gtest/gtest.h>

#include "engine/grid/Grid.h"
#include "engine/grid/PassableBits.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

bool bit(const uint64_t* line, int32_t at) { return ((line[at >> 6] >> (at & 63)) & 1) != 0; }

// Both copies of the bits, row-major and transposed, must say exactly what
// the costs say, border included.
void expectInStep(const Grid& grid) {
  const PassableBits& bits = grid.passableBits();
  const uint8_t* cost = grid.costs();
  for (int32_t y = 0; y < grid.height() + 2; ++y) {
    for (int32_t x = 0; x < grid.stride(); ++x) {
      const bool open = cost[y * grid.stride() + x] != 0;
      ASSERT_EQ(bit(bits.row(y), x), open) << x << "," << y;
      ASSERT_EQ(bit(bits.column(x), y), open) << x << "," << y;
    }
  }
}

TEST(PassableBits, FollowEveryBuildSaleAndTerrainChange) {
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
