#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "game/GameContext.h"
#include "game/screens/LevelEntries.h"
#include "game/state/StateStack.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

namespace fs = std::filesystem;

const std::string kEntriesSource = td::test::sourceDir().string();

class LevelEntriesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const TerrainsLoad terrains = loadTerrains(kEntriesSource + "/assets/defs/terrains.json");
    ASSERT_TRUE(terrains.errors.empty());
    res_.terrains = terrains.terrains;
    GameDefsLoad defs =
        loadGameDefs(kEntriesSource + "/assets/defs/enemies.json", kEntriesSource + "/assets/defs/towers.json",
                     kEntriesSource + "/assets/defs/heroes.json");
    ASSERT_TRUE(defs.errors.empty());
    res_.defs = std::move(defs.defs);
    dir_ = fs::temp_directory_path() / ("td-level-ways-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // The first level again, allowing `towers` (none: every kind), saved as `name`.
  void save(const std::string& name, std::vector<std::string> towers) {
    LevelLoad load = loadLevel(kEntriesSource + "/levels/01_first_steps.json", res_.terrains, &res_.defs);
    ASSERT_TRUE(load.ok());
    load.level.name = name;
    load.level.towers = std::move(towers);
    ASSERT_TRUE(saveLevel(load.level, dir_ / (name + ".json"), &res_.defs).ok());
  }

  fs::path dir_;
  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
};

TEST_F(LevelEntriesTest, ALevelThatOffersTheWallIsAMazeLevelAndAnyOtherARoadLevel) {
  save("a_walls", {"arrow", "wall"});
  save("b_every_kind", {});
  save("c_no_walls", {"arrow", "cannon"});
  {
    std::FILE* broken = std::fopen((dir_ / "d_broken.json").c_str(), "w");
    ASSERT_NE(broken, nullptr);
    std::fputs("{ not a level", broken);
    std::fclose(broken);
  }
  const std::vector<LevelEntry> entries = userEntries(ctx_, dir_);
  ASSERT_EQ(entries.size(), 4u);
  EXPECT_EQ(entries[0].way, LevelWay::Maze);
  EXPECT_EQ(entries[1].way, LevelWay::Maze);
  EXPECT_EQ(entries[2].way, LevelWay::Road);
  EXPECT_EQ(entries[3].way, LevelWay::Unknown);
  EXPECT_EQ(wayTag(entries[0].way), "MAZE");
  EXPECT_EQ(wayTag(entries[2].way), "ROAD");
  EXPECT_EQ(wayTag(entries[3].way), "");
  // One line each, in words: what the tag means for this level.
  EXPECT_EQ(entries[0].wayText, "Maze level: the Wall is on offer, so you build the way the enemies walk");
  EXPECT_EQ(entries[2].wayText, "Road level: no Wall on offer; the map sets the way and your towers line it");
  EXPECT_TRUE(entries[3].wayText.empty());
}

}  // namespace
}  // namespace td

namespace td {
namespace {

// A level larger than the game opens is listed with the reason, and with nothing to play: the level select shows
// no Play for it (the format and td-cli take it; the game does not).
TEST_F(LevelEntriesTest, ALevelTooLargeForTheGameIsListedWithTheLimitAndNotOffered) {
  LevelLoad load = loadLevel(kEntriesSource + "/levels/01_first_steps.json", res_.terrains, &res_.defs);
  ASSERT_TRUE(load.ok());
  LevelDef big = load.level;
  big.name = "Too Large";
  big.width = 1100;
  big.height = 1000;
  big.tiles.assign(static_cast<size_t>(big.width) * static_cast<size_t>(big.height), big.tiles[0]);
  for (uint8_t& t : big.tiles) t = static_cast<uint8_t>(big.glyphs.find('.'));
  big.spawns = {{0, 500}};
  big.goals = {{1099, 500}};
  big.hero.reset();
  big.lanes.clear();
  big.lesson.clear();
  ASSERT_TRUE(saveLevel(big, dir_ / "too_large.json", &res_.defs).ok());
  const std::vector<LevelEntry> entries = userEntries(ctx_, dir_);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_FALSE(entries[0].level.has_value());
  EXPECT_NE(entries[0].title.find("Too Large"), std::string::npos) << entries[0].title;
  EXPECT_NE(entries[0].facts.find("1100 x 1000"), std::string::npos) << entries[0].facts;
  EXPECT_NE(entries[0].facts.find("up to 1024 x 1024"), std::string::npos) << entries[0].facts;
}

}  // namespace
}  // namespace td
