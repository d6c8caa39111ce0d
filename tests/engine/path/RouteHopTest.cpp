#include <gtest/gtest.h>

#include <cmath>

#include "engine/geom/CatmullRom.h"
#include "engine/level/LevelGrid.h"
#include "engine/path/RouteHop.h"
#include "engine/path/RouteTrace.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

Vec2 centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

struct Fixture {
  Grid grid;
  FlowField field;
  LevelDef level;
};

Fixture make(const std::vector<std::string>& rows) {
  Fixture f{Grid{}, FlowField{}, test::testLevel(rows, {})};
  f.grid = makeGrid(f.level);
  f.field.compute(f.grid, f.level.goals, f.level.connectivity);
  return f;
}

TEST(RouteHop, EvenLinesCrossOnlyCellsOfOneCostAndCutNoCorner) {
  const Fixture f = make({"......", "..#...", "....,.", "S....G"});
  EXPECT_TRUE(evenLine(f.grid, {0.5f, 0.5f}, {5.5f, 0.5f}, 2));
  EXPECT_FALSE(evenLine(f.grid, {0.5f, 1.5f}, {5.5f, 1.5f}, 2));  // rock at (2, 1)
  EXPECT_FALSE(evenLine(f.grid, {0.5f, 2.5f}, {5.5f, 2.5f}, 2));  // mud at (4, 2)
  EXPECT_FALSE(evenLine(f.grid, {0.5f, 0.5f}, {5.5f, 0.5f}, 4));  // wrong cost
  // Exactly through the corner between (1, 0) and (2, 1): the rock beside
  // the corner forbids it, as it forbids that diagonal step.
  EXPECT_FALSE(evenLine(f.grid, {1.0f, 2.0f}, {3.0f, 0.0f}, 2));
  EXPECT_TRUE(evenLine(f.grid, {0.5f, 0.5f}, {1.5f, 3.5f}, 2));
  // A true diagonal through the corners next to the rock is refused.
  EXPECT_FALSE(evenLine(f.grid, {0.5f, 3.5f}, {3.5f, 0.5f}, 2));
}

TEST(RouteHop, OnOpenGroundAHopSkipsTheStaircase) {
  const Fixture f = make({"S.........", "..........", "..........", "..........", ".........G"});
  const RouteHop hop = nextRouteHop(f.grid, f.field, centre({0, 0}), {0, 0}, Direction::None);
  // The route's cells further on are all in even sight: the hop reaches the
  // last cell the walker looks ahead to.
  std::vector<Cell> cells;
  traceRoute(f.grid, f.field, {0, 0}, cells);
  ASSERT_GT(cells.size(), static_cast<size_t>(kHopLookahead));
  EXPECT_EQ(hop.cell, cells[static_cast<size_t>(kHopLookahead)]);
  EXPECT_NE(hop.step, Direction::None);
}

TEST(RouteHop, NeverSkipsPastAGoalNorOutOfSight) {
  const Fixture f = make({"S..G", "...."});
  const RouteHop hop = nextRouteHop(f.grid, f.field, centre({0, 0}), {0, 0}, Direction::None);
  EXPECT_EQ(hop.cell, (Cell{3, 0}));
  const RouteHop there = nextRouteHop(f.grid, f.field, centre({3, 0}), {3, 0}, hop.step);
  EXPECT_EQ(there.cell, (Cell{3, 0}));
  EXPECT_EQ(there.step, Direction::None);
  // Round a wall, the hop stops at the last cell still in sight.
  const Fixture w = make({"S.#..", "..#..", ".....", "....G"});
  const RouteHop round = nextRouteHop(w.grid, w.field, centre({0, 0}), {0, 0}, Direction::None);
  EXPECT_TRUE(evenLine(w.grid, centre({0, 0}), centre(round.cell), 2));
}

