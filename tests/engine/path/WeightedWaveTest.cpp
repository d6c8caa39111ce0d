#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/path/FlowField.h"
#include "engine/path/WeightedWave.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

constexpr Distance O = kOrthogonalUnit;

// Floods `grid` from `goals` (impassable ones skipped, as FlowField does) and
// checks every cell, the padding included, against the reference Dijkstra.
// Returns the wave's reached count.
uint32_t expectExact(WeightedWave& wave, const Grid& grid, const std::vector<Cell>& goals, Connectivity conn,
                     const std::string& what) {
  std::vector<Distance> dist(grid.paddedSize(), 0);
  const uint32_t reached = wave.flood(grid, test::goalIndices(grid, goals), conn, dist.data());
  uint32_t reachable = 0;
  const std::string difference = test::paddedDifference(grid, goals, conn == Connectivity::Eight, dist, reachable);
  if (!difference.empty()) {
    ADD_FAILURE() << what << ": " << difference;
    return reached;
  }
  EXPECT_EQ(reached, reachable) << what;
  return reached;
}

// Terrains 0..n-1 of the given costs, then a wall.
Grid costGrid(int32_t w, int32_t h, const std::vector<uint8_t>& costs) {
  std::vector<TerrainDef> terrains;
  for (const uint8_t c : costs) terrains.push_back({"t" + std::to_string(c), c, true});
  terrains.push_back({"wall", kImpassableCost, false});
  return Grid(w, h, terrains, 0);
}

// Random terrain from `costs`, walls at `wallPercent`.
Grid randomCostGrid(test::Rng& rng, int32_t w, int32_t h, int wallPercent, const std::vector<uint8_t>& costs) {
  Grid grid = costGrid(w, h, costs);
  const auto wall = static_cast<uint8_t>(costs.size());
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      if (rng.chance(wallPercent)) {
        grid.setTerrain({x, y}, wall);
      } else {
        grid.setTerrain({x, y}, static_cast<uint8_t>(rng.below(static_cast<int32_t>(costs.size()))));
      }
    }
  }
  return grid;
}

std::vector<uint8_t> randomCosts(test::Rng& rng, int maxCost) {
  std::vector<uint8_t> costs;
  const int count = 1 + rng.below(5);
  for (int i = 0; i < count; ++i) costs.push_back(static_cast<uint8_t>(1 + rng.below(maxCost)));
  return costs;
}

std::vector<Cell> randomGoals(test::Rng& rng, const Grid& grid) {
  std::vector<Cell> goals;
  const int count = 1 + rng.below(4);
  for (int g = 0; g < count; ++g) goals.push_back({rng.below(grid.width()), rng.below(grid.height())});
  return goals;
}

TEST(WeightedWave, HandComputed) {
  const Grid grid = test::gridFromRows({
      "..m.",
      ".#..",
      "m...",
  });
  WeightedWave wave;
  std::vector<Distance> dist(grid.paddedSize());
  const std::vector<uint32_t> goals{grid.index({0, 0})};
  ASSERT_TRUE(WeightedWave::supports(grid, Connectivity::Eight));
  wave.flood(grid, goals, Connectivity::Eight, dist.data());
  // The distance of u pays the cost of every cell after u, goal included.
  EXPECT_EQ(dist[grid.index({0, 0})], 0u);
  EXPECT_EQ(dist[grid.index({1, 0})], O);
  EXPECT_EQ(dist[grid.index({2, 0})], 2 * O);
  EXPECT_EQ(dist[grid.index({3, 0})], 2 * O + 3 * O);  // through mud at (2,0)
  EXPECT_EQ(dist[grid.index({0, 2})], 2 * O);
  EXPECT_EQ(dist[grid.index({1, 2})], 2 * O + 3 * O);  // through the mud at (0,2): no diagonal past the wall
  EXPECT_EQ(dist[grid.index({3, 1})], 6 * O);          // straight to (3,0) beats the diagonal into the mud
  EXPECT_EQ(dist[grid.index({1, 1})], kUnreachable);
}

// An 8x8 grid of the first cost with one cell of the second.
Grid twoCosts(uint8_t a, uint8_t b) {
  Grid grid = costGrid(8, 8, {a, b});
  grid.setTerrain({3, 4}, 1);
  return grid;
}

