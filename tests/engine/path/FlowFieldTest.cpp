#include <gtest/gtest.h>

#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/path/FlowField.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

constexpr Distance O = kOrthogonalUnit;
constexpr Distance D = kDiagonalUnit;

void expectMatchesReference(const Grid& grid, const FlowField& field, const std::vector<Cell>& goals, bool eight) {
  const std::vector<Distance> ref = test::referenceDistances(grid, goals, eight);
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      ASSERT_EQ(field.distance(grid, {x, y}), ref[static_cast<size_t>(y * grid.width() + x)])
          << "cell " << x << "," << y;
    }
  }
}

TEST(FlowField, HandComputedFourConnected) {
  const Grid grid = test::gridFromRows({
      "....",
      ".##.",
      "....",
  });
  FlowField field;
  const std::vector<Cell> goals{{0, 0}};
  ASSERT_EQ(field.compute(grid, goals, Connectivity::Four), FlowStatus::Ok);
  EXPECT_EQ(field.lastMethod(), FlowMethod::BreadthFirst);
  EXPECT_EQ(field.distance(grid, {0, 0}), 0u);
  EXPECT_EQ(field.distance(grid, {3, 0}), 3 * O);
  EXPECT_EQ(field.distance(grid, {3, 2}), 5 * O);
  EXPECT_EQ(field.distance(grid, {2, 2}), 4 * O);
  EXPECT_FALSE(field.reachable(grid, {1, 1}));
  EXPECT_EQ(field.direction(grid, {0, 0}), Direction::None);
}

TEST(FlowField, HandComputedEightConnectedWithoutCornerCutting) {
  const Grid grid = test::gridFromRows({
      "...",
      ".#.",
      "...",
  });
  FlowField field;
  const std::vector<Cell> goals{{0, 0}};
  field.compute(grid, goals, Connectivity::Eight);
  EXPECT_EQ(field.lastMethod(), FlowMethod::Dijkstra);
  EXPECT_EQ(field.distance(grid, {2, 0}), 2 * O);
  // (2,2) cannot cut past the wall at (1,1): two straight steps then two.
  EXPECT_EQ(field.distance(grid, {2, 2}), 4 * O);
  EXPECT_EQ(field.distance(grid, {2, 1}), 3 * O);
  // With the wall gone the diagonal opens up.
  Grid open = test::gridFromRows({"...", "...", "..."});
  field.compute(open, goals, Connectivity::Eight);
  EXPECT_EQ(field.distance(open, {2, 2}), 2 * D);
  EXPECT_EQ(field.distance(open, {2, 1}), O + D);
}

TEST(FlowField, TerrainCostIsPaidOnEntering) {
  const Grid grid = test::gridFromRows({"..m.."});
  FlowField field;
  const std::vector<Cell> goals{{0, 0}};
  field.compute(grid, goals, Connectivity::Four);
  EXPECT_EQ(field.lastMethod(), FlowMethod::Dijkstra);  // weighted: not a plain wave
  EXPECT_EQ(field.distance(grid, {1, 0}), O);
  EXPECT_EQ(field.distance(grid, {2, 0}), 2 * O);          // standing in mud costs nothing more
  EXPECT_EQ(field.distance(grid, {3, 0}), 3 * O + 2 * O);  // entering the mud costs 3
}

TEST(FlowField, SeveralGoalsGiveDistanceToTheNearest) {
  const Grid grid = test::gridFromRows({"........."});
  FlowField field;
  const std::vector<Cell> goals{{0, 0}, {8, 0}};
  field.compute(grid, goals, Connectivity::Four);
  EXPECT_EQ(field.distance(grid, {3, 0}), 3 * O);
  EXPECT_EQ(field.distance(grid, {6, 0}), 2 * O);
  EXPECT_EQ(field.next(grid, {6, 0}), (Cell{7, 0}));
  EXPECT_EQ(field.next(grid, {2, 0}), (Cell{1, 0}));
}

