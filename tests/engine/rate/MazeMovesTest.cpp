#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <vector>

#include "engine/rate/MazeMoves.h"
#include "engine/rate/RouteProbe.h"
#include "engine/rate/StepProposals.h"
#include "engine/sim/RouteLength.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kOpenField = {
    "..............", "..............", "..............", "S............G",
    "..............", "..............", "..............",
};

// The test kinds and a wall, the sixth kind (index 5).
GameDefs defsWithWall() {
  GameDefs defs = test::testDefs();
  TowerDef wall{"wall", "Wall", AttackKind::None, false, false, 1.0f, {}};
  TowerLevelDef price;
  price.cost = 2;
  price.range = 0.0f;
  price.damage = 0.0f;
  price.params = NoAttackParams{};
  wall.levels = {price};
  defs.towers.push_back(wall);
  return defs;
}

TEST(MazeMoves, TheWallKindIsTheCheapestNonAttackingKindTheLevelOffers) {
  const GameDefs defs = defsWithWall();
  LevelDef level = test::testLevel(kOpenField, {test::wave("normal", 1, 1.0f)});
  EXPECT_EQ(wallKind(World(level, defs, 1)), 5);
  level.towers = {"arrow", "cannon"};
  EXPECT_EQ(wallKind(World(level, defs, 1)), -1);
}

TEST(MazeMoves, RunsLengthenTheRouteByWhatTheProbeMeasured) {
  const GameDefs defs = defsWithWall();
  const LevelDef level = test::testLevel(kOpenField, {test::wave("normal", 1, 1.0f)}, 500);
  World world(level, defs, 1);
  MazeMoves moves;
  proposeMazeMoves(world, 5, 3, 1, moves);
  ASSERT_FALSE(moves.proposed.empty());
  // The best per gold first, and among them the move that adds the most of all that were weighed.
  const auto byGain = [](const MazeMove& a, const MazeMove& b) { return a.gain < b.gain; };
  const auto byAdded = [](const MazeMove& a, const MazeMove& b) { return a.added < b.added; };
  ASSERT_LE(moves.proposed.size(), 6u);
  EXPECT_EQ(moves.proposed[0].gain, std::max_element(moves.weighed.begin(), moves.weighed.end(), byGain)->gain);
  EXPECT_EQ(std::max_element(moves.proposed.begin(), moves.proposed.end(), byAdded)->added,
            std::max_element(moves.weighed.begin(), moves.weighed.end(), byAdded)->added);

  // The best move, built for real, lengthens the route by its gain times its price.
  const MazeMove& best = moves.proposed[0];
  const double before = routeStretch(world) * toCells(world.state().openRoutes[0]);
  for (const Cell c : moves.cellsOf(best)) ASSERT_TRUE(world.build(5, c).ok());
  std::vector<RouteLength> routes;
  routeLengths(world, routes);
  ASSERT_EQ(routes.size(), 1u);
  EXPECT_NEAR(routes[0].cells() - before, best.gain * 2.0 * best.count, 1e-3);
  EXPECT_GT(routes[0].stretch(), 1.0);
  EXPECT_EQ(routes[0].open, world.state().openRoutes[0]);
}

TEST(MazeMoves, BarriersFoldAnOpenRouteIntoASerpentine) {
  // Always building the move that adds the most: each barrier leaves its gap at the end the route did not come from, so
  // the route folds back and forth, which no run of a few walls does on open ground.
  const GameDefs defs = defsWithWall();
  const LevelDef level = test::testLevel(kOpenField, {test::wave("normal", 1, 1.0f)}, 1000);
  World world(level, defs, 1);
  MazeMoves moves;
  // Three barriers of six walls.
  for (int turn = 0; turn < 3; ++turn) {
    proposeMazeMoves(world, 5, 1, 1, moves);
    ASSERT_EQ(moves.proposed.size(), 2u);
    const MazeMove& longest = std::max(moves.proposed[0], moves.proposed[1],
                                       [](const MazeMove& a, const MazeMove& b) { return a.added < b.added; });
    for (const Cell c : moves.cellsOf(longest)) ASSERT_TRUE(world.build(5, c).ok());
  }
  EXPECT_GE(routeStretch(world), 2.0);
}

TEST(MazeMoves, TheProbeRefusesARunThatSealsTheWay) {
  const GameDefs defs = defsWithWall();
  const LevelDef level = test::testLevel({"#####", "S...G", "#####"}, {test::wave("normal", 1, 1.0f)});
  World world(level, defs, 1);
  RouteProbe probe;
  probe.reset(world);
  const Cell middle{2, 1};
  EXPECT_EQ(probe.lengthWith(std::span<const Cell>(&middle, 1)), kUnreachable);
  MazeMoves moves;
  proposeMazeMoves(world, 5, 3, 1, moves);
  EXPECT_TRUE(moves.proposed.empty());
}