TEST(WeightedWave, SupportsModestCostRatiosOnly) {
  EXPECT_TRUE(WeightedWave::supports(twoCosts(1, 5), Connectivity::Eight));
  EXPECT_TRUE(WeightedWave::supports(twoCosts(1, 7), Connectivity::Eight));
  EXPECT_TRUE(WeightedWave::supports(twoCosts(100, 200), Connectivity::Eight));
  EXPECT_TRUE(WeightedWave::supports(twoCosts(1, 14), Connectivity::Four));
  EXPECT_FALSE(WeightedWave::supports(twoCosts(1, 14), Connectivity::Eight));
  EXPECT_FALSE(WeightedWave::supports(twoCosts(1, 254), Connectivity::Eight));
  EXPECT_FALSE(WeightedWave::supports(twoCosts(1, 254), Connectivity::Four));
}

// Thousands of random grids: sizes 1..40, walls 0..45 %, one to four goals,
// costs 1..7 (and cheapest costs above one, where the buckets are narrower
// than the cheapest step), both connectivities.
TEST(WeightedWave, RandomGridsMatchReferenceDijkstra) {
  test::Rng rng(4242);
  WeightedWave wave;
  int flooded = 0;
  for (int round = 0; round < 4000; ++round) {
    const int maxCost = round % 3 == 0 ? 7 : round % 3 == 1 ? 5 : 3;
    std::vector<uint8_t> costs = randomCosts(rng, maxCost);
    if (round % 5 == 0) {
      for (uint8_t& c : costs) c = static_cast<uint8_t>(c + 2);
    }
    const Grid grid = randomCostGrid(rng, 1 + rng.below(40), 1 + rng.below(40), rng.below(46), costs);
    const Connectivity conn = rng.chance(70) ? Connectivity::Eight : Connectivity::Four;
    if (!WeightedWave::supports(grid, conn)) continue;
    ++flooded;
    expectExact(wave, grid, randomGoals(rng, grid), conn, "round " + std::to_string(round));
    if (HasFailure()) return;
  }
  EXPECT_GT(flooded, 3000);
}

// Costs up to 254 go through FlowField, which floods them here when the ratio
// allows and on its bucket queue otherwise: both must match the reference.
TEST(WeightedWave, FlowFieldMatchesReferenceOnWideCostRanges) {
  test::Rng rng(99);
  FlowField field;
  for (int round = 0; round < 1500; ++round) {
    const int maxCost = round % 2 == 0 ? 254 : 7;
    const Grid grid =
        randomCostGrid(rng, 1 + rng.below(40), 1 + rng.below(40), rng.below(46), randomCosts(rng, maxCost));
    const bool eight = rng.chance(60);
    const std::vector<Cell> goals = randomGoals(rng, grid);
    field.compute(grid, goals, eight ? Connectivity::Eight : Connectivity::Four);
    const std::vector<Distance> ref = test::referenceDistances(grid, goals, eight);
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) {
        ASSERT_EQ(field.distance(grid, {x, y}), ref[static_cast<size_t>(y * grid.width() + x)])
            << "round " << round << " cell " << x << "," << y;
      }
    }
  }
}

TEST(WeightedWave, GeneratedMapsMatchReference) {
  WeightedWave wave;
  test::Rng rng(5);
  for (const MapKind kind : {MapKind::Open, MapKind::Random, MapKind::Rooms, MapKind::Maze}) {
    for (const int maxCost : {2, 5, 9}) {
      const Grid grid = generateMap({.kind = kind,
                                     .width = 70,
                                     .height = 45,
                                     .seed = 17u + maxCost,
                                     .maxTerrainCost = static_cast<uint8_t>(maxCost)});
      for (const Connectivity conn : {Connectivity::Eight, Connectivity::Four}) {
        if (!WeightedWave::supports(grid, conn)) continue;
        std::vector<Cell> goals;
        for (int g = 0; g < 1 + static_cast<int>(kind); ++g) goals.push_back(test::randomPassable(rng, grid));
        expectExact(wave, grid, goals, conn, std::string(mapKindName(kind)) + " cost " + std::to_string(maxCost));
      }
    }
  }
}

