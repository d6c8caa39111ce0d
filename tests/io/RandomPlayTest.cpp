#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "engine/sim/ActionDef.h"
#include "engine/sim/World.h"
#include "io/ActionsJson.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

namespace fs = std::filesystem;

constexpr uint64_t kTickLimit = 60ull * 60 * 60;

// A player who clicks at random: every second or so builds a random kind on
// a random cell, upgrades or sells a random tower, changes a target mode,
// calls a wave early or sends the hero somewhere. Returns the actions the
// world accepted, at the ticks it accepted them.
std::vector<ActionDef> playAtRandom(const LevelDef& level, uint32_t seed, uint64_t& hash, GameResult& result) {
  World world(level, test::shippedDefs(), 1);
  std::mt19937 rng(seed);
  std::vector<ActionDef> accepted;
  const auto& towers = test::shippedDefs().towers;
  while (world.result() == GameResult::Playing && world.tick() < kTickLimit) {
    if (rng() % 60 == 0) {
      ActionDef a;
      a.tick = world.tick();
      a.cell = {static_cast<int32_t>(rng() % static_cast<uint32_t>(level.width)),
                static_cast<int32_t>(rng() % static_cast<uint32_t>(level.height))};
      switch (rng() % 10) {
        case 0:
        case 1:
        case 2:
        case 3:
          a.kind = ActionKind::Build;
          a.tower = towers[rng() % towers.size()].id;
          break;
        case 4:
          a.kind = ActionKind::Upgrade;
          break;
        case 5:
          a.kind = ActionKind::Sell;
          break;
        case 6:
          a.kind = ActionKind::Target;
          a.mode = kTargetModes[rng() % 4];
          break;
        case 7:
          a.kind = ActionKind::NextWave;
          break;
        case 8:
          a.kind = ActionKind::Hero;
          a.point = {static_cast<float>(a.cell.x) + 0.5f, static_cast<float>(a.cell.y) + 0.5f};
          break;
        default:
          a.kind = ActionKind::HeroUpgrade;
          break;
      }
      // Towers stand only where a tower may stand: aim upgrades, sales and
      // targets at one when there is one.
      if (a.kind == ActionKind::Upgrade || a.kind == ActionKind::Sell || a.kind == ActionKind::Target) {
        const auto& pool = world.towers();
        for (uint32_t i = 0; i < pool.slotCount(); ++i) {
          if (pool.aliveAt(i) && rng() % 3 == 0) a.cell = pool.at(i).cell;
        }
      }
      if (applyAction(world, a).ok()) accepted.push_back(a);
    }
    world.step();
  }
  hash = world.stateHash();
  result = world.result();
  return accepted;
}

uint64_t replay(const LevelDef& level, const std::vector<ActionDef>& actions, size_t& refused) {
  World world(level, test::shippedDefs(), 1);
  size_t next = 0;
  refused = 0;
  while (world.result() == GameResult::Playing && world.tick() < kTickLimit) {
    for (; next < actions.size() && actions[next].tick <= world.tick(); ++next) {
      if (!applyAction(world, actions[next]).ok()) ++refused;
    }
    world.step();
  }
  return world.stateHash();
}

// Random games on every shipped level (terrain costs, several spawns and
// goals, flyers, the hero, every enemy kind) end, and the actions they took,
// written as an actions file and read back, replay them to the same state.
TEST(RandomPlay, RandomGamesOnShippedLevelsReplayFromTheirActionFiles) {
  size_t games = 0;
  size_t actions = 0;
  for (const auto& entry : fs::directory_iterator(test::sourceDir() / "levels")) {
    if (entry.path().extension() != ".json") continue;
    SCOPED_TRACE(entry.path().filename().string());
    const LevelLoad level = loadLevel(entry.path(), test::shippedTerrains(), &test::shippedDefs());
    ASSERT_TRUE(level.ok());
    for (uint32_t seed : {11u, 12u}) {
      uint64_t hash = 0;
      GameResult result = GameResult::Playing;
      const std::vector<ActionDef> played = playAtRandom(level.level, seed, hash, result);
      EXPECT_NE(result, GameResult::Playing) << "seed " << seed << ": the game did not end";
      const ActionsLoad file = parseActions(actionsToJson(played), "random", &test::shippedDefs());
      ASSERT_TRUE(file.ok()) << file.errors[0].text();
      ASSERT_EQ(file.actions.size(), played.size());
      size_t refused = 0;
      EXPECT_EQ(replay(level.level, file.actions, refused), hash) << "seed " << seed;
      EXPECT_EQ(refused, 0u);
      ++games;
      actions += played.size();
    }
  }
  EXPECT_GE(games, 24u);
  EXPECT_GT(actions, games * 5);
}

}  // namespace
}  // namespace td
