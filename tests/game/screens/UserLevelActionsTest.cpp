#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "game/GameContext.h"
#include "game/persist/ConfigDir.h"
#include "game/screens/Screens.h"
#include "game/screens/UserLevelActions.h"
#include "game/state/StateStack.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/ShareCode.h"
#include "io/TerrainsJson.h"
#include "tests/game/support/InputEvents.h"
#include "tests/game/support/ShippedResources.h"
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
  test::loadShippedResources(res);
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

// A share code pasted in My levels becomes a file named after the level, the very text of the level shared.
TEST(UserLevelActions, AShareCodeBecomesALevelFileNamedAfterIt) {
  test::TempDataHome home("td-paste-");
  const std::string source = test::sourceDir().string();
  GameResources res;
  test::loadShippedResources(res);
  StateStack stack;
  GameContext ctx(stack, res);
  const LevelLoad level = loadLevel(source + "/levels/03_crossroads.json", res.terrains, &res.defs);
  ASSERT_TRUE(level.ok());
  const std::string code = levelShareCode(level.level);
  const fs::path dir = home.dir() / "mine";
  std::string problem;
  const fs::path first = importShareCode(ctx, code, dir, problem);
  ASSERT_FALSE(first.empty()) << problem;
  EXPECT_EQ(first.filename(), "crossroads.json");
  const LevelLoad back = loadLevel(first, res.terrains, &res.defs);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(levelToJson(back.level), levelToJson(level.level));
  // Again: a file of its own beside the first.
  EXPECT_EQ(importShareCode(ctx, code, dir, problem).filename(), "crossroads_2.json");
  // Not a code: nothing written, and why.
  EXPECT_TRUE(importShareCode(ctx, "see you at eight", dir, problem).empty());
  EXPECT_NE(problem.find("Not pasted"), std::string::npos);
}

}  // namespace
}  // namespace td