TEST(FlowField, ReportsMissingAndImpassableGoals) {
  const Grid grid = test::gridFromRows({"..#"});
  FlowField field;
  EXPECT_EQ(field.compute(grid, {}, Connectivity::Four), FlowStatus::NoGoals);
  EXPECT_FALSE(field.reachable(grid, {0, 0}));
  const std::vector<Cell> wall{{2, 0}};
  EXPECT_EQ(field.compute(grid, wall, Connectivity::Four), FlowStatus::NoGoals);
  const std::vector<Cell> mixed{{2, 0}, {0, 0}, {9, 9}};
  EXPECT_EQ(field.compute(grid, mixed, Connectivity::Four), FlowStatus::GoalNotPassable);
  EXPECT_EQ(field.distance(grid, {1, 0}), O);
  FlowField fresh;
  EXPECT_EQ(fresh.cellBlocked(grid, {0, 0}), FlowStatus::NotComputed);
}

// Following next() from any reachable cell walks strictly downhill to a goal
// and every step is a legal move.
TEST(FlowField, RoutesDescendToAGoalByLegalSteps) {
  test::Rng rng(7);
  for (int round = 0; round < 20; ++round) {
    const bool eight = round % 2 == 0;
    const Grid grid = test::randomGrid(rng, 30, 20, 25, round % 4 < 2);
    const std::vector<Cell> goals{test::randomPassable(rng, grid)};
    FlowField field;
    field.compute(grid, goals, eight ? Connectivity::Eight : Connectivity::Four);
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) {
        Cell at{x, y};
        if (!field.reachable(grid, at)) continue;
        int steps = 0;
        while (field.distance(grid, at) != 0) {
          const Direction d = field.direction(grid, at);
          ASSERT_NE(d, Direction::None);
          ASSERT_TRUE(grid.canStep(grid.index(at), d));
          const Cell nx = field.next(grid, at);
          ASSERT_LT(field.distance(grid, nx), field.distance(grid, at));
          at = nx;
          ASSERT_LT(++steps, 600);
        }
        EXPECT_EQ(at, goals[0]);
      }
    }
  }
}

// On an open field, equal routes are broken by the fixed direction order, so
// a route keeps its heading as long as that stays shortest: one turn only.
TEST(FlowField, TieBreakKeepsRoutesStraight) {
  const Grid grid(12, 8, test::testTerrains());
  const std::vector<Cell> goals{{10, 6}};
  for (const Connectivity conn : {Connectivity::Four, Connectivity::Eight}) {
    FlowField field;
    field.compute(grid, goals, conn);
    Cell at{0, 0};
    Direction previous = Direction::None;
    int turns = 0;
    while (at != goals[0]) {
      const Direction d = field.direction(grid, at);
      if (previous != Direction::None && d != previous) ++turns;
      previous = d;
      at = field.next(grid, at);
    }
    EXPECT_EQ(turns, 1) << (conn == Connectivity::Four ? "4-connected" : "8-connected");
  }
  FlowField field;
  field.compute(grid, goals, Connectivity::Four);
  EXPECT_EQ(field.direction(grid, {0, 0}), Direction::East);  // horizontal first
  field.compute(grid, goals, Connectivity::Eight);
  EXPECT_EQ(field.direction(grid, {0, 0}), Direction::East);  // straight part first, then the diagonal
  EXPECT_EQ(field.direction(grid, {4, 0}), Direction::SouthEast);
}

TEST(FlowField, RandomGridsMatchReferenceDijkstra) {
  test::Rng rng(42);
  for (int round = 0; round < 60; ++round) {
    const bool eight = round % 2 == 0;
    const bool weighted = round % 3 == 0;
    const Grid grid = test::randomGrid(rng, 1 + rng.below(40), 1 + rng.below(40), rng.below(45), weighted);
    std::vector<Cell> goals;
    const int goalCount = 1 + rng.below(3);
    for (int g = 0; g < goalCount; ++g) goals.push_back({rng.below(grid.width()), rng.below(grid.height())});
    FlowField field;
    field.compute(grid, goals, eight ? Connectivity::Eight : Connectivity::Four);
    expectMatchesReference(grid, field, goals, eight);
  }
}

