#include <gtest/gtest.h>

#include <cmath>

#include "engine/sim/CellPoints.h"
#include "engine/sim/World.h"
#include "engine/sim/hero/HeroWalk.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

const HeroDef& warden(const World& world) { return *world.heroDef(); }

// Runs until the hero has carried out its order (or a limit); checks every
// tick that it stands in a passable cell.
bool walkOrder(World& world, int maxTicks = 6000) {
  for (int t = 0; t < maxTicks; ++t) {
    world.step();
    EXPECT_FALSE(test::heroInBlockedCell(world)) << "tick " << world.tick();
    if (!world.hero()->ordered) return true;
  }
  return false;
}

TEST(Hero, ALevelWithoutOneHasNone) {
  const GameDefs defs = test::testDefs();
  World world(test::testLevel({"S...G"}, test::distantWave()), defs, 1);
  EXPECT_EQ(world.hero(), nullptr);
  EXPECT_EQ(world.orderHero({1.5f, 0.5f}).status, CommandStatus::NoHero);
}

TEST(Hero, StandsAtItsStartWithFullHealth) {
  const GameDefs defs = test::testDefs();
  World world(test::heroLevel({"S.....G", "......."}, test::distantWave(), {3.5f, 1.5f}), defs, 1);
  ASSERT_NE(world.hero(), nullptr);
  EXPECT_EQ(world.hero()->pos, (Vec2{3.5f, 1.5f}));
  EXPECT_FLOAT_EQ(world.hero()->health, 150.0f);
  EXPECT_EQ(world.hero()->state, HeroState::Idle);
  EXPECT_EQ(world.hero()->trail.size(), 1);
}

// The article's walk: point by point over the navigation mesh, arriving
// within the arrival radius, at any reachable point of random levels.
TEST(Hero, ArrivesWithinItsRadiusAtReachablePointsOfRandomLevels) {
  const GameDefs defs = test::testDefs();
  test::Rng rng(7);
  int arrivals = 0;
  for (int round = 0; round < 80; ++round) {
    std::vector<std::string> rows(14, std::string(20, '.'));
    for (auto& row : rows) {
      for (char& ch : row) ch = rng.chance(22) ? '#' : '.';
    }
    rows[0][0] = 'S';
    rows[13][19] = 'G';
    rows[7][10] = '.';
    LevelDef level = test::heroLevel(rows, test::distantWave(), {10.5f, 7.5f}, 1000.0f);
    World world(level, defs, 1);
    if (!world.flow().reachable(world.grid(), {10, 7})) continue;
    for (int order = 0; order < 4; ++order) {
      const Vec2 point{static_cast<float>(rng.below(2000)) / 100.0f, static_cast<float>(rng.below(1400)) / 100.0f};
      Vec2 destination;
      ASSERT_TRUE(world.heroDestination(point, destination));
      EXPECT_TRUE(world.grid().passable(cellOf(destination)));
      EXPECT_TRUE(world.flow().reachable(world.grid(), cellOf(destination)));
      const CommandResult r = world.orderHero(point);
      ASSERT_TRUE(r.ok()) << describe(r.status) << " round " << round;
      EXPECT_EQ(world.hero()->destination, destination);
      ASSERT_TRUE(walkOrder(world)) << "round " << round << " order " << order;
      EXPECT_LT(distance(world.hero()->pos, destination), warden(world).arrival + 1e-4f);
      ++arrivals;
    }
  }
  EXPECT_GT(arrivals, 150);
}

TEST(Hero, APointInARockSnapsToTheNearestPointItCanReach) {
  const GameDefs defs = test::testDefs();
  World world(test::heroLevel({"S......", ".......", "...####", "......G"}, test::distantWave(), {0.5f, 1.5f}, 100.0f),
              defs, 1);
  Vec2 destination;
  ASSERT_TRUE(world.heroDestination({5.5f, 2.6f}, destination));
  EXPECT_TRUE(world.grid().passable(cellOf(destination)));
  EXPECT_LT(distance(destination, {5.5f, 2.6f}), 0.8f);
  // A cell walled off from the hero is not a destination.
  World sealed(test::heroLevel({"S..#...", "..G#...", "...#..."}, test::distantWave(), {0.5f, 1.5f}, 100.0f), defs, 1);
  ASSERT_TRUE(sealed.heroDestination({5.5f, 1.5f}, destination));
  EXPECT_LT(destination.x, 3.0f);
}

