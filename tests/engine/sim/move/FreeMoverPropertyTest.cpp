// Properties of the behaviours that leave the flow field, over random levels
// and seeds, with towers built and sold beside them as they go.

#include <gtest/gtest.h>

#include "engine/core/Random.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"

namespace td {
namespace {

// A random 18 x 12 level: rock scattered over a fifth of it and a band of
// road, spawn on the left, goal on the right.
LevelDef randomFreeMoverLevel(uint64_t seed) {
  Random rng(seed);
  std::vector<std::string> rows(12, std::string(18, '.'));
  for (auto& row : rows) {
    for (char& c : row) {
      const uint32_t r = rng.below(10);
      c = r < 2 ? '#' : (r < 3 ? '=' : '.');
    }
  }
  const auto roadRow = static_cast<size_t>(rng.below(12));
  for (char& c : rows[roadRow]) c = c == '#' ? '#' : '=';
  rows[static_cast<size_t>(rng.below(12))][0] = 'S';
  rows[static_cast<size_t>(rng.below(12))][17] = 'G';
  std::vector<WaveDef> waves;
  for (const char* kind : {"wanderer", "golem", "cart", "rat", "chaser", "feeler"}) {
    WaveDef w;
    w.groups.push_back({kind, 3, 0.7f, 0, 0.0f});
    w.groups.push_back({"normal", 1, 1.0f, 0, 0.0f});
    waves.push_back(w);
  }
  LevelDef level = test::testLevel(rows, waves, 100000, 100000);
  level.waveBreak = 4.0f;
  return level;
}

// Random rock may cut the spawn off from the goal for some class (the level
// loader refuses such levels); they are skipped.
bool playable(const LevelDef& level, const GameDefs& defs) {
  const World world(level, defs, 1);
  for (const MoverLayer& layer : world.layers()) {
    if (!layer.flow.reachable(layer.grid, level.spawns[0])) return false;
  }
  return true;
}

// Enemies too tough for the towers: each must find its own way out.
GameDefs toughDefs() {
  GameDefs defs = test::freeMoverDefs(8.0f);
  for (const char* kind : {"wanderer", "golem", "cart", "rat", "chaser", "feeler", "normal"}) {
    defs.enemies[static_cast<size_t>(defs.enemyIndex(kind))].health = 1e7f;
  }
  return defs;
}

struct Outcome {
  GameResult result = GameResult::Playing;
  uint64_t hash = 0;
  int32_t gone = 0;
  int32_t escaped = 0;
};

Outcome play(const LevelDef& level, const GameDefs& defs, uint64_t seed) {
  World world(level, defs, seed);
  Random builder(seed * 7919u + 1u);
  constexpr int kMaxTicks = 60 * 900;
  for (int t = 0; t < kMaxTicks && world.result() == GameResult::Playing; ++t) {
    // Now and then a tower goes up somewhere, or one comes down, so the
    // movers meet walls that appear beside them.
    if (t % 30 == 0) {
      const Cell c{static_cast<int32_t>(builder.below(18)), static_cast<int32_t>(builder.below(12))};
      if (builder.below(4) == 0) {
        (void)world.sell(c);
      } else {
        (void)world.build(0, c);
      }
    }
    world.step();
    for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
      if (!world.enemies().aliveAt(i)) continue;
      const Enemy& e = world.enemies().at(i);
      if (e.flying) continue;
      EXPECT_TRUE(world.grid().passable(cellOf(e.pos)))
          << "kind " << e.kind << " at " << e.pos.x << "," << e.pos.y << " tick " << t;
      if (::testing::Test::HasFailure()) return {};
    }
  }
  return {world.result(), world.stateHash(), world.enemiesKilled() + world.enemiesLeaked(), world.enemiesLeaked()};
}

TEST(FreeMoverProperty, NoGroundEnemyInABlockedCellAndEveryEnemyEndsDeadOrEscaped) {
  const GameDefs defs = toughDefs();
  int levels = 0;
  for (uint64_t seed = 1; levels < 10 && seed < 100; ++seed) {
    const LevelDef level = randomFreeMoverLevel(seed);
    if (!playable(level, defs)) continue;
    ++levels;
    const Outcome out = play(level, defs, seed);
    ASSERT_FALSE(HasFailure()) << "level seed " << seed;
    // Won: every wave sent and every enemy gone, killed or through.
    EXPECT_EQ(out.result, GameResult::Won) << "level seed " << seed;
    EXPECT_EQ(out.gone, 6 * 4) << "level seed " << seed;
    EXPECT_EQ(out.escaped, 6 * 4) << "level seed " << seed;  // none can be killed: each finds its own way out
  }
  EXPECT_EQ(levels, 10);
}

TEST(FreeMoverProperty, TheSameSeedPlaysTheSameGame) {
  const GameDefs defs = toughDefs();
  int levels = 0;
  for (uint64_t seed = 1; levels < 3 && seed < 100; ++seed) {
    const LevelDef level = randomFreeMoverLevel(seed);
    if (!playable(level, defs)) continue;
    ++levels;
    const Outcome a = play(level, defs, seed);
    const Outcome b = play(level, defs, seed);
    EXPECT_EQ(a.hash, b.hash) << "level seed " << seed;
    EXPECT_NE(a.hash, play(level, defs, seed + 1000).hash) << "level seed " << seed;
  }
}

}  // namespace
}  // namespace td
