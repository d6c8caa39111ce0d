#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/screens/PlayScreen.h"
#include "game/state/StateStack.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

const std::vector<std::string> kMessageMap = {
    "..............",
    "S............G",
    "..............",
};

// A level's messages on the play screen, on a real stack: shown as they come due, each once, and after going
// back in time only those the game has not reached again.
class PlayScreenMessagesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = test::testDefs();
    level_ = test::testLevel(
        kMessageMap, {test::wave("swarm", 3, 0.5f), test::wave("swarm", 3, 0.5f), test::wave("normal", 2, 0.5f)}, 500);
    level_.messages = {{MessageCue::Time, 1, 0.0f, "Build first."}, {MessageCue::Wave, 2, 0.0f, "Wave two comes."}};
    stack_.push(std::make_unique<PlayScreen>(ctx_, level_, "", -1));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }
  PlayScreen& play() { return *dynamic_cast<PlayScreen*>(stack_.top()); }
  void press(sf::Keyboard::Key code) {
    stack_.handle(test::key(code));
    stack_.applyPending();
  }
  void frame() {
    stack_.update(1.f / 60.f);
    stack_.applyPending();
  }
  std::string shown() { return play().levelMessage() != nullptr ? play().levelMessage()->text : std::string(); }
  // Frames until the message shown is gone (at most the longest reading time and one frame more).
  void readIt() {
    for (int i = 0; i < 11 * 60 && play().levelMessage() != nullptr; ++i) frame();
    ASSERT_EQ(play().levelMessage(), nullptr);
  }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  LevelDef level_;
};

TEST_F(PlayScreenMessagesTest, MessagesShowAsTheyComeDueAndGoWhenRead) {
  EXPECT_EQ(shown(), "Build first.");
  readIt();
  press(sf::Keyboard::N);  // wave 1
  for (int i = 0; i < 10; ++i) frame();
  EXPECT_EQ(play().levelMessage(), nullptr);
  while (play().world().wavesStarted() < 2 && play().world().result() == GameResult::Playing) frame();
  ASSERT_EQ(play().world().result(), GameResult::Playing);
  frame();
  ASSERT_NE(play().levelMessage(), nullptr);
  EXPECT_EQ(play().levelMessage()->wave, 2);
  EXPECT_EQ(shown(), "Wave two comes.");
}

TEST_F(PlayScreenMessagesTest, APauseKeepsTheMessageShowing) {
  press(sf::Keyboard::P);
  ASSERT_TRUE(play().controller().paused());
  for (int i = 0; i < 20 * 60; ++i) frame();
  EXPECT_EQ(shown(), "Build first.");
}

TEST_F(PlayScreenMessagesTest, GoingBackBeforeAWaveShowsItsMessageAgainAndNothingBefore) {
  readIt();
  press(sf::Keyboard::N);
  while (play().world().wavesStarted() < 2 && play().world().result() == GameResult::Playing) frame();
  frame();
  ASSERT_EQ(shown(), "Wave two comes.");
  press(sf::Keyboard::BackSpace);
  ASSERT_EQ(play().rewinds(), 1);
  ASSERT_EQ(play().world().wavesStarted(), 1);
  // The game replayed from its start passed "Build first." again: read already, it does not show.
  EXPECT_EQ(play().levelMessage(), nullptr);
  press(sf::Keyboard::P);
  while (play().world().wavesStarted() < 2) frame();
  frame();
  EXPECT_EQ(shown(), "Wave two comes.");
}

}  // namespace
}  // namespace td
