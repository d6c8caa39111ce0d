#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/persist/SavedGames.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/state/StateStack.h"
#include "io/ActionsJson.h"
#include "tests/game/support/InputEvents.h"
#include "tests/game/support/ShippedResources.h"
#include "tests/game/support/TempDataHome.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

namespace fs = std::filesystem;

// A level's challenge played as the challenge screen starts it: the challenge's level and rules, its win marked in
// the progress apart from the level's own record, and a game of it left under way kept apart and continued.
class ChallengePlayTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::loadShippedResources(res_);
    level_ = home_.dir() / "mine.json";
    fs::copy_file(test::sourceDir() / "levels/01_first_steps.json", level_);
  }
  void press(sf::Keyboard::Key code) {
    stack_.handle(test::key(code));
    stack_.applyPending();
  }
  PlayScreen* top() { return dynamic_cast<PlayScreen*>(stack_.top()); }
  void start(const std::string& challenge) {
    std::string error;
    auto screen = makeChallengePlayScreen(ctx_, level_, -1, kRecord, challenge, error);
    ASSERT_NE(screen, nullptr) << error;
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }

  static constexpr const char* kRecord = "user:mine";
  test::TempDataHome home_{"td-challenge-"};  // first: it outlives the screens that write into it
  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  fs::path level_;
};

TEST_F(ChallengePlayTest, TheChallengesGameHasItsRulesAndAWinMarksItAlone) {
  start("iron");
  PlayScreen& play = *top();
  EXPECT_EQ(play.challenge(), "iron");
  EXPECT_EQ(play.world().level().towers, (std::vector<std::string>{"arrow"}));
  const ActionsLoad rated =
      loadActions(test::sourceDir() / "tests/data/rated/challenges/01_first_steps/iron.json", &res_.defs);
  ASSERT_TRUE(rated.ok()) << rated.errors[0].text();
  EXPECT_EQ(play.simulate(60ull * 60 * 60, rated.actions), 0);
  ASSERT_EQ(play.world().result(), GameResult::Won);
  // The game ends as a player's does: the result comes up a moment after the last enemy falls.
  for (int frame = 0; frame < 600 && top() != nullptr; ++frame) {
    stack_.update(1.f / 60.f);
    stack_.applyPending();
  }
  ASSERT_EQ(top(), nullptr) << "the result screen is on top";
  const persist::LevelProgress p = ctx_.progress.level(kRecord);
  EXPECT_EQ(p.challenges, (std::vector<std::string>{"iron"}));
  EXPECT_FALSE(p.completed) << "a challenge's win is not the level's";
  EXPECT_FALSE(ctx_.progress.recordChallenge(kRecord, "iron"));
}

TEST_F(ChallengePlayTest, AChallengesGameLeftUnderWayIsKeptApartAndContinuedUnderItsRules) {
  start("heroic");
  EXPECT_EQ(top()->world().lives(), 1);
  ActionDef build;
  build.kind = ActionKind::Build;
  build.tower = "arrow";
  build.cell = {12, 8};
  ActionDef call;
  call.kind = ActionKind::NextWave;
  call.tick = 5;
  EXPECT_EQ(top()->simulate(400, std::vector<ActionDef>{build, call}), 0);
  const uint64_t tick = top()->world().tick();
  const uint64_t hash = top()->world().stateHash();
  press(sf::Keyboard::Escape);
  press(sf::Keyboard::Up);  // round to the last entry, the way out
  press(sf::Keyboard::Enter);
  press(sf::Keyboard::Enter);  // yes
  ASSERT_EQ(top(), nullptr);
  const fs::path saves = persist::savesDir();
  EXPECT_TRUE(persist::hasSavedGame(saves, persist::savedGameKey(kRecord, false, "heroic")));
  EXPECT_FALSE(persist::hasSavedGame(saves, persist::savedGameKey(kRecord, false)));
  std::string error;
  auto screen = makeContinueScreen(ctx_, level_, -1, kRecord, error, false, "heroic");
  ASSERT_NE(screen, nullptr) << error;
  const auto& play = dynamic_cast<PlayScreen&>(*screen);
  EXPECT_EQ(play.challenge(), "heroic");
  EXPECT_EQ(play.world().tick(), tick);
  EXPECT_EQ(play.world().stateHash(), hash);
}

TEST_F(ChallengePlayTest, AChallengeTheLevelDoesNotHaveIsSaidSo) {
  std::string error;
  EXPECT_EQ(makeChallengePlayScreen(ctx_, level_, -1, kRecord, "nightmare", error), nullptr);
  EXPECT_NE(error.find("nightmare"), std::string::npos) << error;
}

}  // namespace
}  // namespace td
