#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "game/GameContext.h"
#include "game/persist/ReplayList.h"
#include "game/persist/ReplayStore.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "io/GameDefsJson.h"
#include "io/LevelJson.h"
#include "io/TerrainsJson.h"
#include "tests/game/support/InputEvents.h"
#include "tests/game/support/ShippedResources.h"
#include "tests/game/support/TempDataHome.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

namespace fs = std::filesystem;

// The replays kept of finished games, listed, watched and deleted through the browser on a real screen stack.
class ReplayBrowserTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::loadShippedResources(res_);
    dir_ = persist::replaysDir();
    keep("01_first_steps", "20261201-100000", "lost", 1200);
    keep("01_first_steps", "20261203-120000", "won", 8795);
    keep("02_open_field", "20261202-090000", "won", 5000);
    std::ofstream(dir_ / "broken-20261130-080000.json") << "{ \"format\": \"td-replay\",";
  }
  void keep(const std::string& id, const std::string& stamp, const std::string& result, int64_t score) {
    const LevelLoad level = loadLevel(test::sourceDir() / "levels" / (id + ".json"), res_.terrains, &res_.defs);
    ASSERT_TRUE(level.ok());
    ReplayDef r;
    r.levelId = id;
    r.level = level.level;
    r.seed = 7;
    r.result = result;
    r.ticks = 6000;
    r.score = score;
    ASSERT_TRUE(persist::saveReplay(dir_, r, stamp).ok);
  }
  void press(sf::Keyboard::Key code) {
    stack_.handle(test::key(code));
    stack_.applyPending();
  }
  void open() {
    stack_.push(makeReplayBrowserScreen(ctx_, dir_));
    stack_.resize({1280, 720});
    stack_.applyPending();
    browser_ = stack_.top();
  }

  test::TempDataHome home_{"td-replays-"};
  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  fs::path dir_;
  Screen* browser_ = nullptr;
};

TEST_F(ReplayBrowserTest, ListsNewestFirstWithTheLevelsNamesAndShowsWhatCannotBeRead) {
  const auto list = persist::listReplays(dir_);
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(list[0].stamp, "20261203-120000");
  EXPECT_EQ(list[0].levelName, "First Steps");
  EXPECT_EQ(list[0].result, "won");
  EXPECT_EQ(list[0].score, 8795);
  EXPECT_EQ(list[1].levelName, "Open Field");
  EXPECT_EQ(list[3].stamp, "20261130-080000");
  EXPECT_FALSE(list[3].problem.empty());
  EXPECT_TRUE(list[0].problem.empty());
  EXPECT_EQ(persist::replayDateText(list[0].stamp), "2026-12-03 12:00 UTC");
  EXPECT_TRUE(persist::listReplays(dir_ / "missing").empty());
}

// A challenge's game is listed with the challenge as its level names it, translations and all.
TEST_F(ReplayBrowserTest, AChallengesGameIsListedWithItsChallenge) {
  const LevelLoad level = loadLevel(test::sourceDir() / "levels/01_first_steps.json", res_.terrains, &res_.defs);
  ASSERT_TRUE(level.ok());
  ReplayDef r;
  r.levelId = "01_first_steps";
  r.level = level.level;
  r.challenge = "thin_purse";
  r.result = "won";
  ASSERT_TRUE(persist::saveReplay(dir_, r, "20261204-100000").ok);
  const auto list = persist::listReplays(dir_);
  ASSERT_FALSE(list.empty());
  EXPECT_EQ(list[0].challenge.id, "thin_purse");
  EXPECT_EQ(list[0].challenge.name, "Thin Purse");
  EXPECT_EQ(list[0].challenge.names.at("pl"), "Chudy mieszek");
  EXPECT_TRUE(list[1].challenge.id.empty());
}

TEST_F(ReplayBrowserTest, DeletesTheChosenReplayAfterAskingAndWatchesOneThenComesBack) {
  open();
  // The second newest: Open Field. Delete asks; No keeps it, Yes deletes it.
  press(sf::Keyboard::Down);
  press(sf::Keyboard::Delete);
  ASSERT_NE(stack_.top(), browser_);
  press(sf::Keyboard::N);
  EXPECT_EQ(stack_.top(), browser_);
  EXPECT_EQ(persist::listReplays(dir_).size(), 4u);
  press(sf::Keyboard::Delete);
  press(sf::Keyboard::Y);
  EXPECT_EQ(stack_.top(), browser_);
  auto list = persist::listReplays(dir_);
  ASSERT_EQ(list.size(), 3u);
  for (const auto& e : list) EXPECT_NE(e.levelName, "Open Field");
  // Filtered to one level (Right: the first level by name, "First Steps"), the newest of it is watched.
  press(sf::Keyboard::Right);
  press(sf::Keyboard::Enter);
  auto* play = dynamic_cast<PlayScreen*>(stack_.top());
  ASSERT_NE(play, nullptr);
  EXPECT_TRUE(play->controller().watching());
  EXPECT_EQ(play->world().level().name, "First Steps");
  // The pause menu's way out is back to the list, with no question: a replay has nothing to lose.
  press(sf::Keyboard::Escape);
  press(sf::Keyboard::Up);
  press(sf::Keyboard::Enter);
  EXPECT_EQ(stack_.top(), browser_);
  // A file that does not read is not watched, but can be deleted.
  press(sf::Keyboard::Left);
  press(sf::Keyboard::End);
  press(sf::Keyboard::Enter);
  EXPECT_EQ(stack_.top(), browser_);
  press(sf::Keyboard::Delete);
  press(sf::Keyboard::Y);
  EXPECT_EQ(persist::listReplays(dir_).size(), 2u);
  // Esc leaves.
  press(sf::Keyboard::Escape);
  EXPECT_EQ(stack_.top(), nullptr);
}

}  // namespace
}  // namespace td
