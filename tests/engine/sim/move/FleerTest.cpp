#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <variant>

#include "engine/sim/World.h"
#include "engine/sim/move/Fleer.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"

namespace td {
namespace {

const std::vector<std::string> kField{
    "....................", "....................", "....................",
    "....................", "S..................G", "....................",
    "....................", "....................", "....................",
};

const Enemy* firstEnemy(const World& world) {
  for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
    if (world.enemies().aliveAt(i)) return &world.enemies().at(i);
  }
  return nullptr;
}

const Fleeing& fleeing(const Enemy& e) { return std::get<Fleeing>(e.move); }

float angleBetween(Vec2 a, Vec2 b) { return std::acos(std::clamp(dot(normalized(a), normalized(b)), -1.0f, 1.0f)); }

// The imp walks its route toward the hero, runs when the hero comes within
// its flee radius, away from the hero by at most 45 degrees off, its
// distance growing, never into a wall; then it returns to its route.
TEST(Fleer, RunsAwayFromTheHeroWithinItsDeviation) {
  const GameDefs defs = test::testDefs();
  const float fleeRadius = defs.enemies[static_cast<size_t>(defs.enemyIndex("imp"))].fleeRadius;
  int flights = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    World world(test::fightLevel(kField, "imp", {10.5f, 4.5f}), defs, seed);
    bool fled = false;
    bool returned = false;
    for (int t = 0; t < 3000 && !returned; ++t) {
      world.step();
      const Enemy* imp = firstEnemy(world);
      if (imp == nullptr) break;
      ASSERT_TRUE(world.grid().passable(cellOf(imp->pos))) << "tick " << t;
      if (!fled && fleeing(*imp).mode == FleeMode::Flee) {
        fled = true;
        ++flights;
        const Vec2 hero = world.hero()->pos;
        const float start = distance(imp->pos, hero);
        EXPECT_LE(start, fleeRadius + 0.1f);
        EXPECT_LE(std::fabs(fleeing(*imp).deviation), std::numbers::pi_v<float> / 4.0f);
        // Over the next ticks: farther from the hero, moving at most 45
        // degrees off straight away from it (once it has turned).
        float last = start;
        for (int k = 0; k < 40; ++k) {
          world.step();
          ASSERT_TRUE(world.grid().passable(cellOf(imp->pos)));
          const float now = distance(imp->pos, world.hero()->pos);
          if (k >= 12) {
            const Vec2 moved = imp->pos - imp->prevPos;
            if (length(moved) > 1e-4f) {
              EXPECT_LE(angleBetween(moved, imp->prevPos - world.hero()->pos),
                        std::numbers::pi_v<float> / 4.0f + 0.05f);
            }
          }
          if (k >= 12) {
            EXPECT_GT(now, last - 1e-4f);
          }
          last = now;
        }
        EXPECT_GT(last, start + 1.0f);
      }
      if (fled && fleeing(*imp).mode == FleeMode::Walk) returned = true;
    }
    EXPECT_TRUE(fled) << "seed " << seed;
    EXPECT_TRUE(returned) << "seed " << seed;
  }
  EXPECT_EQ(flights, 12);
}

TEST(Fleer, DrawsItsDeviationOncePerFlight) {
  const GameDefs defs = test::testDefs();
  World world(test::fightLevel(kField, "imp", {10.5f, 4.5f}), defs, 3);
  float deviation = 0.0f;
  bool inFlight = false;
  int changes = 0;
  for (int t = 0; t < 1500; ++t) {
    world.step();
    const Enemy* imp = firstEnemy(world);
    if (imp == nullptr) break;
    const Fleeing& f = fleeing(*imp);
    if (f.mode == FleeMode::Flee) {
      if (inFlight && f.deviation != deviation) ++changes;
      deviation = f.deviation;
      inFlight = true;
    } else {
      inFlight = false;
    }
  }
  EXPECT_EQ(changes, 0);
}

TEST(Fleer, NeverEntersAWallWhileFleeing) {
  const GameDefs defs = test::testDefs();
  // A corridor with rocks: flights hit walls and slide along them.
  const std::vector<std::string> rows{
      "#########.##########", "#.......#.#........#", "#.##.......####.##.#", "S..................G",
      "#.##.###.....##.##.#", "#........#.........#", "####################",
  };
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    World world(test::fightLevel(rows, "imp", {9.5f, 3.5f}), defs, seed);
    for (int t = 0; t < 4000 && world.result() == GameResult::Playing; ++t) {
      world.step();
      for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
        if (!world.enemies().aliveAt(i)) continue;
        ASSERT_TRUE(world.grid().passable(cellOf(world.enemies().at(i).pos))) << "seed " << seed << " tick " << t;
      }
    }
  }
}

TEST(Fleer, BravesTheHeroAfterItsFlights) {
  const GameDefs defs = test::testDefs();
  World world(test::fightLevel(kField, "imp", {10.5f, 4.5f}), defs, 5);
  int maxFlights = 0;
  bool gone = false;
  for (int t = 0; t < 20000 && !gone; ++t) {
    world.step();
    const Enemy* imp = firstEnemy(world);
    if (imp == nullptr) {
      gone = true;
      break;
    }
    maxFlights = std::max(maxFlights, fleeing(*imp).flights);
  }
  EXPECT_TRUE(gone);  // killed by the hero or escaped, never held off for ever
  EXPECT_LE(maxFlights, 3);
}

}  // namespace
}  // namespace td
