#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/path/TileWave.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// Floods `grid` from `goals` and checks every padded cell against the
// reference 4-connected Dijkstra (steps of one ground cell each). Returns the
// wave's reached count, which must equal the reference's.
void expectExact(TileWave& wave, const Grid& grid, const std::vector<Cell>& goals, const std::string& what) {
  std::vector<uint32_t> steps(grid.paddedSize(), 0);
  const uint32_t reached = wave.flood(grid, test::goalIndices(grid, goals), steps.data());
  std::vector<Distance> dist(steps.size());
  for (size_t i = 0; i < steps.size(); ++i)
    dist[i] = steps[i] == TileWave::kNoSteps ? kUnreachable : Distance{steps[i]} * kOrthogonalUnit;
  uint32_t reachable = 0;
  const std::string difference = test::paddedDifference(grid, goals, false, dist, reachable);
  if (!difference.empty()) ADD_FAILURE() << what << ": " << difference;
  EXPECT_EQ(reached, reachable) << what;
}

TEST(TileWave, HandComputedRoundAWall) {
  const Grid grid = test::gridFromRows({
      "....",
      ".##.",
      "....",
  });
  TileWave wave;
  std::vector<uint32_t> steps(grid.paddedSize());
  const std::vector<uint32_t> goals{grid.index({0, 1})};
  EXPECT_EQ(wave.flood(grid, goals, steps.data()), 10u);
  EXPECT_EQ(steps[grid.index({0, 1})], 0u);
  EXPECT_EQ(steps[grid.index({3, 0})], 4u);
  EXPECT_EQ(steps[grid.index({3, 1})], 5u);
  EXPECT_EQ(steps[grid.index({1, 1})], TileWave::kNoSteps);
  EXPECT_EQ(steps[0], TileWave::kNoSteps);  // the padding
}

// Random grids of every density and of sizes on both sides of the tiles'
// edges, one to four goals, and the same wave reused across sizes: the
// spread inside a tile and across each of its four sides, the guard tiles
// at the map's edges and the listing of tiles must lose no cell and add none.
TEST(TileWave, RandomGridsMatchTheReference) {
  test::Rng rng(4099);
  TileWave wave;
  for (int round = 0; round < 500; ++round) {
    const Grid grid = test::randomGrid(rng, 1 + rng.below(40), 1 + rng.below(40), rng.below(65), false);
    std::vector<Cell> goals;
    const int count = 1 + rng.below(4);
    for (int g = 0; g < count; ++g) goals.push_back({rng.below(grid.width()), rng.below(grid.height())});
    expectExact(wave, grid, goals, "round " + std::to_string(round));
    if (HasFailure()) return;
  }
}

// A map wider and taller than 64 cells, so that a row of tiles spans several
// words of the passable bits, with one wall: the whole of it reached.
TEST(TileWave, MapsWiderThanOneWordOfBits) {
  Grid grid(150, 77, test::testTerrains(), 0);
  grid.setTerrain({70, 30}, test::kWall);
  TileWave wave;
  expectExact(wave, grid, {{149, 76}}, "corner goal");
  expectExact(wave, grid, {{0, 0}, {75, 40}}, "two goals");
}

}  // namespace
}  // namespace td
