#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/World.h"
#include "game/render/DeathStyle.h"
#include "game/render/EnemyFx.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kFxRoad = {
    "..........",
    "S........G",
    "..........",
};

std::vector<EnemyLook> looksOf(const GameDefs& defs) {
  std::vector<EnemyLook> looks;
  for (size_t k = 0; k < defs.enemies.size(); ++k)
    looks.push_back(enemyLook(defs.enemies[k], static_cast<uint16_t>(k)));
  return looks;
}

// An archer beside the road shoots grunts down: each hit flashes, each death throws its pieces.
TEST(EnemyFx, HitsFlashAndDeathsThrowPieces) {
  const GameDefs defs = test::testDefs();
  // A second wave long after the first keeps the game going while the pieces settle.
  LevelDef level = test::testLevel(kFxRoad, {test::wave("normal", 3, 1.f), test::wave("normal", 1, 1.f)}, 500);
  level.waveBreak = 60.f;
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(0, {5, 0}).ok());
  ASSERT_TRUE(world.build(0, {5, 2}).ok());
  const std::vector<EnemyLook> looks = looksOf(defs);
  EnemyFx fx;
  bool flashed = false;
  int deaths = 0;
  size_t most = 0;
  for (int t = 0; t < 1800 && deaths < 3; ++t) {
    world.step();
    for (const SimEvent& e : world.events()) deaths += e.kind == SimEventKind::EnemyKilled ? 1 : 0;
    fx.observe(world, looks);
    for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) flashed = flashed || fx.hitFlash(i) > 0.5f;
    most = std::max(most, fx.particles().size());
  }
  ASSERT_EQ(deaths, 3);
  EXPECT_TRUE(flashed);
  EXPECT_GE(most, static_cast<size_t>(deathStyle(looks[0].shape).first.count));
  // Long after the last death, every piece is gone and no flash is left.
  for (int t = 0; t < 600; ++t) {
    world.step();
    fx.observe(world, looks);
  }
  ASSERT_EQ(world.result(), GameResult::Playing);
  EXPECT_EQ(fx.particles().size(), 0u);
  for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) EXPECT_EQ(fx.hitFlash(i), 0.f);
}

TEST(EnemyFx, AWorldThatWentBackInTimeStartsAfresh) {
  const GameDefs defs = test::testDefs();
  const LevelDef level = test::testLevel(kFxRoad, {test::wave("normal", 6, 0.3f)}, 500);
  const std::vector<EnemyLook> looks = looksOf(defs);
  World later(level, defs, 1);
  ASSERT_TRUE(later.build(0, {5, 0}).ok());
  EnemyFx fx;
  size_t pieces = 0;
  for (int t = 0; t < 900 && pieces == 0; ++t) {
    later.step();
    fx.observe(later, looks);
    pieces = fx.particles().size();
  }
  ASSERT_GT(pieces, 0u);
  const World earlier(level, defs, 1);
  fx.observe(earlier, looks);
  EXPECT_EQ(fx.particles().size(), 0u);
}

}  // namespace
}  // namespace td
