#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/RouteLength.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kWallField = {
    "..........",
    "S........G",
    "..........",
};

constexpr uint16_t kArrow = 0;
constexpr uint16_t kWall = 5;

Distance walked(const World& world) {
  std::vector<RouteLength> routes;
  routeLengths(world, routes);
  return routes.at(0).walked;
}

TEST(BuildOnWall, ATowerTakesAWallsPlaceForItsPriceLessTheWallsRefundAndTheRouteStays) {
  const GameDefs defs = test::testDefsWithAWall();
  World world(test::testLevel(kWallField, {test::wave("normal", 2, 1.0f), test::wave("normal", 1, 1.0f)}, 100), defs,
              1);
  ASSERT_TRUE(world.build(kWall, {4, 1}).ok());
  ASSERT_TRUE(world.build(kWall, {4, 0}).ok());
  const Distance folded = walked(world);
  EXPECT_EQ(world.gold(), 84);
  // In the countdown the wall sells back in full, so the Archer costs 10 - 8.
  EXPECT_EQ(world.wallToBuildOn(kArrow, {4, 1}), &world.towers().at(world.towerAt({4, 1}).index));
  EXPECT_EQ(world.buildCost(kArrow, {4, 1}), 2);
  const CommandResult r = world.build(kArrow, {4, 1});
  ASSERT_TRUE(r.ok()) << describe(r.status);
  EXPECT_EQ(r.gold, 2);
  EXPECT_EQ(world.gold(), 82);
  const Tower& archer = world.towers().at(world.towerAt({4, 1}).index);
  EXPECT_EQ(archer.kind, kArrow);
  EXPECT_EQ(archer.spent, 10);
  EXPECT_EQ(world.towers().count(), 2u);
  EXPECT_TRUE(world.grid().blocked({4, 1}));
  EXPECT_EQ(walked(world), folded);
  // Still the countdown: all of it sells back.
  EXPECT_EQ(world.refundFor(archer), 10);
}

TEST(BuildOnWall, OnceAWaveIsOutTheWallPaysItsUsualRefund) {
  const GameDefs defs = test::testDefsWithAWall();
  World world(test::testLevel(kWallField, {test::wave("normal", 3, 1.0f), test::wave("normal", 1, 1.0f)}, 100), defs,
              1);
  ASSERT_TRUE(world.build(kWall, {4, 0}).ok());
  ASSERT_TRUE(world.callNextWave().ok());
  while (world.enemies().count() == 0) world.step();
  // 70 % of 8, rounded down: 5; the Archer costs 10 - 5.
  EXPECT_EQ(world.buildCost(kArrow, {4, 0}), 5);
  const CommandResult r = world.build(kArrow, {4, 0});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.gold, 5);
  EXPECT_EQ(world.towers().at(world.towerAt({4, 0}).index).spent, 13);
}

TEST(BuildOnWall, OnlyATowerThatAttacksGoesOnAWallAndOnlyOnAWall) {
  const GameDefs defs = test::testDefsWithAWall();
  World world(test::testLevel(kWallField, {test::wave("normal", 1, 1.0f)}, 100), defs, 1);
  ASSERT_TRUE(world.build(kWall, {4, 0}).ok());
  ASSERT_TRUE(world.build(kArrow, {6, 0}).ok());
  EXPECT_EQ(world.wallToBuildOn(kWall, {4, 0}), nullptr);
  const CommandResult wallOnWall = world.build(kWall, {4, 0});
  EXPECT_EQ(wallOnWall.status, CommandStatus::PlacementRefused);
  EXPECT_EQ(wallOnWall.placement.status, PlacementStatus::AlreadyBlocked);
  EXPECT_EQ(world.wallToBuildOn(kArrow, {6, 0}), nullptr);
  EXPECT_EQ(world.build(kArrow, {6, 0}).status, CommandStatus::PlacementRefused);
  EXPECT_EQ(world.buildCost(kArrow, {7, 0}), 10);  // a free cell: the full price
  EXPECT_EQ(world.gold(), 82);
}

TEST(BuildOnWall, WithoutTheGoldTheWallStays) {
  const GameDefs defs = test::testDefsWithAWall();
  World world(test::testLevel(kWallField, {test::wave("normal", 1, 1.0f)}, 30), defs, 1);
  ASSERT_TRUE(world.build(kWall, {4, 0}).ok());
  ASSERT_TRUE(world.build(kArrow, {6, 0}).ok());
  ASSERT_TRUE(world.build(kArrow, {7, 0}).ok());
  // 2 gold left; the Cannon (20) less the wall's 8 is 12.
  EXPECT_EQ(world.build(1, {4, 0}).status, CommandStatus::NotEnoughGold);
  EXPECT_EQ(world.towers().at(world.towerAt({4, 0}).index).kind, kWall);
  EXPECT_EQ(world.gold(), 2);
}

}  // namespace
}  // namespace td