// Breadth-first computes take the tiles of bits below one wall in
// FlowField's kFewWalls cells and the FIFO wave from there up: on either side
// of that line, and as walls are added one by one across it, the field is the
// reference's.
TEST(FlowField, BreadthFirstFieldsMatchTheReferenceOnEitherSideOfTheWaveChoice) {
  test::Rng rng(32);
  Grid grid(32, 32, test::testTerrains(), 0);
  FlowField field;
  const std::vector<Cell> goals{{5, 7}, {30, 2}};
  for (int walls = 0; walls < 40; ++walls) {
    field.compute(grid, goals, Connectivity::Four);
    expectMatchesReference(grid, field, goals, false);
    if (HasFailure()) return;
    Cell c = test::randomPassable(rng, grid);
    while (c == goals[0] || c == goals[1]) c = test::randomPassable(rng, grid);
    grid.setTerrain(c, test::kWall);
  }
}

// Uniform grids whose one cost is not 1 still take the breadth-first and the
// octile paths, with steps scaled by that cost. A serpentine corridor at
// cost 200 makes distances pass 2^32 several times.
TEST(FlowField, UniformExpensiveGroundAndLongRoutesMatchReference) {
  constexpr int32_t kSide = 41;
  Grid grid(kSide, kSide, {{"slope", 200, true}, {"wall", kImpassableCost, false}});
  test::carveSerpentine(grid, 1);
  ASSERT_TRUE(grid.uniformCost());
  const std::vector<Cell> goals{{0, 0}};
  for (const bool eight : {false, true}) {
    FlowField field;
    ASSERT_EQ(field.compute(grid, goals, eight ? Connectivity::Eight : Connectivity::Four), FlowStatus::Ok);
    EXPECT_EQ(field.lastMethod(), eight ? FlowMethod::Dijkstra : FlowMethod::BreadthFirst);
    // The far end of the corridor lies more than 2^32 key units away.
    EXPECT_GT(field.distance(grid, {kSide - 1, kSide - 1}), Distance{1} << 33);
    expectMatchesReference(grid, field, goals, eight);
  }
}

// A breadth-first field stores 32-bit step counts and widens them into
// Distance on demand: the padded array distances() hands out must hold what
// distance() answers, walls and the border unreachable, and an 8-connected
// compute after it must not read stale steps.
TEST(FlowField, BreadthFirstStepsWidenToTheSameDistances) {
  test::Rng rng(7);
  FlowField field;
  for (int round = 0; round < 12; ++round) {
    const Grid grid = test::randomGrid(rng, 5 + rng.below(30), 5 + rng.below(30), 25, false);
    const std::vector<Cell> goals{test::randomPassable(rng, grid)};
    const Connectivity conn = round % 3 == 2 ? Connectivity::Eight : Connectivity::Four;
    ASSERT_EQ(field.compute(grid, goals, conn), FlowStatus::Ok);
    std::vector<Distance> asked;
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) asked.push_back(field.distance(grid, {x, y}));
    }
    expectMatchesReference(grid, field, goals, conn == Connectivity::Eight);
    const Distance* padded = field.distances();
    for (uint32_t i = 0; i < grid.paddedSize(); ++i) {
      const Cell c = grid.cellAt(i);
      if (!grid.contains(c)) {
        ASSERT_EQ(padded[i], kUnreachable) << "border slot " << i;
        continue;
      }
      ASSERT_EQ(padded[i], asked[static_cast<size_t>(c.y * grid.width() + c.x)]) << "cell " << c.x << "," << c.y;
    }
  }
}

