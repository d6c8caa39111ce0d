#include <gtest/gtest.h>

#include <vector>

#include "game/GameContext.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::key;

// The settings screen worked from the keyboard: every change reaches the
// hook that saves it, and the sounds it asks for are the interface's.
class SettingsScreenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ctx_.onSettingsChanged = [this](const persist::Settings& s) { saved_.push_back(s); };
    ctx_.onUiSound = [this](SoundId id) { sounds_.push_back(id); };
    stack_.push(makeSettingsScreen(ctx_));
    stack_.applyPending();
  }
  void press(sf::Keyboard::Key code) { stack_.handle(key(code)); }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  std::vector<persist::Settings> saved_;
  std::vector<SoundId> sounds_;
};

TEST_F(SettingsScreenTest, ArrowsChangeTheFocusedVolumeAndEachChangeIsSaved) {
  ctx_.settings.effectsVolume = 0.5f;
  for (int i = 0; i < 2; ++i) press(sf::Keyboard::Down);  // from the language, focused first, to effects
  press(sf::Keyboard::Right);
  ASSERT_EQ(saved_.size(), 1u);
  EXPECT_FLOAT_EQ(saved_.back().effectsVolume, 0.6f);
  press(sf::Keyboard::Left);
  press(sf::Keyboard::Left);
  ASSERT_EQ(saved_.size(), 3u);
  EXPECT_FLOAT_EQ(ctx_.settings.effectsVolume, 0.4f);
  EXPECT_FLOAT_EQ(saved_.back().musicVolume, ctx_.settings.musicVolume);  // untouched
  ASSERT_FALSE(sounds_.empty());
  EXPECT_EQ(sounds_.back(), SoundId::Click);
}

TEST_F(SettingsScreenTest, VolumeStopsAtTheEndsWithArrowsButWrapsOnEnter) {
  ctx_.settings.musicVolume = 1.0f;
  press(sf::Keyboard::Down);  // from the language to music
  press(sf::Keyboard::Right);
  EXPECT_FLOAT_EQ(ctx_.settings.musicVolume, 1.0f);
  press(sf::Keyboard::Enter);
  EXPECT_FLOAT_EQ(ctx_.settings.musicVolume, 0.0f);
  press(sf::Keyboard::Left);
  EXPECT_FLOAT_EQ(ctx_.settings.musicVolume, 0.0f);
}

// A pad works every menu through the keys its commands stand for (StateStack::pad).
TEST_F(SettingsScreenTest, APadMovesThroughTheRowsAndConfirmsAndLeaves) {
  const persist::Settings before = ctx_.settings;
  for (int i = 0; i < 3; ++i) stack_.pad(PadCommand::Down);  // fullscreen
  stack_.pad(PadCommand::Confirm);
  ASSERT_EQ(saved_.size(), 1u);
  EXPECT_NE(saved_[0].fullscreen, before.fullscreen);
  stack_.pad(PadCommand::Sell);  // nothing a menu knows: ignored
  EXPECT_EQ(saved_.size(), 1u);
  stack_.pad(PadCommand::Cancel);
  stack_.applyPending();
  EXPECT_TRUE(stack_.empty());
}

TEST_F(SettingsScreenTest, EnterTogglesFullscreenAndRoutes) {
  const persist::Settings before = ctx_.settings;
  for (int i = 0; i < 3; ++i) press(sf::Keyboard::Down);  // fullscreen
  press(sf::Keyboard::Enter);
  for (int i = 0; i < 2; ++i) press(sf::Keyboard::Down);  // routes
  press(sf::Keyboard::Enter);
  ASSERT_EQ(saved_.size(), 2u);
  EXPECT_NE(saved_[0].fullscreen, before.fullscreen);
  EXPECT_NE(saved_[1].showRoutes, before.showRoutes);
  EXPECT_EQ(saved_[1].fullscreen, saved_[0].fullscreen);
}

