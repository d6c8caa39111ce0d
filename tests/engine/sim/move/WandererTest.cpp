#include <gtest/gtest.h>

#include "engine/sim/move/Wanderer.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"

namespace td {
namespace {

TEST(Wanderer, GoesStraightForAGoalInSight) {
  const GameDefs defs = test::freeMoverDefs();
  World world(test::soloLevel({"............", "S..........G", "............"}, "wanderer"), defs, 1);
  bool wandered = false;
  const test::SoloRun run = test::runSolo(world, 2000, [&](const Enemy& e) {
    wandered = wandered || std::get<Wandering>(e.move).mode == WanderMode::Wander;
    EXPECT_NEAR(e.pos.y, 1.5f, 1e-4f);  // the straight line along the middle row
  });
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(wandered);
  EXPECT_FALSE(run.fellBack);
  EXPECT_EQ(world.enemiesLeaked(), 1);
  // 11 cells at 1.5 cells a second, after the half second of spawning.
  EXPECT_LT(run.ticks, static_cast<int>((11.0f / 1.5f + 0.5f) * 60.0f) + 10);
  // Seeking draws nothing from the generator: it is where a route walker
  // would leave it.
  World walker(test::soloLevel({"............", "S..........G", "............"}, "normal"), defs, 1);
  for (int t = 0; t < 2000; ++t) {
    world.step();
    walker.step();
  }
  EXPECT_EQ(world.state().rng.state(), walker.state().rng.state());
}

const std::vector<std::string> kScreen{
    "............", "............", ".....#......", "S....#.....G", ".....#......", "............", "............",
};

TEST(Wanderer, WandersWhileTheGoalIsOutOfSight) {
  const GameDefs defs = test::freeMoverDefs(1000.0f);
  World world(test::soloLevel(kScreen, "wanderer"), defs, 3);
  bool wandered = false;
  bool sought = false;
  const test::SoloRun run = test::runSolo(world, 60 * 300, [&](const Enemy& e) {
    const auto& w = std::get<Wandering>(e.move);
    wandered = wandered || w.mode == WanderMode::Wander;
    sought = sought || (wandered && w.mode == WanderMode::Seek);
  });
  EXPECT_TRUE(wandered);
  EXPECT_TRUE(sought);  // it came into sight of the goal by wandering
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.fellBack);
  EXPECT_FALSE(run.inBlockedCell);
}

TEST(Wanderer, ItsWanderingComesFromTheSeed) {
  const GameDefs defs = test::freeMoverDefs(1000.0f);
  auto path = [&](uint64_t seed) {
    World world(test::soloLevel(kScreen, "wanderer"), defs, seed);
    return test::runSolo(world, 600, [](const Enemy&) {}).positions;
  };
  const std::vector<Vec2> a = path(5);
  EXPECT_EQ(a, path(5));
  EXPECT_NE(a, path(6));
}

// The goal lies at the end of a long winding corridor: random legs do not
// get it there, and once it has made no headway for its patience it walks
// its route.
TEST(Wanderer, TakesItsRouteWhenItMakesNoHeadway) {
  const GameDefs defs = test::freeMoverDefs(2.0f);
  const std::vector<std::string> rows{
      "..........#.........", "S.........#.######..", "..........#.#....#..", "..........#.#.##.#..",
      "..........#.#.#G.#..", "..........#.#.####..", "............#.......",
  };
  World world(test::soloLevel(rows, "wanderer"), defs, 1);
  const test::SoloRun run = test::runSolo(world, 60 * 300, [](const Enemy&) {});
  EXPECT_TRUE(run.fellBack);
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.inBlockedCell);
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

}  // namespace
}  // namespace td
