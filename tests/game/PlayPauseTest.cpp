#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/play/PlayLayout.h"
#include "game/screens/PlayScreen.h"
#include "game/state/StateStack.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::button;
using test::key;
using test::move;

using test::testDefs;
using test::testLevel;
using test::wave;

sf::Vector2i centre(const sf::FloatRect& r) {
  return {static_cast<int>(r.left + r.width * 0.5f), static_cast<int>(r.top + r.height * 0.5f)};
}

// A corridor from the spawn to the goal, wide enough to build in.
const std::vector<std::string> kMap = {
    "............",
    "S..........G",
    "............",
};

// Pausing, the pause menu and leaving a level, through the screen's input on
// a real screen stack, as a player would, without a window.
class PlayPauseTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    open(testLevel(kMap, {wave("swarm", 3, 0.5f)}, 500));
  }
  void open(LevelDef level) {
    auto screen = std::make_unique<PlayScreen>(ctx_, std::move(level), "", -1);
    play_ = screen.get();
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }
  PlayScreen& play() { return *play_; }
  void press(sf::Keyboard::Key code) {
    stack_.handle(key(code));
    stack_.applyPending();
  }
  void click(sf::Vector2i p) {
    stack_.handle(move(p));
    stack_.handle(button(p, true));
    stack_.handle(button(p, false));
    stack_.applyPending();
  }
  void clickCell(Cell c) { click(play().camera().pixelOf(c)); }
  void frames(int n) {
    for (int i = 0; i < n; ++i) stack_.update(1.f / 60.f);
    stack_.applyPending();
  }
  bool inTheLevel() const { return stack_.size() == 1 && stack_.top() == play_; }
  // The play screen with one overlay on it: the pause menu or a question.
  bool overlaidOnce() const { return stack_.size() == 2 && stack_.top()->overlay(); }
  // The menu's last entry (quit), from the focus on "Resume".
  void quitFromTheMenu() {
    press(sf::Keyboard::Up);
    press(sf::Keyboard::Enter);
  }
  void restartFromTheMenu() {
    press(sf::Keyboard::Down);
    press(sf::Keyboard::Enter);
  }
  bool playGone() const {
    return stack_.top() != nullptr && dynamic_cast<PlayScreen*>(stack_.top()) == nullptr && stack_.size() == 1;
  }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  PlayScreen* play_ = nullptr;
};

TEST_F(PlayPauseTest, EscWithAPickDropsItAndStaysInTheLevel) {
  press(sf::Keyboard::Num1);
  ASSERT_TRUE(play().controller().buildKind());
  press(sf::Keyboard::Escape);
  EXPECT_FALSE(play().controller().buildKind());
  EXPECT_TRUE(inTheLevel());
}

TEST_F(PlayPauseTest, EscWithASelectionDropsItAndStaysInTheLevel) {
  press(sf::Keyboard::Num1);
  clickCell({4, 0});
  press(sf::Keyboard::Escape);  // the pick
  clickCell({4, 0});
  ASSERT_NE(play().controller().selected(), nullptr);
  press(sf::Keyboard::Escape);
  EXPECT_EQ(play().controller().selected(), nullptr);
  EXPECT_TRUE(inTheLevel());
}

TEST_F(PlayPauseTest, EscWithNothingInHandOpensTheMenuAndAgainResumes) {
  frames(5);
  press(sf::Keyboard::Escape);
  ASSERT_TRUE(overlaidOnce());
  const uint64_t tick = play().world().tick();
  frames(30);  // the menu freezes the level below it
  EXPECT_EQ(play().world().tick(), tick);
  press(sf::Keyboard::Escape);
  EXPECT_TRUE(inTheLevel());
}

TEST_F(PlayPauseTest, PausedTimeStandsStillWhileBuildingSellingAndUpgradingGoOn) {
  frames(5);
  press(sf::Keyboard::P);
  ASSERT_TRUE(play().controller().paused());
  EXPECT_TRUE(inTheLevel());  // no menu: the map is still the player's
  const uint64_t tick = play().world().tick();
  press(sf::Keyboard::Num1);
  clickCell({4, 0});
  clickCell({6, 2});
  EXPECT_EQ(play().world().towers().count(), 2u);
  press(sf::Keyboard::Escape);
  clickCell({4, 0});
  ASSERT_NE(play().controller().selected(), nullptr);
  EXPECT_EQ(play().controller().selected()->level, 0);
  press(sf::Keyboard::U);
  EXPECT_EQ(play().controller().selected()->level, 1);
  clickCell({6, 2});
  press(sf::Keyboard::S);
  EXPECT_EQ(play().world().towers().count(), 1u);
  frames(60);
  EXPECT_EQ(play().world().tick(), tick);
  press(sf::Keyboard::Space);
  EXPECT_FALSE(play().controller().paused());
  frames(3);
  EXPECT_GT(play().world().tick(), tick);
}