// One field reused across grids of other sizes, other connectivities and
// other goals must give what a fresh field gives: nothing of an earlier wave
// (visited bytes, lane contents, distances) may leak into the next.
TEST(FlowField, ReusedFieldEqualsAFreshOne) {
  test::Rng rng(99);
  FlowField reused;
  for (int round = 0; round < 40; ++round) {
    const bool eight = rng.chance(50);
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const int32_t w = 1 + rng.below(3) * 17;
    const int32_t h = 1 + rng.below(3) * 13;
    const Grid grid = test::randomGrid(rng, w, h, rng.below(40), rng.chance(30));
    // Goals may fall on walls (or all of them: NoGoals); both fields must agree.
    std::vector<Cell> goals{{rng.below(w), rng.below(h)}};
    if (rng.chance(50)) goals.push_back({rng.below(w), rng.below(h)});
    FlowField fresh;
    const FlowStatus expected = fresh.compute(grid, goals, conn);
    ASSERT_EQ(reused.compute(grid, goals, conn), expected);
    // With no passable goal there is no wave, and no method to compare.
    if (expected != FlowStatus::NoGoals) {
      EXPECT_EQ(reused.lastMethod(), fresh.lastMethod());
    }
    EXPECT_EQ(reused.lastTouched(), fresh.lastTouched());
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) {
        ASSERT_EQ(reused.distance(grid, {x, y}), fresh.distance(grid, {x, y})) << "round " << round;
        ASSERT_EQ(reused.direction(grid, {x, y}), fresh.direction(grid, {x, y})) << "round " << round;
      }
    }
  }
}

// Buffers are sized by the first compute on a grid size: later computes by
// every method, and updates, allocate nothing.
TEST(FlowField, RecomputesAndUpdatesAllocateNothing) {
  MapSpec spec;
  spec.kind = MapKind::Rooms;
  spec.width = 96;
  spec.height = 80;
  spec.seed = 5;
  Grid uniform = generateMap(spec);
  spec.maxTerrainCost = 4;
  const Grid weighted = generateMap(spec);
  spec.kind = MapKind::Open;  // breadth-first over tiles of bits
  spec.maxTerrainCost = 1;
  const Grid open = generateMap(spec);
  test::Rng rng(8);
  const std::vector<Cell> goals{test::randomPassable(rng, uniform)};
  std::vector<Cell> edits;
  while (edits.size() < 20) {
    const Cell c = test::randomPassable(rng, uniform);
    if (c != goals[0]) edits.push_back(c);
  }
  FlowField field;
  auto workout = [&] {
    field.compute(weighted, goals, Connectivity::Eight);
    field.compute(uniform, goals, Connectivity::Four);
    field.compute(open, goals, Connectivity::Four);
    field.compute(uniform, goals, Connectivity::Eight);
    for (const Cell c : edits) {
      uniform.setBlocked(c, true);
      field.cellBlocked(uniform, c);
      uniform.setBlocked(c, false);
      field.cellFreed(uniform, c);
    }
  };
  workout();
  const size_t before = test::allocationCount();
  workout();
  EXPECT_EQ(test::allocationCount() - before, 0u);
  EXPECT_EQ(field.lastMethod(), FlowMethod::Incremental);
}