TEST(Hero, TurnsAtABoundedRate) {
  const GameDefs defs = test::testDefs();
  World world(test::heroLevel({"S.........G", "...........", "..........."}, test::distantWave(), {5.5f, 1.5f}, 100.0f),
              defs, 1);
  // It faces up at the start; send it down and left: a turn of over 90 degrees.
  ASSERT_TRUE(world.orderHero({1.5f, 2.5f}).ok());
  const float maxStep = warden(world).turnRate * 3.14159265f / 180.0f * World::kStep;
  Vec2 facing = world.hero()->facing;
  for (int t = 0; t < 200 && world.hero()->ordered; ++t) {
    world.step();
    const Vec2 now = world.hero()->facing;
    EXPECT_LE(std::acos(std::clamp(dot(facing, now), -1.0f, 1.0f)), maxStep + 1e-3f);
    facing = now;
  }
  EXPECT_FALSE(world.hero()->ordered);
}

TEST(Hero, PlansAgainAroundANewTower) {
  const GameDefs defs = test::testDefs();
  World world(test::heroLevel({"S.........", "..........", "..........", ".........G"}, test::distantWave(),
                              {0.5f, 1.5f}, 100.0f),
              defs, 1);
  ASSERT_TRUE(world.orderHero({9.5f, 1.5f}).ok());
  // Its straight way runs along row 1: build across it ahead of the hero.
  for (int t = 0; t < 30; ++t) world.step();
  const uint64_t planned = world.hero()->plannedOn;
  ASSERT_TRUE(world.build(0, {5, 1}).ok());
  ASSERT_TRUE(world.build(0, {5, 0}).ok());
  world.step();
  EXPECT_NE(world.hero()->plannedOn, planned);
  for (const Vec2 corner : world.hero()->path) EXPECT_FALSE(cellOf(corner) == (Cell{5, 1}));
  ASSERT_TRUE(walkOrder(world));
  EXPECT_LT(distance(world.hero()->pos, {9.5f, 1.5f}), warden(world).arrival + 1e-4f);
}

// A band of mud across its way and, far up, a road round it: the hero walks
// at half speed on mud (cost 4) and twice grass speed on the road. Where the
// mud costs enough it goes round by the road; where it costs what grass does
// it walks straight through; on ground of one cost its plan is the shortest.
TEST(Hero, TakesTheRoadRoundTheMudWhenThatIsQuicker) {
  const GameDefs defs = test::testDefs();
  const std::vector<std::string> rows = {
      "=============", ".....,,,.....", ".....,,,.....", ".....,,,.....", ".....,,,.....",
      ".....,,,.....", ".....,,,.....", ".....,,,.....", "S....,,,....G",
  };
  auto planFor = [&](uint8_t mudCost) {
    LevelDef level = test::heroLevel(rows, test::distantWave(), {1.5f, 6.5f}, 100.0f);
    level.terrains[2].cost = mudCost;
    World world(level, defs, 1);
    EXPECT_TRUE(world.orderHero({11.5f, 6.5f}).ok());
    std::vector<Vec2> path = world.hero()->path;
    EXPECT_TRUE(walkOrder(world));
    return path;
  };
  auto highest = [](const std::vector<Vec2>& path) {
    float top = 1e9f;
    for (const Vec2 p : path) top = std::min(top, p.y);
    return top;
  };
  // Mud at 20 (ten times slower than the road): round by the road.
  EXPECT_LT(highest(planFor(20)), 1.5f);
  // Mud at 2, as grass: straight through.
  EXPECT_GT(highest(planFor(2)), 5.5f);
}

TEST(Hero, ATowerCannotGoOnItsCell) {
  const GameDefs defs = test::testDefs();
  World world(test::heroLevel({"S.....G", "......."}, test::distantWave(), {3.5f, 1.5f}), defs, 1);
  EXPECT_EQ(world.build(0, {3, 1}).status, CommandStatus::HeroInTheWay);
  EXPECT_TRUE(world.build(0, {4, 1}).ok());
}