// The lines are probed on several threads, each with a probe of its own; what is weighed and proposed is the same,
// move for move, as on one (a route folded by earlier walls, so that the probes' undo has layers of work to take
// back).
TEST(MazeMoves, AnyNumberOfThreadsProposesTheSameMoves) {
  const GameDefs defs = defsWithWall();
  const LevelDef level = test::testLevel(kOpenField, {test::wave("normal", 1, 1.0f)}, 1000);
  World world(level, defs, 1);
  for (int turn = 0; turn < 3; ++turn) {
    MazeMoves one;
    MazeMoves three;
    proposeMazeMoves(world, 5, 3, 1, one);
    proposeMazeMoves(world, 5, 3, 3, three);
    ASSERT_FALSE(one.proposed.empty());
    ASSERT_EQ(one.weighed.size(), three.weighed.size());
    ASSERT_EQ(one.proposed.size(), three.proposed.size());
    for (size_t i = 0; i < one.proposed.size(); ++i) {
      const auto a = one.cellsOf(one.proposed[i]);
      const auto b = three.cellsOf(three.proposed[i]);
      ASSERT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << "turn " << turn << " move " << i;
      EXPECT_EQ(one.proposed[i].gain, three.proposed[i].gain);
      EXPECT_EQ(one.proposed[i].added, three.proposed[i].added);
      EXPECT_EQ(one.proposed[i].exposure, three.proposed[i].exposure);
    }
    for (const Cell c : one.cellsOf(one.proposed[0])) ASSERT_TRUE(world.build(5, c).ok());
  }
}

TEST(MazeMoves, WithoutTheMazeNoSiteLengthensARoute) {
  const GameDefs defs = defsWithWall();
  const LevelDef level = test::testLevel(kOpenField, {test::wave("normal", 20, 1.0f)}, 500);
  for (const bool maze : {true, false}) {
    World world(level, defs, 1);
    RouteTraffic traffic;
    measureTraffic(world, traffic);
    ProposalLimits limits;
    limits.sitesPerKind = 6;
    limits.maze = maze;
    RouteProbe probe;
    std::vector<PlanStep> steps;
    proposeSteps(world, traffic, limits, false, probe, steps);
    probe.reset(world);
    size_t lengthening = 0;
    for (const PlanStep& s : steps) {
      ASSERT_NE(s.tower, 5) << "walls come as maze moves, not as sites";
      if (s.kind == PlanStepKind::Build && probe.lengthWith(std::span<const Cell>(&s.cell, 1)) != probe.length()) {
        ++lengthening;
      }
    }
    if (maze) {
      EXPECT_GT(lengthening, 0u) << "on a one-cell-wide best route, the best sites sit on it";
    } else {
      EXPECT_EQ(lengthening, 0u);
    }
  }
}

TEST(Wall, NeverFiresAndBlocksItsCell) {
  const GameDefs defs = defsWithWall();
  const LevelDef level = test::testLevel(kOpenField, {test::wave("normal", 5, 0.5f)}, 100, 20);
  World world(level, defs, 1);
  for (int y = 1; y <= 5; ++y) ASSERT_TRUE(world.build(5, {6, y}).ok());
  EXPECT_FALSE(world.flow().reachable(world.grid(), {6, 3}));
  EXPECT_EQ(world.upgrade({6, 3}).status, CommandStatus::MaxLevel);
  int fired = 0;
  while (world.result() == GameResult::Playing && world.tick() < 20'000) {
    world.step();
    for (const SimEvent& e : world.events()) fired += e.kind == SimEventKind::TowerFired ? 1 : 0;
  }
  EXPECT_EQ(fired, 0);
  EXPECT_EQ(world.enemiesKilled(), 0);
  EXPECT_EQ(world.enemiesLeaked(), 5);
}

TEST(Wall, AtMostNineKindsAreOffered) {
  GameDefs defs = defsWithWall();
  while (defs.towers.size() < kMaxOfferedTowerKinds + 2) {
    TowerDef more = defs.towers[0];
    more.id = "arrow" + std::to_string(defs.towers.size());
    defs.towers.push_back(more);
  }
  const LevelDef level = test::testLevel(kOpenField, {test::wave("normal", 1, 1.0f)});
  World world(level, defs, 1);
  for (size_t k = 0; k < defs.towers.size(); ++k) {
    EXPECT_EQ(world.towerAllowed(static_cast<uint16_t>(k)), k < kMaxOfferedTowerKinds) << k;
  }
  EXPECT_EQ(world.build(static_cast<uint16_t>(kMaxOfferedTowerKinds), {3, 1}).status, CommandStatus::TowerNotAllowed);
}

}  // namespace
}  // namespace td