// Thousands of random block and free edits, each applied incrementally, must
// leave exactly the distances a full recompute gives.
TEST(FlowField, IncrementalUpdatesEqualFullRecompute) {
  test::Rng rng(2024);
  int edits = 0;
  for (int round = 0; round < 16; ++round) {
    const bool eight = round % 2 == 0;
    const bool weighted = round % 4 >= 2;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    Grid grid = test::randomGrid(rng, 24 + rng.below(16), 16 + rng.below(16), 20, weighted);
    std::vector<Cell> goals{test::randomPassable(rng, grid), test::randomPassable(rng, grid)};
    if (round % 3 == 0) goals.pop_back();
    FlowField incremental;
    FlowField full;
    incremental.compute(grid, goals, conn);
    std::vector<Cell> placed;
    for (int step = 0; step < 300; ++step, ++edits) {
      const bool freeOne = !placed.empty() && rng.chance(40);
      if (freeOne) {
        const size_t k = static_cast<size_t>(rng.below(static_cast<int32_t>(placed.size())));
        const Cell c = placed[k];
        placed[k] = placed.back();
        placed.pop_back();
        grid.setBlocked(c, false);
        ASSERT_EQ(incremental.cellFreed(grid, c), FlowStatus::Ok);
      } else {
        const Cell c{rng.below(grid.width()), rng.below(grid.height())};
        if (grid.blocked(c) || c == goals[0] || (goals.size() > 1 && c == goals[1])) continue;
        grid.setBlocked(c, true);
        placed.push_back(c);
        ASSERT_EQ(incremental.cellBlocked(grid, c), FlowStatus::Ok);
      }
      full.compute(grid, goals, conn);
      for (int32_t y = 0; y < grid.height(); ++y) {
        for (int32_t x = 0; x < grid.width(); ++x) {
          ASSERT_EQ(incremental.distance(grid, {x, y}), full.distance(grid, {x, y}))
              << "round " << round << " step " << step << " cell " << x << "," << y;
        }
      }
    }
  }
  EXPECT_GT(edits, 3000);
}

// A freed cell seeds its neighbours too; a seed that the wave has already
// beaten pushes nothing, which once left the queue empty with seeds still
// waiting (found by the benchmark's own exactness check on a 256^2 map).
TEST(FlowField, IncrementalUpdatesOnALargeRandomMap) {
  MapSpec spec;
  spec.kind = MapKind::Random;
  spec.width = 256;
  spec.height = 256;
  spec.seed = 17;
  Grid grid = generateMap(spec);
  test::Rng rng(3);
  const std::vector<Cell> goals{test::randomPassable(rng, grid)};
  FlowField field;
  FlowField full;
  field.compute(grid, goals, Connectivity::Eight);
  for (int k = 0; k < 160; ++k) {
    const Cell c = test::randomPassable(rng, grid);
    if (c == goals[0]) continue;
    grid.setBlocked(c, true);
    ASSERT_EQ(field.cellBlocked(grid, c), FlowStatus::Ok);
    grid.setBlocked(c, false);
    ASSERT_EQ(field.cellFreed(grid, c), FlowStatus::Ok);
  }
  full.compute(grid, goals, Connectivity::Eight);
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) ASSERT_EQ(field.distance(grid, {x, y}), full.distance(grid, {x, y}));
  }
}

TEST(FlowField, IncrementalUpdateTouchesOnlyTheChangedRegion) {
  Grid grid(64, 64, test::testTerrains());
  const std::vector<Cell> goals{{0, 0}};
  FlowField field;
  field.compute(grid, goals, Connectivity::Eight);
  // A cell in the far corner: nobody routes through it.
  grid.setBlocked({63, 63}, true);
  field.cellBlocked(grid, {63, 63});
  EXPECT_LT(field.lastTouched(), 8u);
  grid.setBlocked({63, 63}, false);
  field.cellFreed(grid, {63, 63});
  EXPECT_LT(field.lastTouched(), 8u);
}

TEST(FlowField, BlockingAGoalRecomputesFromTheOthers) {
  Grid grid = test::gridFromRows({"....."});
  const std::vector<Cell> goals{{0, 0}, {4, 0}};
  FlowField field;
  field.compute(grid, goals, Connectivity::Four);
  grid.setBlocked({4, 0}, true);
  EXPECT_EQ(field.cellBlocked(grid, {4, 0}), FlowStatus::GoalNotPassable);
  EXPECT_EQ(field.distance(grid, {3, 0}), 3 * O);
}

}  // namespace
}  // namespace td
