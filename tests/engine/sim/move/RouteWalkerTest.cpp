#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <variant>

#include "engine/geom/CatmullRom.h"
#include "engine/sim/World.h"
#include "engine/sim/move/RouteWalker.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

// A field with mud and rock, so that walkers bend, slow down and turn on the spot at tight bends.
const std::vector<std::string> kField{
    "S.........,,,.......", "....###...,,,..#....", "......#.....,..#....", "..,,..#.........#...",
    "..,,..#######...#...", "................#..G", "....,,,...........##", "....,,,.............",
};

// The walker's next step begins with the speed along its curve that its last step left. Wherever that is kept it
// must be, to the bit, the speed a fresh computation gives: walls built across the routes while the waves walk
// (reroutes), frost slows, bends too tight to take at speed, and imps, whose walk is kept inside their own memory.
TEST(RouteWalker, TheSpeedKeptAlongTheCurveIsTheOneAFreshComputationGives) {
  const GameDefs defs = test::testDefsWithAWall();
  LevelDef level = test::testLevel(kField,
                                   {test::wave("normal", 12, 0.4f), test::wave("fast", 12, 0.3f),
                                    test::wave("imp", 6, 0.8f), test::wave("armoured", 8, 0.6f)},
                                   2000, 100);
  World world(level, defs, 7);
  ASSERT_TRUE(world.build(2, {8, 3}).ok());  // frost beside the way
  ASSERT_TRUE(world.build(0, {5, 6}).ok());  // and archers, so that some fall on the way
  ASSERT_TRUE(world.build(0, {11, 6}).ok());
  const Cell walls[] = {{9, 0}, {9, 1}, {9, 2}, {9, 3}, {9, 4}, {13, 7}, {13, 6}, {13, 5}, {13, 4}, {13, 3}};
  size_t built = 0;
  size_t kept = 0;
  size_t checked = 0;
  // Every walker's kept speed against a fresh one; false at the first that differs.
  const auto keptSpeedsHold = [&] {
    for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
      if (!world.enemies().aliveAt(i)) continue;
      const Enemy& e = world.enemies().at(i);
      const RouteWalk* w = std::get_if<RouteWalk>(&e.move);
      if (const auto* f = std::get_if<Fleeing>(&e.move)) w = &f->walk;
      if (w == nullptr) continue;
      ++checked;
      if (w->speedAlong < 0.0f) continue;
      ++kept;
      const float fresh = length(catmullRomTangent(w->ctrl[0], w->ctrl[1], w->ctrl[2], w->ctrl[3], w->along));
      if (std::bit_cast<uint32_t>(w->speedAlong) != std::bit_cast<uint32_t>(fresh)) {
        ADD_FAILURE() << "enemy " << e.serial << " at tick " << world.tick() << ": kept " << w->speedAlong << ", fresh "
                      << fresh;
        return false;
      }
    }
    return true;
  };
  for (int t = 0; t < 6000 && world.result() == GameResult::Playing; ++t) {
    // A wall every two seconds once the first wave walks; the walkers whose route it changes turn at once, before
    // the next step begins with what they keep.
    if (t > 120 && t % 120 == 0 && built < std::size(walls)) {
      if (world.build(5, walls[built]).ok()) ++built;
      ASSERT_TRUE(keptSpeedsHold()) << "after the wall at tick " << world.tick();
    }
    world.step();
    ASSERT_TRUE(keptSpeedsHold());
  }
  EXPECT_GE(built, 3u);  // the routes changed under the walkers (a wall is refused where an enemy stands)
  EXPECT_GT(world.enemiesKilled(), 0);
  // Nearly every step keeps it; the check saw many.
  EXPECT_GT(checked, 1000u);
  EXPECT_GT(kept, checked / 2);
}

}  // namespace
}  // namespace td
