// Slopes (TerrainDef::slope) in the flow field and the searches that weigh
// terrain: a step costs what entering its cell costs the way it is walked.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/path/AStar.h"
#include "engine/path/FlowField.h"
#include "engine/path/PathQuery.h"
#include "engine/path/RouteTrace.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

constexpr Distance O = kOrthogonalUnit;
constexpr Distance D = kDiagonalUnit;

// Rows of '.' (ground, cost 1), 'r' (rough, 7), '#' (wall), '>' '<' 'v' '^'
// (slopes falling that way: 2 across, 4 up, 1 down).
Grid slopedFromRows(const std::vector<std::string>& rows) {
  const auto h = static_cast<int32_t>(rows.size());
  const auto w = static_cast<int32_t>(rows[0].size());
  Grid grid(w, h, test::slopedTestTerrains(), 0);
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      switch (rows[static_cast<size_t>(y)][static_cast<size_t>(x)]) {
        case '#':
          grid.setTerrain({x, y}, test::kWall);
          break;
        case 'r':
          grid.setTerrain({x, y}, 3);
          break;
        case '>':
          grid.setTerrain({x, y}, test::kSlopeEast);
          break;
        case '<':
          grid.setTerrain({x, y}, test::kSlopeWest);
          break;
        case 'v':
          grid.setTerrain({x, y}, test::kSlopeSouth);
          break;
        case '^':
          grid.setTerrain({x, y}, test::kSlopeNorth);
          break;
        default:
          break;
      }
    }
  }
  return grid;
}

void expectMatchesReference(const Grid& grid, const FlowField& field, const std::vector<Cell>& goals, bool eight) {
  const std::vector<Distance> ref = test::referenceDistances(grid, goals, eight);
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      ASSERT_EQ(field.distance(grid, {x, y}), ref[static_cast<size_t>(y * grid.width() + x)])
          << "cell " << x << "," << y;
    }
  }
}

// The wave runs from the goal, against the walkers: it must still charge each
// step as the walker takes it. Walking east down the slope is cheap, walking
// west up it dear; swapping the two would swap these numbers.
TEST(FlowFieldSlope, TheWaveChargesTheStepTheWayTheWalkerTakesIt) {
  const Grid grid = slopedFromRows({".>>>."});
  FlowField field;
  const std::vector<Cell> east{{4, 0}};
  ASSERT_EQ(field.compute(grid, east, Connectivity::Four), FlowStatus::Ok);
  // From (0,0) east: three cells downhill (1 each), then ground (1).
  EXPECT_EQ(field.distance(grid, {0, 0}), 4 * O);
  EXPECT_EQ(field.distance(grid, {2, 0}), 2 * O);
  EXPECT_EQ(field.direction(grid, {0, 0}), Direction::East);

  const std::vector<Cell> west{{0, 0}};
  ASSERT_EQ(field.compute(grid, west, Connectivity::Four), FlowStatus::Ok);
  // From (4,0) west: three cells uphill (4 each), then ground (1).
  EXPECT_EQ(field.distance(grid, {4, 0}), 13 * O);
  EXPECT_EQ(field.distance(grid, {2, 0}), 5 * O);
  EXPECT_EQ(field.direction(grid, {4, 0}), Direction::West);

  // Across the fall a slope costs its own cost, 2, whichever way.
  const Grid across = slopedFromRows({"vvv"});
  const std::vector<Cell> end{{2, 0}};
  ASSERT_EQ(field.compute(across, end, Connectivity::Four), FlowStatus::Ok);
  EXPECT_EQ(field.distance(across, {0, 0}), 4 * O);
}

TEST(FlowFieldSlope, DiagonalStepsGoWithTheFallOrAgainstIt) {
  // A slope falling south in rough ground (dear enough that every cell
  // around it steps straight onto it).
  const Grid grid = slopedFromRows({
      "rrr",
      "rvr",
      "rrr",
  });
  FlowField field;
  const std::vector<Cell> goal{{1, 1}};
  field.compute(grid, goal, Connectivity::Eight);
  EXPECT_EQ(field.distance(grid, {0, 0}), D * 1);  // south-east: with the fall
  EXPECT_EQ(field.distance(grid, {2, 2}), D * 4);  // north-west: against it
  EXPECT_EQ(field.distance(grid, {0, 1}), O * 2);  // east: across
  EXPECT_EQ(field.distance(grid, {1, 0}), O * 1);  // south: down
  EXPECT_EQ(field.distance(grid, {1, 2}), O * 4);  // north: up
}

// A hill between two walls of rock: the route to the east goes over it, down
// its eastern side, while the route back west climbs nothing and goes round.
TEST(FlowFieldSlope, RoutesGoDownAHillAndRoundItOnTheWayBack) {
  const Grid grid = slopedFromRows({
      ".......",
      "..>>>..",
      ".......",
  });
  FlowField field;
  const std::vector<Cell> east{{6, 1}};
  field.compute(grid, east, Connectivity::Four);
  std::vector<Cell> route;
  traceRoute(grid, field, {0, 1}, route);
  // Straight along the row: 1 + 1 + 1 + 1 + 1 + 1 (the slope costs 1 downhill).
  EXPECT_EQ(field.distance(grid, {0, 1}), 6 * O);
  for (const Cell c : route) EXPECT_EQ(c.y, 1) << c.x;

  const std::vector<Cell> west{{0, 1}};
  field.compute(grid, west, Connectivity::Four);
  traceRoute(grid, field, {6, 1}, route);
  // Up and over would cost 1 + 4 + 4 + 4 + 1 + 1 = 15; round by row 0 or 2 is 8.
  EXPECT_EQ(field.distance(grid, {6, 1}), 8 * O);
  bool leftRow = false;
  for (const Cell c : route) leftRow = leftRow || c.y != 1;
  EXPECT_TRUE(leftRow);
  for (const Cell c : route) EXPECT_NE(grid.terrain(c), test::kSlopeEast) << c.x << "," << c.y;
}

