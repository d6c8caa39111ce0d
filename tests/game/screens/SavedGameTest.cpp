#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/sim/ActionDef.h"
#include "game/GameContext.h"
#include "game/persist/SavedGames.h"
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

using test::key;

namespace fs = std::filesystem;

// A level left under way is kept, and Continue plays on from where it stopped, on a real screen stack.
class SavedGameTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string source = test::sourceDir().string();
    test::loadShippedResources(res_);
    level_ = home_.dir() / "mine.json";
    fs::copy_file(source + "/levels/01_first_steps.json", level_);
  }
  void press(sf::Keyboard::Key code) {
    stack_.handle(key(code));
    stack_.applyPending();
  }
  PlayScreen* top() { return dynamic_cast<PlayScreen*>(stack_.top()); }
  // A game of the level with a tower and the first wave called, played a while, then left from the pause
  // menu with a yes to "Quit the level?".
  void playAndLeave() {
    std::string error;
    auto screen = makeLevelPlayScreen(ctx_, level_, -1, kRecord, error);
    ASSERT_NE(screen, nullptr) << error;
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
    ActionDef build;
    build.kind = ActionKind::Build;
    build.tower = "arrow";
    build.cell = firstFreeCell();
    ActionDef call;
    call.kind = ActionKind::NextWave;
    call.tick = 5;
    const std::vector<ActionDef> actions = {build, call};
    top()->simulate(600, actions);
    journal_ = top()->world().journal();
    ASSERT_EQ(journal_.size(), 2u);
    tick_ = top()->world().tick();
    hash_ = top()->world().stateHash();
    press(sf::Keyboard::Escape);
    press(sf::Keyboard::Up);  // round to the last entry, the way out
    press(sf::Keyboard::Enter);
    press(sf::Keyboard::Enter);  // yes
    ASSERT_EQ(top(), nullptr);
  }
  Cell firstFreeCell() {
    World& w = const_cast<World&>(top()->world());
    for (int32_t y = 0; y < w.grid().height(); ++y) {
      for (int32_t x = 0; x < w.grid().width(); ++x) {
        if (w.placementAt({x, y}).ok()) return {x, y};
      }
    }
    return {0, 0};
  }

  static constexpr const char* kRecord = "user:mine";
  test::TempDataHome home_{"td-saved-"};  // first: it outlives the screens that write into it
  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  fs::path level_;
  std::vector<ActionDef> journal_;
  uint64_t tick_ = 0;
  uint64_t hash_ = 0;
};

TEST_F(SavedGameTest, LeavingKeepsTheGameAndContinueGoesOnFromWhereItStopped) {
  playAndLeave();
  const std::string key = persist::savedGameKey(kRecord, false);
  ASSERT_TRUE(persist::hasSavedGame(persist::savesDir(), key));
  std::string error;
  auto screen = makeContinueScreen(ctx_, level_, -1, kRecord, error);
  ASSERT_NE(screen, nullptr) << error;
  const auto& play = dynamic_cast<PlayScreen&>(*screen);
  EXPECT_EQ(play.world().tick(), tick_);
  EXPECT_EQ(play.world().stateHash(), hash_);
  EXPECT_EQ(play.world().journal().size(), journal_.size());
  EXPECT_EQ(play.world().wavesStarted(), 1);
  EXPECT_TRUE(const_cast<PlayScreen&>(play).controller().paused());
}

TEST_F(SavedGameTest, AGameThatNoLongerPlaysTheSameIsRefusedAndSetAsideNeverDropped) {
  playAndLeave();
  // The level's starting gold changed since.
  LevelLoad load = loadLevel(level_, res_.terrains, &res_.defs);
  ASSERT_TRUE(load.ok());
  load.level.gold += 100;
  ASSERT_TRUE(saveLevel(load.level, level_, &res_.defs).ok());
  std::string error;
  EXPECT_EQ(makeContinueScreen(ctx_, level_, -1, kRecord, error), nullptr);
  EXPECT_NE(error.find("no longer plays the same"), std::string::npos) << error;
  const std::string key = persist::savedGameKey(kRecord, false);
  EXPECT_FALSE(persist::hasSavedGame(persist::savesDir(), key));
  fs::path aside = persist::savedGameFile(persist::savesDir(), key);
  aside += ".bad";
  EXPECT_TRUE(fs::exists(aside));
}

TEST_F(SavedGameTest, AFinishedGameLeavesNothingToContinue) {
  playAndLeave();
  std::string error;
  auto screen = makeContinueScreen(ctx_, level_, -1, kRecord, error);
  ASSERT_NE(screen, nullptr) << error;
  auto* play = dynamic_cast<PlayScreen*>(screen.get());
  stack_.clear(std::move(screen));
  stack_.resize({1280, 720});
  stack_.applyPending();
  // No more defence: the waves run out the lives.
  while (play->world().result() == GameResult::Playing) play->simulate(6000, {});
  for (int i = 0; i < 120 && stack_.top() == play; ++i) {
    stack_.update(1.f / 60.f);
    stack_.applyPending();
  }
  EXPECT_FALSE(persist::hasSavedGame(persist::savesDir(), persist::savedGameKey(kRecord, false)));
}

}  // namespace
}  // namespace td