// Over random maps: every hop is in even sight (or one route step), and the
// smoothed path stays in passable cells from the spawn to the goal, never
// longer than the route through every cell centre.
TEST(RouteHop, SmoothedRoutesStayPassableAndAreNoLongerThanTheCellRoute) {
  int checked = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    test::Rng rng(seed);
    const int32_t w = 6 + rng.below(14);
    const int32_t h = 4 + rng.below(10);
    std::vector<std::string> rows(static_cast<size_t>(h), std::string(static_cast<size_t>(w), '.'));
    for (auto& row : rows) {
      for (char& c : row) c = rng.chance(18) ? '#' : rng.chance(10) ? ',' : '.';
    }
    rows[0][0] = 'S';
    rows[static_cast<size_t>(h - 1)][static_cast<size_t>(w - 1)] = 'G';
    const Fixture f = make(rows);
    if (!f.field.reachable(f.grid, {0, 0})) continue;
    std::vector<Cell> cells;
    traceRoute(f.grid, f.field, {0, 0}, cells);
    float cellLength = 0.0f;
    for (size_t i = 0; i + 1 < cells.size(); ++i) cellLength += distance(centre(cells[i]), centre(cells[i + 1]));
    std::vector<Vec2> path;
    smoothRoute(f.grid, f.field, {0, 0}, 0.1f, path);
    ASSERT_GE(path.size(), 2u);
    EXPECT_LT(distance(path.back(), centre({w - 1, h - 1})), 1e-4f) << "seed " << seed;
    float pathLength = 0.0f;
    for (size_t i = 0; i < path.size(); ++i) {
      const Cell at{static_cast<int32_t>(std::floor(path[i].x)), static_cast<int32_t>(std::floor(path[i].y))};
      ASSERT_TRUE(f.grid.passable(at)) << "seed " << seed << " point " << path[i].x << "," << path[i].y;
      if (i + 1 < path.size()) pathLength += distance(path[i], path[i + 1]);
    }
    // Curves bend a little outside the chords; a tenth of a cell per hop
    // at most on these maps.
    EXPECT_LE(pathLength, cellLength + 0.1f * static_cast<float>(cells.size())) << "seed " << seed;
    ++checked;
  }
  EXPECT_GT(checked, 80);
}

// The samples alone, as curveStaysPassable answers when the curve's box is not all passable ground.
bool sampledStaysPassable(const Grid& grid, const Vec2 ctrl[4], float from) {
  for (int k = 1; k <= 64; ++k) {
    const float u = from + (1.0f - from) * static_cast<float>(k) / 64.0f;
    const Vec2 p = catmullRom(ctrl[0], ctrl[1], ctrl[2], ctrl[3], u);
    for (const Vec2 corner : {Vec2{-0.03f, -0.03f}, Vec2{0.03f, -0.03f}, Vec2{-0.03f, 0.03f}, Vec2{0.03f, 0.03f}}) {
      const Vec2 q = p + corner;
      if (!grid.passable({static_cast<int32_t>(std::floor(q.x)), static_cast<int32_t>(std::floor(q.y))})) return false;
    }
  }
  return true;
}

TEST(RouteHop, ACurveOverOpenGroundIsPassedWithoutSamplingAndTheAnswerIsTheSame) {
  // Rocks scattered over a field; curves between nearby cell centres and points, near rocks and the edge.
  const Fixture f = make(
      {"..........", ".#......#.", "....#.....", "..........", "......#...", ".#........", "....#....#", "S........G"});
  uint32_t state = 12345u;
  const auto next = [&state] {
    state = state * 1664525u + 1013904223u;
    return static_cast<float>(state >> 8) / static_cast<float>(1u << 24);
  };
  int passable = 0;
  int refused = 0;
  for (int i = 0; i < 20000; ++i) {
    Vec2 ctrl[4];
    const Vec2 base{1.0f + 8.0f * next(), 1.0f + 6.0f * next()};
    for (Vec2& c : ctrl) c = base + Vec2{3.0f * next() - 1.5f, 3.0f * next() - 1.5f};
    const float from = next() < 0.5f ? 0.0f : next();
    const bool expected = sampledStaysPassable(f.grid, ctrl, from);
    ASSERT_EQ(curveStaysPassable(f.grid, ctrl, from), expected) << i;
    (expected ? passable : refused) += 1;
  }
  // Both answers were met many times.
  EXPECT_GT(passable, 1000);
  EXPECT_GT(refused, 1000);
}

}  // namespace
}  // namespace td