TEST(FlowFieldSlope, RandomSlopedGridsMatchTheReference) {
  test::Rng rng(41);
  FlowField field;
  for (int round = 0; round < 40; ++round) {
    const Grid grid = test::randomSlopedGrid(rng, 9 + rng.below(14), 7 + rng.below(12), 20, 40);
    ASSERT_TRUE(grid.hasSlopes());
    const std::vector<Cell> goals{test::randomPassable(rng, grid), test::randomPassable(rng, grid)};
    for (const bool eight : {false, true}) {
      field.compute(grid, goals, eight ? Connectivity::Eight : Connectivity::Four);
      expectMatchesReference(grid, field, goals, eight);
    }
  }
}

TEST(FlowFieldSlope, IncrementalUpdatesEqualAFullCompute) {
  test::Rng rng(5);
  for (int round = 0; round < 12; ++round) {
    Grid grid = test::randomSlopedGrid(rng, 16, 12, 15, 40);
    const std::vector<Cell> goals{test::randomPassable(rng, grid)};
    for (const Connectivity conn : {Connectivity::Four, Connectivity::Eight}) {
      FlowField field;
      field.compute(grid, goals, conn);
      for (int change = 0; change < 20; ++change) {
        const Cell c = test::randomPassable(rng, grid);
        if (c == goals[0]) continue;
        grid.setBlocked(c, true);
        field.cellBlocked(grid, c);
        FlowField fresh;
        fresh.compute(grid, goals, conn);
        expectMatchesReference(grid, field, goals, conn == Connectivity::Eight);
        expectMatchesReference(grid, fresh, goals, conn == Connectivity::Eight);
        if (rng.chance(50)) {
          grid.setBlocked(c, false);
          field.cellFreed(grid, c);
          expectMatchesReference(grid, field, goals, conn == Connectivity::Eight);
        }
      }
    }
  }
}

// A* (which takes the weighted search on sloped grids), the weighted and the
// turn-aware searches all find what the field says a route costs, from start
// to goal and not the other way round.
TEST(FlowFieldSlope, SearchesAgreeWithTheFieldInBothDirections) {
  test::Rng rng(17);
  AStar astar;
  FlowField field;
  std::vector<Cell> path;
  for (int round = 0; round < 60; ++round) {
    const Grid grid = test::randomSlopedGrid(rng, 12 + rng.below(12), 10 + rng.below(10), 15, 50);
    const Cell a = test::randomPassable(rng, grid);
    const Cell b = test::randomPassable(rng, grid);
    for (const Connectivity conn : {Connectivity::Four, Connectivity::Eight}) {
      const std::vector<Cell> goal{b};
      field.compute(grid, goal, conn);
      const Distance want = field.distance(grid, a);
      const PathResult plain = astar.find(grid, a, b, conn, path);
      if (want == kUnreachable) {
        EXPECT_EQ(plain.status, PathStatus::Unreachable);
        continue;
      }
      ASSERT_EQ(plain.status, PathStatus::Found);
      EXPECT_EQ(plain.cost, want) << "round " << round;
      // The path's own steps, each charged as walked, add up to its cost.
      Distance walked = 0;
      for (size_t k = 1; k < path.size(); ++k) {
        const Direction d = directionBetween(path[k - 1].x, path[k - 1].y, path[k].x, path[k].y);
        ASSERT_NE(d, Direction::None);
        walked += stepUnit(d) * grid.entryCost(grid.index(path[k]), d);
      }
      EXPECT_EQ(walked, want);
      SearchOptions turns;
      turns.turnAware = true;
      EXPECT_EQ(astar.find(grid, a, b, conn, path, turns).cost, want);
      SearchOptions weighted;
      weighted.weight = 1.5;
      const PathResult w = astar.find(grid, a, b, conn, path, weighted);
      EXPECT_GE(w.cost, want);
      EXPECT_LE(static_cast<double>(w.cost), 1.5 * static_cast<double>(want));
    }
  }
}

TEST(FlowFieldSlope, ComputesAndUpdatesAllocateNothingOnceWarmedUp) {
  test::Rng rng(3);
  Grid grid = test::randomSlopedGrid(rng, 40, 30, 10, 40);
  grid.setTerrain({0, 0}, 0);
  const std::vector<Cell> goals{{0, 0}};
  const Cell c = test::randomPassable(rng, grid);
  FlowField field;
  test::expectWarmRunAllocatesNothing([&] {
    field.compute(grid, goals, Connectivity::Eight);
    grid.setBlocked(c, true);
    field.cellBlocked(grid, c);
    grid.setBlocked(c, false);
    field.cellFreed(grid, c);
    return field.lastTouched() + 1;
  });
}

}  // namespace
}  // namespace td
