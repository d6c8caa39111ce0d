#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/path/OctileWave.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

constexpr Distance O = kOrthogonalUnit;
constexpr Distance D = kDiagonalUnit;

// Floods `grid` from `goals` (impassable ones are skipped, as FlowField does)
// and checks every cell, the padding included, against the reference
// Dijkstra. Returns the wave's reached count.
uint32_t expectExact(OctileWave& wave, const Grid& grid, const std::vector<Cell>& goals, const std::string& what) {
  std::vector<Distance> dist(grid.paddedSize(), 0);
  const uint32_t reached = wave.flood(grid, test::goalIndices(grid, goals), dist.data());
  uint32_t reachable = 0;
  const std::string difference = test::paddedDifference(grid, goals, true, dist, reachable);
  if (!difference.empty()) ADD_FAILURE() << what << ": " << difference;
  return reached;
}

TEST(OctileWave, HandComputedWithoutCornerCutting) {
  const Grid grid = test::gridFromRows({
      "....",
      ".#..",
      "....",
  });
  OctileWave wave;
  std::vector<Distance> dist(grid.paddedSize());
  const std::vector<uint32_t> goals{grid.index({0, 0})};
  wave.flood(grid, goals, dist.data());
  EXPECT_EQ(dist[grid.index({0, 0})], 0u);
  EXPECT_EQ(dist[grid.index({2, 0})], 2 * O);
  EXPECT_EQ(dist[grid.index({2, 2})], 3 * O + O);  // round the wall: no diagonal past its corners
  EXPECT_EQ(dist[grid.index({3, 1})], 2 * O + D);
  EXPECT_EQ(dist[grid.index({3, 2})], 3 * O + D);
  EXPECT_EQ(dist[grid.index({1, 1})], kUnreachable);
}

// Random grids of every density, one to four goals: the pruned successors,
// the bucket order and the tie handling must lose no shortest route.
TEST(OctileWave, RandomGridsMatchReferenceDijkstra) {
  test::Rng rng(2024);
  OctileWave wave;
  for (int round = 0; round < 600; ++round) {
    const Grid grid = test::randomGrid(rng, 1 + rng.below(33), 1 + rng.below(33), rng.below(65), false);
    std::vector<Cell> goals;
    const int count = 1 + rng.below(4);
    for (int g = 0; g < count; ++g) goals.push_back({rng.below(grid.width()), rng.below(grid.height())});
    expectExact(wave, grid, goals, "round " + std::to_string(round));
    if (HasFailure()) return;
  }
}

// Walls on a lattice leave diagonal gaps and one-cell pinches everywhere,
// which is where a wall forces a route to turn.
TEST(OctileWave, LatticesAndCheckerboardsMatchReference) {
  OctileWave wave;
  for (int pattern = 0; pattern < 6; ++pattern) {
    Grid grid(23, 19, test::testTerrains(), 0);
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) {
        const bool wall = pattern == 0   ? (x + y) % 2 == 0 && x % 3 != 0
                          : pattern == 1 ? x % 2 == 1 && y % 2 == 1
                          : pattern == 2 ? (x % 4 == 2 && y % 3 != 0) || (y % 4 == 1 && x % 5 == 0)
                          : pattern == 3 ? (x + 2 * y) % 5 == 0
                          : pattern == 4 ? (x - y + 40) % 6 == 0 && x % 7 != 3
                                         : x % 3 == 1 && (y + x / 3) % 4 != 0;
        if (wall) grid.setTerrain({x, y}, test::kWall);
      }
    }
    const std::vector<Cell> corners{{0, 0}, {grid.width() - 1, grid.height() - 1}, {11, 9}};
    for (const Cell g : corners) expectExact(wave, grid, {g}, "pattern " + std::to_string(pattern));
  }
}

