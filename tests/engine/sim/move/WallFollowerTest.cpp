#include <gtest/gtest.h>

#include "engine/grid/MapGenerator.h"
#include "engine/sim/move/HandRule.h"
#include "engine/sim/move/WallFollower.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"

namespace td {
namespace {

// A perfect maze from the map generator, entered at its top-left corridor
// and left at its bottom-right one.
std::vector<std::string> perfectMaze(uint64_t seed) {
  MapSpec spec;
  spec.kind = MapKind::Maze;
  spec.width = 21;
  spec.height = 15;
  spec.seed = seed;
  const Grid grid = generateMap(spec);
  std::vector<std::string> rows;
  for (int32_t y = 0; y < grid.height(); ++y) {
    std::string row;
    for (int32_t x = 0; x < grid.width(); ++x) row += grid.passable({x, y}) ? '.' : '#';
    rows.push_back(row);
  }
  rows[1][1] = 'S';
  rows[13][19] = 'G';
  return rows;
}

TEST(WallFollower, ReachesTheExitOfAPerfectMaze) {
  const GameDefs defs = test::freeMoverDefs();
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    World world(test::soloLevel(perfectMaze(seed), "rat"), defs, 1);
    const test::SoloRun run = test::runSolo(world, 60 * 600, [](const Enemy& e) {
      // Cell centre to cell centre along corridors: on a centre line always.
      const float fx = e.pos.x - std::floor(e.pos.x);
      const float fy = e.pos.y - std::floor(e.pos.y);
      EXPECT_TRUE(std::fabs(fx - 0.5f) < 1e-3f || std::fabs(fy - 0.5f) < 1e-3f);
    });
    EXPECT_TRUE(run.gone) << seed;
    EXPECT_FALSE(run.fellBack) << seed;
    EXPECT_FALSE(run.inBlockedCell) << seed;
    EXPECT_EQ(world.enemiesLeaked(), 1) << seed;
  }
}

TEST(WallFollower, TurnsLeftElseAheadElseRightElseBack) {
  // Facing east (0) in the middle of a plus of open cells.
  std::vector<TerrainDef> terrains{{"ground", 1, true}, {"rock", kImpassableCost, false}};
  Grid grid(3, 3, terrains, 1);
  const Cell mid{1, 1};
  grid.setTerrain(mid, 0);
  grid.setTerrain({1, 0}, 0);                               // north
  grid.setTerrain({2, 1}, 0);                               // east
  grid.setTerrain({1, 2}, 0);                               // south
  grid.setTerrain({0, 1}, 0);                               // west
  EXPECT_EQ(handRuleHeading(grid, mid, 0, Hand::Left), 3);  // left of east is north
  grid.setTerrain({1, 0}, 1);
  EXPECT_EQ(handRuleHeading(grid, mid, 0, Hand::Left), 0);  // ahead
  grid.setTerrain({2, 1}, 1);
  EXPECT_EQ(handRuleHeading(grid, mid, 0, Hand::Left), 1);  // right: south
  grid.setTerrain({1, 2}, 1);
  EXPECT_EQ(handRuleHeading(grid, mid, 0, Hand::Left), 2);  // back
  grid.setTerrain({0, 1}, 1);
  EXPECT_EQ(handRuleHeading(grid, mid, 0, Hand::Left), 0xFF);
  grid.setTerrain({1, 0}, 0);
  grid.setTerrain({1, 2}, 0);
  EXPECT_EQ(handRuleHeading(grid, mid, 0, Hand::Right), 1);  // the right hand: south first
}

// In an open field the left-hand rule walks round the map's edge, and the
// goal stands free of it: the circuit is noticed and it takes its route.
TEST(WallFollower, TakesItsRouteWhenItsWallNeverLeadsToTheGoal) {
  const GameDefs defs = test::freeMoverDefs();
  World world(test::soloLevel({"............", "............", "............", "S.....G.....", "............",
                               "............", "............"},
                              "rat"),
              defs, 1);
  const test::SoloRun run = test::runSolo(world, 60 * 120, [](const Enemy&) {});
  EXPECT_TRUE(run.fellBack);
  EXPECT_TRUE(run.gone);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

TEST(LoopWatch, FindsALoopAndOnlyALoop) {
  LoopWatch watch;
  // A lead-in of 5 states, then a loop of 7.
  bool found = false;
  int at = 0;
  for (int k = 0; k < 100 && !found; ++k) {
    const int state = k < 5 ? 100 + k : (k - 5) % 7;
    found = watch.revisits({state, 0}, 0);
    at = k;
  }
  EXPECT_TRUE(found);
  EXPECT_LT(at, 5 + 3 * 7);
  LoopWatch straight;
  for (int k = 0; k < 1000; ++k) EXPECT_FALSE(straight.revisits({k, 0}, 1));
  // The same cell with another heading is another state.
  LoopWatch turning;
  for (uint8_t h = 0; h < 4; ++h) EXPECT_FALSE(turning.revisits({3, 3}, h));
}

}  // namespace
}  // namespace td
