#include <gtest/gtest.h>

#include "game/GameContext.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

// Esc on the title menu quits at once; a pad's back or start buttons there must not.
TEST(TitlePad, APadsCancelOrStartDoesNotQuitTheTitleMenu) {
  StateStack stack;
  GameResources res;
  GameContext ctx{stack, res};
  stack.push(makeTitleScreen(ctx));
  stack.applyPending();
  stack.pad(PadCommand::Cancel);
  stack.pad(PadCommand::Pause);
  EXPECT_FALSE(ctx.quit);
  stack.handle(test::key(sf::Keyboard::Escape));
  EXPECT_TRUE(ctx.quit);
}

}  // namespace
}  // namespace td
