#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <vector>

#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// A bound on how far a walker's heading may turn between two ticks: the
// route walker allows 12 degrees, through corners and reroutes alike (before
// reroutes kept the heading, a tower dropped in front turned a walker by
// 75.9 degrees in one tick).
constexpr float kLargestTurnDegrees = 12.5f;

// The largest change of heading between two consecutive ticks, over every
// walking enemy, in degrees; and a check that an enemy moves the way it
// faces (its step's chord within 15 degrees of its heading before or after).
class TurnMeter {
 public:
  void observe(const World& world) {
    const auto& pool = world.enemies();
    last_.resize(pool.slotCount(), {});
    for (uint32_t i = 0; i < pool.slotCount(); ++i) {
      Last& last = last_[i];
      const Enemy& e = pool.at(i);
      const uint32_t generation = pool.idAt(i).generation;
      if (!pool.aliveAt(i) || e.flying || e.state == EnemyState::Dying || e.state == EnemyState::Escaped) {
        last.valid = false;
        continue;
      }
      if (last.valid && last.generation == generation) {
        largest_ = std::max(largest_, degreesBetween(headingOf(e), last.heading));
        const Vec2 chord = e.pos - e.prevPos;
        if (length(chord) > 1e-3f) {
          const float moved = std::atan2(chord.y, chord.x);
          worstDrift_ =
              std::max(worstDrift_, std::min(degreesBetween(moved, headingOf(e)), degreesBetween(moved, last.heading)));
        }
      }
      last = {headingOf(e), generation, true};
    }
  }
  float largestDegrees() const { return largest_; }
  float worstDriftDegrees() const { return worstDrift_; }

 private:
  static float degreesBetween(float a, float b) {
    float turn = std::fabs(a - b);
    if (turn > std::numbers::pi_v<float>) turn = 2.0f * std::numbers::pi_v<float> - turn;
    return turn * 180.0f / std::numbers::pi_v<float>;
  }
  struct Last {
    float heading = 0.0f;
    uint32_t generation = 0;
    bool valid = false;
  };
  std::vector<Last> last_;
  float largest_ = 0.0f;
  float worstDrift_ = 0.0f;
};

// Thousands of random builds and sells while waves walk the map. After every
// tick: no enemy stands in a blocked cell, and every ground enemy still has a
// route to a goal. Refused builds must be refused for a stated reason.
TEST(Reroute, RandomBuildsAndSellsNeverTrapOrWallInAnEnemy) {
  const GameDefs defs = test::testDefs();
  test::Rng rng(31337);
  int actions = 0;
  int built = 0;
  int refusedForRoutes = 0;
  int ticks = 0;
  float largestTurn = 0.0f;
  float worstDrift = 0.0f;
  for (int round = 0; round < 6; ++round) {
    const LevelDef level = test::testLevel(
        {
            "S...........",
            "............",
            "....,,,.....",
            "....,,,.....",
            "............",
            "...........G",
            "S...........",
        },
        {test::wave("normal", 25, 0.3f, 0, 0), test::wave("fast", 25, 0.25f, 0, 1), test::wave("swarm", 40, 0.1f, 0, 0),
         test::wave("armoured", 15, 0.5f, 0, 1)},
        100000, 1000);
    World world(level, defs, static_cast<uint64_t>(round));
    TurnMeter turns;
    std::vector<Cell> towers;
    for (int t = 0; t < 60 * 50 && world.result() == GameResult::Playing; ++t, ++ticks) {
      if (rng.chance(40)) {
        ++actions;
        if (!towers.empty() && rng.chance(35)) {
          const size_t k = static_cast<size_t>(rng.below(static_cast<int32_t>(towers.size())));
          ASSERT_TRUE(world.sell(towers[k]).ok());
          towers[k] = towers.back();
          towers.pop_back();
        } else {
          const Cell c{rng.below(level.width), rng.below(level.height)};
          const CommandResult r = world.build(static_cast<uint16_t>(rng.below(4)), c);
          if (r.ok()) {
            towers.push_back(c);
            ++built;
          } else {
            ASSERT_EQ(r.status, CommandStatus::PlacementRefused);
            ASSERT_NE(r.placement.status, PlacementStatus::Ok);
            if (r.placement.status == PlacementStatus::SealsSpawn || r.placement.status == PlacementStatus::TrapsUnit) {
              ++refusedForRoutes;
            }
          }
        }
      }
      world.step();
      turns.observe(world);
      const auto& pool = world.enemies();
      for (uint32_t i = 0; i < pool.slotCount(); ++i) {
        if (!pool.aliveAt(i)) continue;
        const Enemy& e = pool.at(i);
        if (e.flying || e.state == EnemyState::Dying || e.state == EnemyState::Escaped) continue;
        const Cell at{static_cast<int32_t>(std::floor(e.pos.x)), static_cast<int32_t>(std::floor(e.pos.y))};
        ASSERT_TRUE(world.grid().passable(at)) << "enemy " << i << " inside a blocked cell at tick " << world.tick();
        ASSERT_TRUE(world.flow().reachable(world.grid(), at))
            << "enemy " << i << " has no route at tick " << world.tick();
      }
      for (const Cell s : level.spawns) ASSERT_TRUE(world.flow().reachable(world.grid(), s));
    }
    largestTurn = std::max(largestTurn, turns.largestDegrees());
    worstDrift = std::max(worstDrift, turns.worstDriftDegrees());
  }
  std::printf("largest turn in one tick, through %d random builds and sells: %.1f degrees\n", actions, largestTurn);
  EXPECT_LT(largestTurn, kLargestTurnDegrees);
  EXPECT_LT(worstDrift, 15.0f);
  EXPECT_GT(actions, 5000);
  EXPECT_GT(built, 300);
  EXPECT_GT(refusedForRoutes, 50);
  EXPECT_GT(ticks, 10000);
}

// A tower dropped on the cell a walker is about to enter: it turns away
// along a curve, its heading changing little from one tick to the next,
// wherever in its cell it stood when the tower appeared.
TEST(Reroute, ATowerDroppedInFrontTurnsTheWalkerSmoothly) {
  GameDefs sturdy = test::testDefs();
  for (EnemyDef& def : sturdy.enemies) def.health = 1e6f;
  float largest = 0.0f;
  for (const char* kind : {"normal", "fast"}) {
    for (float at = 3.5f; at < 3.95f; at += 0.03f) {
      const LevelDef level = test::testLevel(
          {
              "............",
              "............",
              "............",
              "S..........G",
              "............",
              "............",
              "............",
          },
          {test::wave(kind, 1, 1.0f)}, 1000);
      World world(level, sturdy, 1);
      TurnMeter turns;
      bool dropped = false;
      while (world.result() == GameResult::Playing && world.tick() < 60 * 60) {
        world.step();
        turns.observe(world);
        if (dropped || world.enemies().count() == 0) continue;
        const Enemy& e = world.enemies().at(0);
        if (e.pos.x >= at) {
          ASSERT_TRUE(world.build(0, {4, 3}).ok()) << "at x = " << e.pos.x;
          dropped = true;
        }
      }
      ASSERT_TRUE(dropped);
      EXPECT_EQ(world.enemiesLeaked(), 1);
      largest = std::max(largest, turns.largestDegrees());
      EXPECT_LT(turns.worstDriftDegrees(), 15.0f);
    }
  }
  std::printf("largest turn in one tick, a tower dropped in front: %.1f degrees\n", largest);
  EXPECT_LT(largest, kLargestTurnDegrees);
}

}  // namespace
}  // namespace td
