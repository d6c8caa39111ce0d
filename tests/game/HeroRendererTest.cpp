#include <gtest/gtest.h>

#include <SFML/Graphics/Font.hpp>

#include "engine/sim/World.h"
#include "game/render/EnemyMarks.h"
#include "game/render/HeroRenderer.h"
#include "game/render/WorldRenderer.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"
#include "tests/engine/support/AllocationCounter.h"

namespace td {
namespace {

using test::distantWave;
using test::heroLevel;
using test::testDefs;

const std::vector<std::string> kField = {
    "..............", "S............G", "..............", "..............", "..............",
};

class HeroRendererTest : public ::testing::Test {
 protected:
  GameDefs defs = testDefs();
  sf::Font font;  // never loaded: glyphs come out empty, which is all these tests need
};

TEST_F(HeroRendererTest, PosesFollowTheState) {
  World world(heroLevel(kField, distantWave(), {3.5f, 3.5f}, 100.0f), defs, 1);
  const HeroPose idle = heroPose(*world.hero(), *world.heroDef());
  EXPECT_FLOAT_EQ(idle.stride, 0.f);
  EXPECT_FLOAT_EQ(idle.swing, 0.f);
  EXPECT_FALSE(idle.ghost);
  ASSERT_TRUE(world.orderHero({11.5f, 3.5f}).ok());
  float lowest = 0.f;
  float highest = 0.f;
  for (int t = 0; t < 60; ++t) {
    world.step();
    const HeroPose walking = heroPose(*world.hero(), *world.heroDef());
    lowest = std::min(lowest, walking.stride);
    highest = std::max(highest, walking.stride);
  }
  // Both feet take their turn in front.
  EXPECT_LT(lowest, -0.5f);
  EXPECT_GT(highest, 0.5f);
  // Facing the way it walks: east.
  EXPECT_NEAR(heroPose(*world.hero(), *world.heroDef()).facing, 0.f, 0.2f);
}

TEST_F(HeroRendererTest, ABlowSwingsTheSwordAndADeadHeroIsAGhost) {
  World world(test::fightLevel(kField, "brute", {3.5f, 1.5f}), defs, 1);
  bool swung = false;
  bool ghost = false;
  for (int t = 0; t < 2000 && !ghost; ++t) {
    world.step();
    const HeroPose pose = heroPose(*world.hero(), *world.heroDef());
    for (const SimEvent& e : world.events()) {
      if (e.kind == SimEventKind::HeroStruck) {
        EXPECT_GT(pose.swing, 0.9f);
        swung = true;
      }
    }
    ghost = pose.ghost;
    if (ghost) {
      EXPECT_EQ(world.hero()->state, HeroState::Dead);
    }
  }
  EXPECT_TRUE(swung);
  EXPECT_TRUE(ghost);
}

TEST_F(HeroRendererTest, NothingOnALevelWithoutAHero) {
  LevelDef level = heroLevel(kField, distantWave(), {3.5f, 3.5f});
  level.hero.reset();
  World world(level, defs, 1);
  HeroRenderer r(font);
  r.build(world, {}, 0.f);
  EXPECT_EQ(r.vertexCount(), 0u);
}

TEST_F(HeroRendererTest, APathIsDrawnWhileItWalksAndTheAimWhenAiming) {
  World world(heroLevel(kField, distantWave(), {3.5f, 3.5f}, 100.0f), defs, 1);
  HeroRenderer r(font);
  r.build(world, {}, 0.f);
  const size_t standing = r.vertexCount();
  EXPECT_GT(standing, 0u);
  HeroRenderer::View aiming;
  aiming.selected = true;
  aiming.aim = sf::Vector2f(10.5f, 3.5f);
  aiming.aimDestination = sf::Vector2f(10.5f, 3.5f);
  r.build(world, aiming, 0.f);
  EXPECT_GT(r.vertexCount(), standing);
  ASSERT_TRUE(world.orderHero({12.5f, 4.5f}).ok());
  world.step();
  ASSERT_EQ(world.hero()->state, HeroState::Moving);
  r.build(world, {}, 0.f);
  // Dashes over about nine cells, and the flag where it goes.
  EXPECT_GT(r.vertexCount(), standing + 100u);
}

// Frames allocate nothing once the arrays have grown: a game with a hero
// fighting imps and wolves, drawn twice over the same ticks; the second time
// every array already has room.
TEST_F(HeroRendererTest, FramesDoNotAllocateAfterWarmUp) {
  LevelDef level = heroLevel(kField, {test::wave("imp", 5, 0.4f), test::wave("wolf", 5, 0.4f)}, {6.5f, 1.5f}, 0.0f);
  level.waveBreak = 0.5f;
  HeroRenderer hero(font);
  WorldRenderer things(font);
  HeroRenderer::View view;
  view.selected = true;
  view.aim = sf::Vector2f(2.5f, 3.5f);
  view.aimDestination = sf::Vector2f(2.5f, 3.5f);
  size_t allocations = 0;
  bool seen[5] = {false, false, false, false, false};  // by EnemyMark
  bool walked = false;
  for (int pass = 0; pass < 2; ++pass) {
    World world(level, defs, 3);
    for (int t = 0; t < 900; ++t) {
      if (t == 200) world.orderHero({1.5f, 4.5f});
      if (t == 420) world.orderHero({12.5f, 3.5f});
      world.step();
      for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
        if (world.enemies().aliveAt(i)) seen[static_cast<int>(enemyMark(world.enemies().at(i)))] = true;
      }
      walked = walked || world.hero()->state == HeroState::Moving;
      const float seconds = static_cast<float>(t) / 60.f;
      const size_t before = test::allocationCount();
      hero.build(world, view, seconds);
      things.build(world, nullptr, seconds);
      if (pass == 1) allocations += test::allocationCount() - before;
    }
  }
  EXPECT_EQ(allocations, 0u);
  // The frames had every sign to draw.
  EXPECT_TRUE(seen[static_cast<int>(EnemyMark::Scared)]);
  EXPECT_TRUE(seen[static_cast<int>(EnemyMark::Tracking)]);
  EXPECT_TRUE(seen[static_cast<int>(EnemyMark::Engaged)]);
  EXPECT_TRUE(walked);
}

}  // namespace
}  // namespace td
