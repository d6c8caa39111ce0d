#include <gtest/gtest.h>

#include <variant>

#include "engine/sim/World.h"
#include "engine/sim/move/Tracker.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"

namespace td {
namespace {

const std::vector<std::string> kField{
    "S..................G", "....................", "....................",
    "....................", "....................", "....................",
    "....................", "....................", "....................",
};

const Enemy* firstOf(const World& world, const char* kind) {
  const int32_t k = world.defs().enemyIndex(kind);
  for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
    if (world.enemies().aliveAt(i) && world.enemies().at(i).kind == k) return &world.enemies().at(i);
  }
  return nullptr;
}

// The hero walks from the wolf's route down to the bottom of the field; the
// wolf, walking the top row, comes next to the first crumb, follows the
// trail and reaches the hero, which holds it in a fight.
TEST(Tracker, FollowsTheTrailFromACrumbBesideItToTheHero) {
  const GameDefs defs = test::testDefs();
  LevelDef level = test::fightLevel(kField, "wolf", {6.5f, 0.5f});
  level.firstWaveDelay = 2.0f;
  World world(level, defs, 1);
  ASSERT_TRUE(world.orderHero({6.5f, 8.5f}).ok());
  bool trailing = false;
  bool reached = false;
  for (int t = 0; t < 3000 && !reached; ++t) {
    world.step();
    const Enemy* wolf = firstOf(world, "wolf");
    if (wolf == nullptr) continue;
    ASSERT_TRUE(world.grid().passable(cellOf(wolf->pos)));
    const auto& track = std::get<Tracking>(wolf->move);
    trailing = trailing || track.mode == TrackMode::Trail;
    if (track.mode == TrackMode::Trail) {
      EXPECT_GT(wolf->pos.y, 0.0f);
    }
    reached = wolf->engaged;
  }
  EXPECT_TRUE(trailing);
  EXPECT_TRUE(reached);
  EXPECT_LT(distance(firstOf(world, "wolf")->pos, world.hero()->pos), 1.5f);
}

TEST(Tracker, WalksItsRouteWhenNoCrumbLiesBesideIt) {
  const GameDefs defs = test::testDefs();
  // The hero stands far below the route and never moves: its one crumb is
  // out of the wolf's reach.
  World world(test::fightLevel(kField, "wolf", {10.5f, 8.5f}), defs, 1);
  for (int t = 0; t < 2000 && world.enemiesLeaked() == 0; ++t) {
    world.step();
    if (const Enemy* wolf = firstOf(world, "wolf")) {
      EXPECT_EQ(std::get<Tracking>(wolf->move).mode, TrackMode::Walk);
    }
  }
  EXPECT_EQ(world.enemiesLeaked(), 1);
}

TEST(Tracker, HeadsForTheFreshestCrumbInSight) {
  const GameDefs defs = test::testDefs();
  World world(test::fightLevel(kField, "wolf", {6.5f, 0.5f}), defs, 1);
  ASSERT_TRUE(world.orderHero({6.5f, 8.5f}).ok());
  for (int t = 0; t < 240; ++t) world.step();
  const Trail& trail = world.hero()->trail;
  ASSERT_GT(trail.size(), 4);
  // From the route, every crumb of the straight trail is in sight: the
  // freshest one wins.
  EXPECT_EQ(motion::freshestVisibleCrumb(world.state(), {6.5f, 0.5f}), trail.size() - 1);
  EXPECT_TRUE(motion::crumbBeside(world.state(), {7, 1}));
  EXPECT_FALSE(motion::crumbBeside(world.state(), {9, 1}));
}

}  // namespace
}  // namespace td