TEST_F(PlayPauseTest, ThePauseButtonTogglesThePauseWithoutAMenu) {
  const PlayLayout layout = layoutPlay({1280, 720}, play().controller().buildSlots().size(), false);
  click(centre(layout.pause));
  EXPECT_TRUE(play().controller().paused());
  EXPECT_TRUE(inTheLevel());
  click(centre(layout.pause));
  EXPECT_FALSE(play().controller().paused());
}

TEST_F(PlayPauseTest, QuittingALevelUnderWayAsksFirst) {
  frames(5);
  press(sf::Keyboard::Escape);
  quitFromTheMenu();
  ASSERT_EQ(stack_.size(), 3u);  // the level, the menu, the question
  EXPECT_TRUE(stack_.top()->overlay());
  press(sf::Keyboard::Escape);  // "No": back to the menu
  EXPECT_TRUE(overlaidOnce());
  press(sf::Keyboard::Enter);  // the focus is still on the way out
  ASSERT_EQ(stack_.size(), 3u);
  press(sf::Keyboard::Enter);  // "Yes" has the focus
  EXPECT_TRUE(playGone());
}

TEST_F(PlayPauseTest, QuittingALevelNotYetBegunDoesNotAsk) {
  press(sf::Keyboard::Escape);
  quitFromTheMenu();
  EXPECT_TRUE(playGone());
}

TEST_F(PlayPauseTest, QuittingALevelThatIsOverDoesNotAsk) {
  stack_.clear();
  stack_.applyPending();
  open(testLevel(kMap, {wave("swarm", 3, 0.5f)}, 100, 1));
  play().simulate(60 * 120, {});
  ASSERT_EQ(play().world().result(), GameResult::Lost);
  press(sf::Keyboard::Escape);  // before the result screen comes up
  quitFromTheMenu();
  EXPECT_TRUE(playGone());
}

TEST_F(PlayPauseTest, RestartingALevelUnderWayAsksFirst) {
  frames(5);
  press(sf::Keyboard::Escape);
  restartFromTheMenu();
  ASSERT_EQ(stack_.size(), 3u);
  press(sf::Keyboard::Y);
  ASSERT_EQ(stack_.size(), 1u);
  auto* again = dynamic_cast<PlayScreen*>(stack_.top());
  ASSERT_NE(again, nullptr);
  EXPECT_NE(again, play_);
  EXPECT_EQ(again->world().tick(), 0u);
}

TEST_F(PlayPauseTest, ClosingTheWindowDuringALevelAsksFirst) {
  EXPECT_FALSE(stack_.interceptClose());  // nothing to lose yet
  frames(5);
  EXPECT_TRUE(stack_.interceptClose());
  stack_.applyPending();
  ASSERT_TRUE(overlaidOnce());
  press(sf::Keyboard::N);
  EXPECT_TRUE(inTheLevel());
  EXPECT_FALSE(ctx_.quit);
  // From under the pause menu too; a second close while asked closes.
  press(sf::Keyboard::Escape);
  EXPECT_TRUE(stack_.interceptClose());
  stack_.applyPending();
  EXPECT_EQ(stack_.size(), 3u);
  EXPECT_FALSE(stack_.interceptClose());
  press(sf::Keyboard::Enter);
  EXPECT_TRUE(ctx_.quit);
}

TEST_F(PlayPauseTest, ClosingTheWindowAfterTheLevelIsOverDoesNotAsk) {
  stack_.clear();
  stack_.applyPending();
  open(testLevel(kMap, {wave("swarm", 3, 0.5f)}, 100, 1));
  play().simulate(60 * 120, {});
  ASSERT_NE(play().world().result(), GameResult::Playing);
  EXPECT_FALSE(stack_.interceptClose());
}

TEST_F(PlayPauseTest, LosingFocusPausesTimeWithoutAMenu) {
  sf::Event lost;
  lost.type = sf::Event::LostFocus;
  stack_.handle(lost);
  frames(1);
  EXPECT_TRUE(play().controller().paused());
  EXPECT_TRUE(inTheLevel());
}

TEST_F(PlayPauseTest, TheFirstWaveWaitsForNWhileTimeGoesOn) {
  ASSERT_TRUE(ctx_.settings.firstWaveWaits);  // the default
  frames(60 * 20);                            // far beyond the level's first-wave delay
  EXPECT_GT(play().world().tick(), 60u * 19);
  EXPECT_TRUE(play().world().waitingForPlayer());
  EXPECT_EQ(play().world().wavesStarted(), 0);
  press(sf::Keyboard::N);
  EXPECT_FALSE(play().world().waitingForPlayer());
  EXPECT_EQ(play().world().wavesStarted(), 1);
}

TEST_F(PlayPauseTest, WithTheSettingOffTheFirstWaveComesByItself) {
  ctx_.settings.firstWaveWaits = false;
  stack_.clear();
  stack_.applyPending();
  open(testLevel(kMap, {wave("swarm", 3, 0.5f)}, 500));
  EXPECT_FALSE(play().world().waitingForPlayer());
  frames(60 * 20);
  EXPECT_EQ(play().world().wavesStarted(), 1);
}

}  // namespace
}  // namespace td
