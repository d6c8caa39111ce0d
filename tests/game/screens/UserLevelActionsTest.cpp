#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "game/GameContext.h"
#include "game/persist/ConfigDir.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "io/GameDefsJson.h"
#include "io/TerrainsJson.h"
#include "tests/game/support/InputEvents.h"
#include "tests/game/support/TempDataHome.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

namespace fs = std::filesystem;

// My levels: Delete asks first, then removes the file; No keeps it.
TEST(UserLevelActions, DeleteAsksThenRemovesTheLevelsFile) {
  test::TempDataHome home("td-mylevels-");
  const std::string source = test::sourceDir().string();
  GameResources res;
  const TerrainsLoad terrains = loadTerrains(source + "/assets/defs/terrains.json");
  ASSERT_TRUE(terrains.errors.empty());
  res.terrains = terrains.terrains;
  GameDefsLoad defs = loadGameDefs(source + "/assets/defs/enemies.json", source + "/assets/defs/towers.json",
                                   source + "/assets/defs/heroes.json");
  ASSERT_TRUE(defs.errors.empty());
  res.defs = std::move(defs.defs);
  const fs::path mine = persist::userLevelsDir();
  fs::create_directories(mine);
  fs::copy_file(source + "/levels/01_first_steps.json", mine / "a_mine.json");
  fs::copy_file(source + "/levels/02_open_field.json", mine / "b_mine.json");
  StateStack stack;
  GameContext ctx(stack, res);
  stack.push(makeLevelSelectScreen(ctx));
  stack.resize({1280, 720});
  stack.applyPending();
  Screen* select = stack.top();
  const auto press = [&](sf::Keyboard::Key k) {
    stack.handle(test::key(k));
    stack.applyPending();
  };
  // On the campaign's tab, Delete does nothing.
  press(sf::Keyboard::Delete);
  EXPECT_EQ(stack.top(), select);
  press(sf::Keyboard::Tab);
  press(sf::Keyboard::Delete);
  ASSERT_NE(stack.top(), select);
  press(sf::Keyboard::N);
  EXPECT_EQ(stack.top(), select);
  EXPECT_TRUE(fs::exists(mine / "a_mine.json"));
  press(sf::Keyboard::Delete);
  press(sf::Keyboard::Y);
  EXPECT_EQ(stack.top(), select);
  EXPECT_FALSE(fs::exists(mine / "a_mine.json"));
  EXPECT_TRUE(fs::exists(mine / "b_mine.json"));
  // The focus stays on the list: the next Delete is for the level left.
  press(sf::Keyboard::Delete);
  press(sf::Keyboard::Y);
  EXPECT_FALSE(fs::exists(mine / "b_mine.json"));
  press(sf::Keyboard::Delete);
  EXPECT_EQ(stack.top(), select);
}

}  // namespace
}  // namespace td
