#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

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
  }
  EXPECT_GT(actions, 5000);
  EXPECT_GT(built, 300);
  EXPECT_GT(refusedForRoutes, 50);
  EXPECT_GT(ticks, 10000);
}

}  // namespace
}  // namespace td
