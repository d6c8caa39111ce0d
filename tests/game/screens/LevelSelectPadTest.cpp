#include <gtest/gtest.h>

#include "game/GameContext.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "tests/game/support/ShippedResources.h"
#include "tests/game/support/TempDataHome.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

// The level select with a pad: left and right step the difficulty, the shoulders switch to My levels and back,
// south plays the level in focus, as the keys do.
TEST(LevelSelectPad, APadChoosesTheDifficultyAndPlays) {
  test::TempDataHome home("td-select-pad-");
  GameResources res;
  test::loadShippedResources(res);
  res.levels = {test::sourceDir() / "levels" / "01_first_steps.json"};
  StateStack stack;
  GameContext ctx(stack, res);
  stack.push(makeLevelSelectScreen(ctx));
  stack.resize({1280, 720});
  stack.applyPending();
  Screen* select = stack.top();
  const Difficulty before = ctx.progress.difficulty();
  stack.pad(PadCommand::Right);
  EXPECT_NE(ctx.progress.difficulty(), before);
  stack.pad(PadCommand::NextTower);  // My levels: none here, Confirm plays nothing
  stack.pad(PadCommand::Confirm);
  stack.applyPending();
  EXPECT_EQ(stack.top(), select);
  stack.pad(PadCommand::PrevTower);  // the campaign again: the first level plays
  stack.pad(PadCommand::Confirm);
  stack.applyPending();
  EXPECT_NE(dynamic_cast<PlayScreen*>(stack.top()), nullptr);
}

}  // namespace
}  // namespace td
