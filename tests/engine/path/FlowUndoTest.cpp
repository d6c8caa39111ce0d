#include <gtest/gtest.h>

#include <vector>

#include "engine/path/FlowField.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// Every cell's distance the same in both fields, or the first cell that differs.
::testing::AssertionResult sameField(const Grid& grid, const FlowField& a, const FlowField& b) {
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      if (a.distance(grid, {x, y}) != b.distance(grid, {x, y})) {
        return ::testing::AssertionFailure() << "cell " << x << "," << y << ": " << a.distance(grid, {x, y})
                                             << " against " << b.distance(grid, {x, y});
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// A probe blocks a few cells, reads the routes and takes the blocks back: the field it is left with must be the one
// it started from, cell for cell, on every kind of grid, however the blocks' updates overlapped.
TEST(FlowUndo, UndoRestoresTheFieldBeforeSeveralBlocks) {
  test::Rng rng(77);
  int probes = 0;
  for (int round = 0; round < 8; ++round) {
    const Connectivity conn = round % 2 == 0 ? Connectivity::Eight : Connectivity::Four;
    Grid grid = test::randomGrid(rng, 24 + rng.below(16), 16 + rng.below(16), 20, round % 4 >= 2);
    const std::vector<Cell> goals{test::randomPassable(rng, grid)};
    FlowField field;
    field.compute(grid, goals, conn);
    const FlowField before = field;
    for (int probe = 0; probe < 60; ++probe) {
      FlowUndo undo;
      std::vector<Cell> blocked;
      const int count = 1 + rng.below(6);
      for (int k = 0; k < count; ++k) {
        const Cell c = test::randomPassable(rng, grid);
        if (c == goals[0]) continue;
        grid.setBlocked(c, true);
        blocked.push_back(c);
        ASSERT_EQ(field.cellBlocked(grid, c, undo), FlowStatus::Ok);
      }
      ASSERT_FALSE(undo.whole);
      field.undo(undo);
      for (auto c = blocked.rbegin(); c != blocked.rend(); ++c) grid.setBlocked(*c, false);
      ASSERT_TRUE(sameField(grid, field, before)) << "round " << round << " probe " << probe;
      ++probes;
    }
  }
  EXPECT_EQ(probes, 480);
}

// A line of cells blocked as one update gives the field a full compute gives, and its undo takes it back.
TEST(FlowUndo, CellsBlockedTogetherEqualFullRecompute) {
  test::Rng rng(5150);
  for (int round = 0; round < 12; ++round) {
    const Connectivity conn = round % 2 == 0 ? Connectivity::Eight : Connectivity::Four;
    Grid grid = test::randomGrid(rng, 24 + rng.below(16), 16 + rng.below(16), 15, round % 4 >= 2);
    const std::vector<Cell> goals{test::randomPassable(rng, grid)};
    FlowField field;
    field.compute(grid, goals, conn);
    const FlowField before = field;
    FlowField full;
    for (int probe = 0; probe < 40; ++probe) {
      // A run of passable cells across the map from a random start, as the automatic player's barriers are.
      const Cell start = test::randomPassable(rng, grid);
      const Cell dir = rng.chance(50) ? Cell{1, 0} : Cell{0, 1};
      std::vector<Cell> line;
      for (Cell c = start; grid.passable(c) && c != goals[0] && line.size() < 20; c = {c.x + dir.x, c.y + dir.y}) {
        line.push_back(c);
      }
      if (line.empty()) continue;
      for (const Cell c : line) grid.setBlocked(c, true);
      FlowUndo undo;
      ASSERT_EQ(field.cellsBlocked(grid, line, undo), FlowStatus::Ok);
      full.compute(grid, goals, conn);
      ASSERT_TRUE(sameField(grid, field, full)) << "round " << round << " probe " << probe;
      field.undo(undo);
      for (const Cell c : line) grid.setBlocked(c, false);
      ASSERT_TRUE(sameField(grid, field, before)) << "round " << round << " probe " << probe << ", undone";
    }
  }
}

TEST(FlowUndo, UndoSaysWhenABlockedGoalRecomputedTheWholeField) {
  Grid grid = test::gridFromRows({"....."});
  const std::vector<Cell> goals{{0, 0}, {4, 0}};
  FlowField field;
  field.compute(grid, goals, Connectivity::Four);
  FlowUndo undo;
  grid.setBlocked({2, 0}, true);
  field.cellBlocked(grid, {2, 0}, undo);
  EXPECT_FALSE(undo.whole);
  grid.setBlocked({4, 0}, true);
  field.cellBlocked(grid, {4, 0}, undo);
  EXPECT_TRUE(undo.whole);
}

}  // namespace
}  // namespace td