TEST_F(SettingsScreenTest, InterfaceSizeStepsByQuartersAndWrapsOnEnter) {
  ASSERT_FLOAT_EQ(ctx_.settings.interfaceSize, 1.f);
  for (int i = 0; i < 4; ++i) press(sf::Keyboard::Down);  // interface size
  press(sf::Keyboard::Left);
  press(sf::Keyboard::Left);  // already the smallest
  ASSERT_EQ(saved_.size(), 2u);
  EXPECT_FLOAT_EQ(saved_[0].interfaceSize, 0.75f);
  EXPECT_FLOAT_EQ(saved_[1].interfaceSize, 0.75f);
  for (int i = 0; i < 6; ++i) press(sf::Keyboard::Right);
  EXPECT_FLOAT_EQ(ctx_.settings.interfaceSize, 2.f);
  press(sf::Keyboard::Enter);
  EXPECT_FLOAT_EQ(ctx_.settings.interfaceSize, 0.75f);
}

TEST_F(SettingsScreenTest, EnterTogglesWhetherTheFirstWaveWaits) {
  ASSERT_TRUE(ctx_.settings.firstWaveWaits);
  for (int i = 0; i < 6; ++i) press(sf::Keyboard::Down);  // first wave
  press(sf::Keyboard::Enter);
  ASSERT_EQ(saved_.size(), 1u);
  EXPECT_FALSE(saved_[0].firstWaveWaits);
  press(sf::Keyboard::Right);
  ASSERT_EQ(saved_.size(), 2u);
  EXPECT_TRUE(saved_[1].firstWaveWaits);
}

TEST_F(SettingsScreenTest, ResettingProgressAsksFirstAndForgetsEveryResult) {
  ctx_.progress.record("01_first_steps", true, 20, 20);
  ctx_.progress.record("02_open_field", true, 12, 20);
  std::vector<size_t> levelsSaved;
  // A reset is written as it is (onProgressReset), not merged with what the file holds.
  ctx_.onProgressReset = [&](const persist::Progress& p) { levelsSaved.push_back(p.levels().size()); };
  ctx_.onProgressChanged = [&](const persist::Progress&) { ADD_FAILURE() << "a reset must not be merged"; };
  for (int i = 0; i < 12; ++i) press(sf::Keyboard::Down);  // reset progress
  press(sf::Keyboard::Enter);
  stack_.applyPending();
  ASSERT_EQ(stack_.size(), 2u);  // the question over the settings
  press(sf::Keyboard::N);        // no: nothing is lost
  stack_.applyPending();
  EXPECT_EQ(stack_.size(), 1u);
  EXPECT_EQ(ctx_.progress.levels().size(), 2u);
  EXPECT_TRUE(levelsSaved.empty());
  press(sf::Keyboard::Enter);
  stack_.applyPending();
  press(sf::Keyboard::Y);
  stack_.applyPending();
  EXPECT_EQ(stack_.size(), 1u);
  EXPECT_TRUE(ctx_.progress.levels().empty());
  EXPECT_EQ(levelsSaved, (std::vector<size_t>{0u}));
}

TEST_F(SettingsScreenTest, TheLanguageRowOffersEachLanguageInTurnAndKeepsTheOneInUseWhenItCannotChange) {
  // The language is focused first; Right asks for the next one, Left for the one before, round again.
  press(sf::Keyboard::Right);
  ASSERT_EQ(saved_.size(), 1u);
  EXPECT_EQ(saved_[0].language, "pl");
  // No App here to load the language: the one in use stays the choice, as when its typeface is missing.
  EXPECT_EQ(ctx_.settings.language, "en");
  press(sf::Keyboard::Left);
  ASSERT_EQ(saved_.size(), 2u);
  EXPECT_EQ(saved_[1].language, "zh_CN");
}

TEST_F(SettingsScreenTest, BackLeavesWithoutSaving) {
  for (int i = 0; i < 13; ++i) press(sf::Keyboard::Down);  // back
  press(sf::Keyboard::Enter);
  stack_.applyPending();
  EXPECT_TRUE(stack_.empty());
  EXPECT_TRUE(saved_.empty());
}

}  // namespace
}  // namespace td