// The generator's room and maze maps, with goals spread over the map.
TEST(OctileWave, GeneratedMapsMatchReference) {
  OctileWave wave;
  test::Rng rng(5);
  for (const MapKind kind : {MapKind::Open, MapKind::Random, MapKind::Rooms, MapKind::Maze}) {
    const Grid grid = generateMap({.kind = kind, .width = 70, .height = 45, .seed = 17});
    std::vector<Cell> goals;
    for (int g = 0; g < 1 + static_cast<int>(kind); ++g) goals.push_back(test::randomPassable(rng, grid));
    expectExact(wave, grid, goals, mapKindName(kind));
  }
}

// Many goals: the first bucket is large and fronts meet everywhere.
TEST(OctileWave, ManyGoalsMatchReference) {
  test::Rng rng(77);
  OctileWave wave;
  const Grid grid = test::randomGrid(rng, 40, 30, 20, false);
  std::vector<Cell> goals;
  for (int32_t y = 0; y < grid.height(); y += 3) {
    for (int32_t x = (y / 3) % 4; x < grid.width(); x += 4) goals.push_back({x, y});
  }
  expectExact(wave, grid, goals, "lattice of goals");
  std::vector<Cell> all;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) all.push_back({x, y});
  }
  expectExact(wave, grid, all, "every cell a goal");
}

TEST(OctileWave, ThinAndTinyGrids) {
  OctileWave wave;
  const Grid dot(1, 1, test::testTerrains(), 0);
  expectExact(wave, dot, {{0, 0}}, "1x1");
  const Grid row(37, 1, test::testTerrains(), 0);
  expectExact(wave, row, {{5, 0}}, "row");
  const Grid column(1, 29, test::testTerrains(), 0);
  expectExact(wave, column, {{0, 28}}, "column");
  Grid walled(9, 9, test::testTerrains(), 0);
  for (int32_t i = 0; i < 9; ++i) {
    walled.setTerrain({i, 3}, test::kWall);
    walled.setTerrain({3, i}, test::kWall);
  }
  expectExact(wave, walled, {{0, 0}}, "boxed in");
  expectExact(wave, walled, {{7, 7}}, "big pocket");
}

// A uniform cost other than 1 scales every distance, and a serpentine
// corridor at cost 200 runs far past 2^32 units.
TEST(OctileWave, UniformCostAndLongRoutes) {
  constexpr int32_t kSide = 41;
  Grid grid(kSide, kSide, {{"slope", 200, true}, {"wall", kImpassableCost, false}});
  test::carveSerpentine(grid, 1);
  ASSERT_TRUE(grid.uniformCost());
  OctileWave wave;
  expectExact(wave, grid, {{0, 0}}, "serpentine");
  std::vector<Distance> dist(grid.paddedSize());
  const std::vector<uint32_t> goals{grid.index({0, 0})};
  wave.flood(grid, goals, dist.data());
  EXPECT_GT(dist[grid.index({kSide - 1, kSide - 1})], Distance{1} << 33);

  Grid open(30, 20, {{"slope", 7, true}, {"wall", kImpassableCost, false}});
  expectExact(wave, open, {{3, 4}, {25, 15}}, "cost 7");
}

// One wave reused across sizes and maps gives what a fresh one gives, and
// reports how many cells it reached.
TEST(OctileWave, ReuseAcrossSizesAndReachedCount) {
  test::Rng rng(3);
  OctileWave reused;
  for (int round = 0; round < 30; ++round) {
    const Grid grid = test::randomGrid(rng, 5 + rng.below(60), 5 + rng.below(60), rng.below(40), false);
    const Cell goal = test::randomPassable(rng, grid);
    OctileWave fresh;
    const uint32_t a = expectExact(reused, grid, {goal}, "reused");
    const uint32_t b = expectExact(fresh, grid, {goal}, "fresh");
    const std::vector<Distance> ref = test::referenceDistances(grid, {goal}, true);
    uint32_t reached = 0;
    for (const Distance d : ref) reached += d != kUnreachable ? 1u : 0u;
    EXPECT_EQ(a, reached);
    EXPECT_EQ(b, reached);
  }
}

}  // namespace
}  // namespace td
