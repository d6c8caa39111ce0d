#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/OfferedTowers.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

LevelDef levelAllowing(std::vector<std::string> towers) {
  LevelDef level = test::testLevel({"S........G"}, {test::wave("normal", 1, 1.0f)});
  level.towers = std::move(towers);
  return level;
}

TEST(OfferedTowers, ALevelOffersTheKindsItAllowsOrEveryKind) {
  const GameDefs defs = test::testDefsWithAWall();
  std::vector<uint8_t> offered;
  offeredTowerKinds(levelAllowing({"wall", "arrow"}), defs, offered);
  EXPECT_EQ(offered, (std::vector<uint8_t>{1, 0, 0, 0, 0, 1}));
  offeredTowerKinds(levelAllowing({}), defs, offered);
  EXPECT_EQ(offered, (std::vector<uint8_t>{1, 1, 1, 1, 1, 1}));
  // An id the defs do not know is passed over.
  offeredTowerKinds(levelAllowing({"frost", "catapult"}), defs, offered);
  EXPECT_EQ(offered, (std::vector<uint8_t>{0, 0, 1, 0, 0, 0}));
}

TEST(OfferedTowers, AMazeLevelOffersAKindThatDoesNotAttack) {
  const GameDefs defs = test::testDefsWithAWall();
  EXPECT_TRUE(isMazeLevel(levelAllowing({"arrow", "wall"}), defs));
  EXPECT_TRUE(isMazeLevel(levelAllowing({}), defs));  // every kind, the wall among them
  EXPECT_FALSE(isMazeLevel(levelAllowing({"arrow", "cannon", "frost"}), defs));
  EXPECT_FALSE(isMazeLevel(levelAllowing({}), test::testDefs()));  // no wall in the game at all
}

TEST(OfferedTowers, OnlyTheFirstNineKindsAreOfferedSoALateWallMakesNoMaze) {
  GameDefs defs = test::testDefs();
  for (int i = 0; defs.towers.size() < kMaxOfferedTowerKinds; ++i) {
    TowerDef more = defs.towers[0];
    more.id = "arrow" + std::to_string(i);
    defs.towers.push_back(more);
  }
  const GameDefs withWall = [&] {
    GameDefs d = defs;
    TowerDef wall = test::testDefsWithAWall().towers.back();
    d.towers.push_back(wall);
    return d;
  }();
  ASSERT_EQ(withWall.towers.size(), kMaxOfferedTowerKinds + 1);
  EXPECT_FALSE(isMazeLevel(levelAllowing({}), withWall));
  EXPECT_TRUE(isMazeLevel(levelAllowing({"arrow", "wall"}), withWall));
}

TEST(OfferedTowers, TheWorldOffersTheSameKinds) {
  const GameDefs defs = test::testDefsWithAWall();
  for (const std::vector<std::string>& towers :
       {std::vector<std::string>{}, std::vector<std::string>{"storm", "wall"}, std::vector<std::string>{"arrow"}}) {
    const LevelDef level = levelAllowing(towers);
    const World world(level, defs, 1);
    std::vector<uint8_t> offered;
    offeredTowerKinds(level, defs, offered);
    EXPECT_EQ(world.state().allowed, offered);
  }
}

}  // namespace
}  // namespace td