TEST(WeightedWave, ThinTinyAndManyGoals) {
  WeightedWave wave;
  test::Rng rng(77);
  const Grid dot = costGrid(1, 1, {3});
  expectExact(wave, dot, {{0, 0}}, Connectivity::Eight, "1x1");
  const Grid row = randomCostGrid(rng, 37, 1, 0, {1, 4});
  expectExact(wave, row, {{5, 0}}, Connectivity::Eight, "row");
  const Grid column = randomCostGrid(rng, 1, 29, 0, {2, 5});
  expectExact(wave, column, {{0, 28}}, Connectivity::Four, "column");
  const Grid grid = randomCostGrid(rng, 40, 30, 20, {1, 2, 5});
  std::vector<Cell> all;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) all.push_back({x, y});
  }
  expectExact(wave, grid, all, Connectivity::Eight, "every cell a goal");
}

// Dear terrain along a serpentine corridor runs far past 2^32 units.
TEST(WeightedWave, LongRoutesOnDearTerrain) {
  constexpr int32_t kSide = 41;
  test::Rng rng(11);
  Grid grid = randomCostGrid(rng, kSide, kSide, 0, {120, 200, 150});
  test::carveSerpentine(grid, 3);
  ASSERT_TRUE(WeightedWave::supports(grid, Connectivity::Eight));
  WeightedWave wave;
  expectExact(wave, grid, {{0, 0}}, Connectivity::Eight, "serpentine");
  std::vector<Distance> dist(grid.paddedSize());
  const std::vector<uint32_t> goals{grid.index({0, 0})};
  wave.flood(grid, goals, Connectivity::Eight, dist.data());
  EXPECT_GT(dist[grid.index({kSide - 1, kSide - 1})], Distance{1} << 33);
}

// One wave reused across sizes and cost ranges gives what a fresh one gives;
// a second flood of the same size allocates nothing.
TEST(WeightedWave, ReuseAcrossSizesAndNoAllocationOnTheSameSize) {
  test::Rng rng(3);
  WeightedWave reused;
  for (int round = 0; round < 40; ++round) {
    const Grid grid =
        randomCostGrid(rng, 5 + rng.below(60), 5 + rng.below(60), rng.below(40), randomCosts(rng, round % 2 ? 7 : 3));
    const Connectivity conn = rng.chance(50) ? Connectivity::Eight : Connectivity::Four;
    if (!WeightedWave::supports(grid, conn)) continue;
    const std::vector<Cell> goals{test::randomPassable(rng, grid)};
    WeightedWave fresh;
    EXPECT_EQ(expectExact(reused, grid, goals, conn, "reused"), expectExact(fresh, grid, goals, conn, "fresh"));
  }

  const Grid a = generateMap({.kind = MapKind::Rooms, .width = 96, .height = 80, .maxTerrainCost = 5});
  const Grid b = generateMap({.kind = MapKind::Rooms, .width = 96, .height = 80, .seed = 9, .maxTerrainCost = 5});
  std::vector<Distance> dist(a.paddedSize());
  const std::vector<uint32_t> goalsA{a.index(test::randomPassable(rng, a))};
  const std::vector<uint32_t> goalsB{b.index(test::randomPassable(rng, b))};
  WeightedWave wave;
  wave.flood(a, goalsA, Connectivity::Eight, dist.data());
  const size_t before = test::allocationCount();
  wave.flood(a, goalsA, Connectivity::Eight, dist.data());
  wave.flood(b, goalsB, Connectivity::Eight, dist.data());
  wave.flood(b, goalsB, Connectivity::Four, dist.data());
  EXPECT_EQ(test::allocationCount() - before, 0u);
}

TEST(WeightedWave, CopiesAndAssignedWavesStayExact) {
  // A FlowField is copied by value (the route preview keeps one), and the
  // wave's scratch buffers are not copied with it.
  test::Rng rng(12);
  const Grid big = randomCostGrid(rng, 50, 40, 20, {1, 3, 5});
  const Grid small = randomCostGrid(rng, 9, 7, 20, {2, 4});
  const std::vector<Cell> goalsBig{test::randomPassable(rng, big)};
  const std::vector<Cell> goalsSmall{test::randomPassable(rng, small)};
  WeightedWave original;
  expectExact(original, big, goalsBig, Connectivity::Eight, "original");
  WeightedWave copy(original);
  expectExact(copy, small, goalsSmall, Connectivity::Four, "copy");
  WeightedWave assigned;
  expectExact(assigned, small, goalsSmall, Connectivity::Eight, "before assignment");
  assigned = original;
  expectExact(assigned, big, goalsBig, Connectivity::Eight, "assigned");
  WeightedWave moved(std::move(copy));
  expectExact(moved, big, goalsBig, Connectivity::Four, "moved");
}

}  // namespace
}  // namespace td
