#include <gtest/gtest.h>

#include "engine/sim/move/RoadRunner.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"

namespace td {
namespace {

constexpr uint8_t kRoad = 1;  // testLevel's '='

// A level whose spawn and goal cells are road too.
LevelDef roadLevel(const std::vector<std::string>& rows) {
  LevelDef level = test::soloLevel(rows, "cart");
  for (const Cell c : {level.spawns[0], level.goals[0]}) {
    level.tiles[static_cast<size_t>(c.y * level.width + c.x)] = kRoad;
  }
  return level;
}

// A bend, then a fork: east leads on to the goal, south to a dead end. The
// grass between is cheaper to cross than to drive round by road for a route
// walker, but the cart keeps to the road.
const std::vector<std::string> kFork{
    "....................", "S=========..........", ".........=..........",
    ".........=====......", ".........=...=......", ".........=...======G",
    ".........=..........", ".........====.......", "............=.......",
};

TEST(RoadRunner, NeverLeavesRoadCells) {
  const GameDefs defs = test::freeMoverDefs();
  const LevelDef level = roadLevel(kFork);
  World world(level, defs, 1);
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) {
    EXPECT_EQ(world.grid().terrain(cellOf(e.pos)), kRoad) << e.pos.x << "," << e.pos.y;
    EXPECT_EQ(std::get<RoadRunning>(e.move).mode, RoadMode::Road);
  });
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.fellBack);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

TEST(RoadRunner, TakesTheBranchTowardTheGoalAtAFork) {
  const GameDefs defs = test::freeMoverDefs();
  World world(roadLevel(kFork), defs, 1);
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) {
    const Cell c = cellOf(e.pos);
    EXPECT_FALSE(c.x == 9 && c.y >= 4) << "took the dead end";
  });
  EXPECT_TRUE(run.gone);
  // Mirrored (the goal at the end of the south branch), it turns south.
  std::vector<std::string> south = kFork;
  south[5][19] = '.';
  south[8][12] = 'G';
  World other(roadLevel(south), defs, 1);
  bool wentSouth = false;
  const test::SoloRun run2 = test::runSolo(other, 60 * 60, [&](const Enemy& e) {
    const Cell c = cellOf(e.pos);
    wentSouth = wentSouth || (c.x == 9 && c.y >= 5);
    EXPECT_FALSE(c.y == 3 && c.x >= 11) << "took the branch away from the goal";
  });
  EXPECT_TRUE(wentSouth);
  EXPECT_TRUE(run2.gone);
  EXPECT_FALSE(run2.fellBack);
}

TEST(RoadRunner, KeepsItsHeadingAlongAWideRoad) {
  const GameDefs defs = test::freeMoverDefs();
  World world(roadLevel({"....................", "S==================G", "===================="}), defs, 1);
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) { EXPECT_NEAR(e.pos.y, 1.5f, 1e-4f); });
  EXPECT_TRUE(run.gone);
}

// A ring of road with the goal off it: the cart would drive round for ever,
// so the revisit is found and it takes its route.
TEST(RoadRunner, TakesItsRouteWhenTheRoadGoesRoundInCircles) {
  const GameDefs defs = test::freeMoverDefs();
  LevelDef level = test::soloLevel({"S====.......", "=...=.......", "=...=......G", "=====......."}, "cart");
  level.tiles[0] = kRoad;
  World world(level, defs, 1);
  const test::SoloRun run = test::runSolo(world, 60 * 120, [](const Enemy&) {});
  EXPECT_TRUE(run.fellBack);
  EXPECT_TRUE(run.gone);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

// Spawned on grass, it follows its route until it reaches a road.
TEST(RoadRunner, JoinsTheRoadFromOffIt) {
  const GameDefs defs = test::freeMoverDefs();
  LevelDef level = test::soloLevel({"S...........", "............", "..=========G", "............"}, "cart");
  World world(level, defs, 1);
  bool joined = false;
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) {
    const auto& r = std::get<RoadRunning>(e.move);
    if (joined) {
      EXPECT_EQ(r.mode, RoadMode::Road);
    }
    joined = joined || r.mode == RoadMode::Road;
  });
  EXPECT_TRUE(joined);
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.fellBack);
}

}  // namespace
}  // namespace td