// The decision tree's order: a move order first (it walks past enemies),
// then a fight, then back to its rally point, then idle.
TEST(Hero, FollowsTheDecisionTreesOrder) {
  const GameDefs defs = test::testDefs();
  const std::vector<std::string> rows{"S...........G", ".............", "............."};
  World world(test::fightLevel(rows, "normal", {6.5f, 0.5f}), defs, 1);
  // Ordered past the grunt, which walks row 0 toward it.
  ASSERT_TRUE(world.orderHero({0.5f, 2.5f}).ok());
  bool sawMovingWithFoeNear = false;
  for (int t = 0; t < 600 && world.hero()->ordered; ++t) {
    world.step();
    if (world.hero()->ordered) {
      EXPECT_EQ(world.hero()->state, HeroState::Moving);
    }
    for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
      if (world.enemies().aliveAt(i) && distance(world.enemies().at(i).pos, world.hero()->pos) < 2.0f)
        sawMovingWithFoeNear = true;
    }
  }
  EXPECT_TRUE(sawMovingWithFoeNear);
  // Sent back into the grunt's way: it fights, holding the grunt.
  World second(test::fightLevel(rows, "normal", {6.5f, 0.5f}), defs, 1);
  bool fought = false;
  bool held = false;
  for (int t = 0; t < 1200; ++t) {
    second.step();
    fought = fought || second.hero()->state == HeroState::Fighting;
    held = held || second.hero()->heldCount > 0;
  }
  EXPECT_TRUE(fought);
  EXPECT_TRUE(held);
  EXPECT_EQ(second.enemiesKilled(), 1);
  EXPECT_EQ(second.enemiesLeaked(), 0);
  // After the fight it walks back to its rally point and stands idle.
  EXPECT_EQ(second.hero()->state, HeroState::Idle);
  EXPECT_LT(distance(second.hero()->pos, {6.5f, 0.5f}), warden(second).arrival + 1e-4f);
}

TEST(Hero, AHeldEnemyStandsStill) {
  const GameDefs defs = test::testDefs();
  World world(test::fightLevel({"S...........G", "............."}, "brute", {6.5f, 0.5f}), defs, 1);
  for (int t = 0; t < 2000; ++t) {
    world.step();
    if (world.hero()->heldCount > 0) break;
  }
  ASSERT_GT(world.hero()->heldCount, 0);
  const Enemy& brute = *world.enemies().get(world.hero()->held[0]);
  const Vec2 at = brute.pos;
  world.step();
  ASSERT_TRUE(brute.engaged);
  EXPECT_EQ(brute.pos, at);
}

TEST(Hero, DiesAndRespawnsAtItsStart) {
  const GameDefs defs = test::testDefs();
  World world(test::fightLevel({"S...........G", "............."}, "brute", {6.5f, 0.5f}), defs, 1);
  int diedAt = -1;
  for (int t = 0; t < 3000 && diedAt < 0; ++t) {
    world.step();
    if (world.hero()->state == HeroState::Dead) diedAt = t;
  }
  ASSERT_GE(diedAt, 0);
  EXPECT_EQ(world.hero()->trail.size(), 0);
  EXPECT_EQ(world.orderHero({2.5f, 1.5f}).status, CommandStatus::HeroDead);
  const int respawnTicks = static_cast<int>(std::ceil(warden(world).respawn / World::kStep));
  for (int t = 0; t < respawnTicks - 5; ++t) {
    world.step();
    ASSERT_EQ(world.hero()->state, HeroState::Dead);
  }
  for (int t = 0; t < 10; ++t) world.step();
  EXPECT_NE(world.hero()->state, HeroState::Dead);
  EXPECT_LT(distance(world.hero()->pos, {6.5f, 0.5f}), 0.5f);
}

TEST(Hero, UpgradesCostGoldAndRaiseItsHealth) {
  const GameDefs defs = test::testDefs();
  LevelDef level = test::heroLevel({"S.....G", "......."}, test::distantWave(), {3.5f, 1.5f});
  World world(level, defs, 1);
  ASSERT_TRUE(world.upgradeHero().ok());
  EXPECT_EQ(world.gold(), 40);
  EXPECT_EQ(world.hero()->level, 1);
  EXPECT_FLOAT_EQ(world.hero()->health, 210.0f);
  EXPECT_EQ(world.upgradeHero().status, CommandStatus::MaxLevel);
  level.gold = 59;
  World poor(level, defs, 1);
  EXPECT_EQ(poor.upgradeHero().status, CommandStatus::NotEnoughGold);
  EXPECT_EQ(poor.hero()->level, 0);
}

TEST(Hero, TheTrailHoldsTheLastCellsItEntered) {
  const GameDefs defs = test::testDefs();
  World world(test::heroLevel({"S..................G", "....................", "...................."},
                              test::distantWave(), {0.5f, 1.5f}, 100.0f),
              defs, 1);
  ASSERT_TRUE(world.orderHero({19.5f, 1.5f}).ok());
  ASSERT_TRUE(walkOrder(world));
  const Trail& trail = world.hero()->trail;
  EXPECT_EQ(trail.size(), warden(world).trail);
  EXPECT_EQ(trail.at(trail.size() - 1), cellOf(world.hero()->pos));
  for (int32_t i = 1; i < trail.size(); ++i) {
    const Cell a = trail.at(i - 1);
    const Cell b = trail.at(i);
    EXPECT_LE(std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)), 1);  // one step apart
    EXPECT_FALSE(a == b);
  }
}

}  // namespace
}  // namespace td

namespace td {
namespace {

// A tick with the hero walking, replanning after a tower, fighting and
// leaving crumbs allocates nothing once warm.
TEST(Hero, TicksAllocateNothingOnceWarm) {
  const GameDefs defs = test::testDefs();
  LevelDef level =
      test::heroLevel({"S..................G", "....................", "....................", "...................."},
                      {test::wave("normal", 40, 0.5f), test::wave("wolf", 20, 0.5f)}, {9.5f, 0.5f}, 0.0f);
  World world(level, defs, 1);
  for (int t = 0; t < 60 * 3; ++t) world.step();
  ASSERT_TRUE(world.orderHero({15.5f, 3.5f}).ok());
  // Commands may allocate (a build reshapes the mesh); the ticks, the
  // replan after the build among them, may not.
  size_t inTicks = 0;
  for (int t = 0; t < 60 * 20; ++t) {
    if (t == 30) {
      ASSERT_TRUE(world.build(0, {13, 3}).ok());
    }
    if (t == 400) {
      ASSERT_TRUE(world.orderHero({4.5f, 2.5f}).ok());
    }
    const size_t before = test::allocationCount();
    world.step();
    inTicks += test::allocationCount() - before;
  }
  EXPECT_EQ(inTicks, 0u);
  EXPECT_GT(world.enemiesKilled(), 0);
}

}  // namespace
}  // namespace td

namespace td {
namespace {

// Findings of a review, each a scenario that once went wrong.

TEST(HeroReview, NoTowerGoesOnItsStartWhileItIsDown) {
  const GameDefs defs = test::testDefs();
  World world(test::fightLevel({"S...........G", "............."}, "brute", {6.5f, 1.5f}), defs, 1);
  for (int t = 0; t < 3000 && world.hero()->state != HeroState::Dead; ++t) world.step();
  ASSERT_EQ(world.hero()->state, HeroState::Dead);
  EXPECT_EQ(world.build(0, {6, 1}).status, CommandStatus::HeroInTheWay);
  for (int t = 0; t < 60 * 15; ++t) {
    world.step();
    ASSERT_FALSE(test::heroInBlockedCell(world));
  }
  EXPECT_NE(world.hero()->state, HeroState::Dead);
}

TEST(HeroReview, ATowerOnItsDestinationMovesTheOrderAndItComesToRest) {
  const GameDefs defs = test::testDefs();
  World world(test::heroLevel({"S..................G", "....................", "...................."},
                              test::distantWave(), {0.5f, 1.5f}, 1000.0f),
              defs, 1);
  ASSERT_TRUE(world.orderHero({15.5f, 1.5f}).ok());
  for (int t = 0; t < 60; ++t) world.step();
  ASSERT_TRUE(world.build(0, {15, 1}).ok());
  int idle = 0;
  for (int t = 0; t < 1200; ++t) {
    world.step();
    idle += world.hero()->state == HeroState::Idle ? 1 : 0;
  }
  EXPECT_GT(idle, 600);
  EXPECT_TRUE(world.grid().passable(cellOf(world.hero()->destination)));
  EXPECT_TRUE(world.grid().passable(cellOf(world.hero()->rally)));
}

TEST(HeroReview, ATowerOnItsRallyPointWhileItFightsMovesTheRally) {
  const GameDefs defs = test::testDefs();
  World world(test::fightLevel({"S...........G", ".............", "............."}, "normal", {6.5f, 2.5f}), defs, 1);
  bool built = false;
  for (int t = 0; t < 3000; ++t) {
    world.step();
    if (!built && world.hero()->state == HeroState::Fighting && !(cellOf(world.hero()->pos) == Cell{6, 2})) {
      built = world.build(0, {6, 2}).ok();
    }
  }
  ASSERT_TRUE(built);
  EXPECT_EQ(world.hero()->state, HeroState::Idle);
  EXPECT_TRUE(world.grid().passable(cellOf(world.hero()->rally)));
}

TEST(HeroReview, IgnoresFoesBehindAWall) {
  const GameDefs defs = test::testDefs();
  // The hero's lane (row 0) and the enemies' lane (row 2) with rock between.
  LevelDef level = test::fightLevel({"..............", "##############", "S............G"}, "normal", {6.5f, 0.5f});
  World world(level, defs, 1);
  for (int t = 0; t < 1500; ++t) {
    world.step();
    ASSERT_NE(world.hero()->state, HeroState::Fighting) << "tick " << t;
  }
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

}  // namespace
}  // namespace td
