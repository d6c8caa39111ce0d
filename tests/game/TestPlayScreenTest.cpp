#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/sim/ActionDef.h"
#include "game/GameContext.h"
#include "game/screens/PlayScreen.h"
#include "game/screens/Screens.h"
#include "game/screens/mode/TestPlay.h"
#include "game/state/StateStack.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::key;

using test::testDefs;
using test::testLevel;
using test::wave;

// Stands in for the editor: it must be neither touched nor replaced while the
// test play runs on top of it.
class EditorStandIn : public Screen {
 public:
  explicit EditorStandIn(std::vector<std::string>& log) : log_(log) {}
  ~EditorStandIn() override { log_.push_back("editor:gone"); }
  void handle(const sf::Event&) override { log_.push_back("editor:handle"); }
  void update(float) override { log_.push_back("editor:update"); }
  void draw(sf::RenderTarget&) override {}

 private:
  std::vector<std::string>& log_;
};

// A corridor from the spawn to the goal: one mite a wave.
const std::vector<std::string> kMap = {
    "..........",
    "S........G",
    "..........",
};

class TestPlayScreenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    ctx_.onProgressChanged = [this](const persist::Progress&) { ++progressSaves_; };
    auto editor = std::make_unique<EditorStandIn>(log_);
    editor_ = editor.get();
    stack_.push(std::move(editor));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }

  // Opens the test play over the editor; fails the test when refused.
  PlayScreen* open(LevelDef level, TestPlayStart start = {}) {
    std::string error;
    auto screen = makeTestPlayScreen(ctx_, std::move(level), error, {}, start);
    EXPECT_TRUE(screen) << error;
    if (!screen) return nullptr;
    auto* play = dynamic_cast<PlayScreen*>(screen.get());
    EXPECT_NE(play, nullptr);
    stack_.push(std::move(screen));
    stack_.applyPending();
    EXPECT_EQ(stack_.top(), play);
    return play;
  }

  void press(sf::Keyboard::Key code) {
    stack_.handle(key(code));
    stack_.applyPending();
  }

  // Plays the level to its end and lets the result screen come up.
  void playToTheEnd(PlayScreen& play, const std::vector<ActionDef>& actions = {}) {
    play.simulate(60 * 120, actions);
    ASSERT_NE(play.world().result(), GameResult::Playing);
    for (int i = 0; i < 4 && stack_.top() == &play; ++i) {
      stack_.update(0.5f);
      stack_.applyPending();
    }
    ASSERT_NE(stack_.top(), &play);
    ASSERT_TRUE(stack_.top()->overlay());  // the result screen
    // Keys act on it once it has shown for a moment.
    stack_.update(1.f);
    stack_.applyPending();
  }

  bool backInTheEditor() const { return stack_.size() == 1 && stack_.top() == editor_; }

  // Declared before the stack so that it outlives it: members go in reverse order, and the editor stand-in
  // writes to the log from its destructor when the stack takes it down.
  std::vector<std::string> log_;
  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  const Screen* editor_ = nullptr;
  int progressSaves_ = 0;
};

TEST_F(TestPlayScreenTest, ALevelWithoutAGoalIsRefusedWithAReason) {
  LevelDef level = testLevel(kMap, {wave("swarm", 1, 1.0f)});
  level.goals.clear();
  std::string error;
  EXPECT_EQ(makeTestPlayScreen(ctx_, level, error), nullptr);
  EXPECT_NE(error.find("goal"), std::string::npos) << error;
}

TEST_F(TestPlayScreenTest, AnUnknownEnemyKindIsRefusedByName) {
  const LevelDef level = testLevel(kMap, {wave("dragon", 1, 1.0f)});
  std::string error;
  EXPECT_EQ(makeTestPlayScreen(ctx_, level, error), nullptr);
  EXPECT_NE(error.find("dragon"), std::string::npos) << error;
}

TEST_F(TestPlayScreenTest, ASandboxHasAMillionGoldAndLivesAndSaysSo) {
  PlayScreen* play = open(testLevel(kMap, {wave("swarm", 3, 1.0f), wave("swarm", 3, 1.0f)}), {1, 0, true});
  ASSERT_NE(play, nullptr);
  EXPECT_GE(play->world().gold(), kSandboxGold);
  EXPECT_EQ(play->world().lives(), kSandboxLives);
  EXPECT_EQ(play->world().firstWave(), 1);
  EXPECT_NE(play->mode().titleNote(1).find("sandbox from wave 2"), std::string::npos);
}

TEST_F(TestPlayScreenTest, ALevelWithoutWavesGetsPracticeWaves) {
  PlayScreen* play = open(testLevel(kMap, {}));
  ASSERT_NE(play, nullptr);
  EXPECT_NE(dynamic_cast<const TestPlay*>(&play->mode()), nullptr);
  EXPECT_GT(play->world().waveCount(), 0);
}

// A test play has nothing to lose (the editor keeps the level): its way back asks nothing, even under way.
TEST_F(TestPlayScreenTest, EscapeOpensTheMenuWhoseWayBackToTheEditorAsksNothingEvenUnderWay) {
  ASSERT_NE(open(testLevel(kMap, {wave("swarm", 1, 1.0f)})), nullptr);
  stack_.update(1.f / 60.f);
  press(sf::Keyboard::Escape);
  ASSERT_EQ(stack_.size(), 3u);  // the editor, the play, the menu
  ASSERT_TRUE(stack_.top()->overlay());
  press(sf::Keyboard::Up);  // from "Resume" round to the last entry, the way out
  press(sf::Keyboard::Enter);
  EXPECT_TRUE(backInTheEditor());
  // The editor saw none of the play's input or steps and was not rebuilt.
  EXPECT_TRUE(log_.empty()) << log_.front();
}

TEST_F(TestPlayScreenTest, ThePauseMenuLeavesANewLevelWithoutAsking) {
  ASSERT_NE(open(testLevel(kMap, {wave("swarm", 1, 1.0f)})), nullptr);
  press(sf::Keyboard::Escape);
  ASSERT_EQ(stack_.size(), 3u);
  ASSERT_TRUE(stack_.top()->overlay());
  press(sf::Keyboard::Up);
  press(sf::Keyboard::Enter);
  EXPECT_TRUE(backInTheEditor());
  EXPECT_TRUE(log_.empty()) << log_.front();
}

TEST_F(TestPlayScreenTest, RestartingFromThePauseMenuKeepsTheScreenBelow) {
  PlayScreen* play = open(testLevel(kMap, {wave("swarm", 1, 1.0f)}));
  ASSERT_NE(play, nullptr);
  press(sf::Keyboard::Escape);
  press(sf::Keyboard::Down);  // "Restart level"
  press(sf::Keyboard::Enter);
  ASSERT_EQ(stack_.size(), 2u);
  auto* again = dynamic_cast<PlayScreen*>(stack_.top());
  ASSERT_NE(again, nullptr);
  EXPECT_NE(dynamic_cast<const TestPlay*>(&again->mode()), nullptr);
  EXPECT_EQ(again->world().tick(), 0u);
  press(sf::Keyboard::Escape);
  press(sf::Keyboard::Up);
  press(sf::Keyboard::Enter);
  EXPECT_TRUE(backInTheEditor());
}

TEST_F(TestPlayScreenTest, ClosingTheWindowIsLeftToTheEditor) {
  ASSERT_NE(open(testLevel(kMap, {wave("swarm", 1, 1.0f)})), nullptr);
  stack_.update(1.f / 60.f);
  // Nothing of a test play is kept; the editor asks about its own unsaved work.
  EXPECT_FALSE(stack_.interceptClose());
}

TEST_F(TestPlayScreenTest, ALossIsNotRecordedAndTheResultLeadsBack) {
  PlayScreen* play = open(testLevel(kMap, {wave("swarm", 3, 0.5f)}, 100, 1));
  ASSERT_NE(play, nullptr);
  playToTheEnd(*play);
  EXPECT_EQ(play->world().result(), GameResult::Lost);
  EXPECT_EQ(progressSaves_, 0);
  press(sf::Keyboard::Escape);
  EXPECT_TRUE(backInTheEditor());
  EXPECT_TRUE(log_.empty()) << log_.front();
}

TEST_F(TestPlayScreenTest, AWinOffersRetryFirstAndNoNextLevel) {
  PlayScreen* play = open(testLevel(kMap, {wave("swarm", 1, 1.0f)}));
  ASSERT_NE(play, nullptr);
  std::vector<ActionDef> defence;
  for (int32_t x : {2, 4, 6}) {
    ActionDef a;
    a.kind = ActionKind::Build;
    a.tower = "arrow";
    a.cell = {x, 0};
    defence.push_back(a);
  }
  playToTheEnd(*play, defence);
  ASSERT_EQ(play->world().result(), GameResult::Won);
  EXPECT_EQ(progressSaves_, 0);
  // A "next level" entry would come first and hold the focus.
  press(sf::Keyboard::Enter);
  ASSERT_EQ(stack_.size(), 2u);
  auto* again = dynamic_cast<PlayScreen*>(stack_.top());
  ASSERT_NE(again, nullptr);
  EXPECT_EQ(again->world().result(), GameResult::Playing);
  EXPECT_NE(dynamic_cast<const TestPlay*>(&again->mode()), nullptr);
}

TEST_F(TestPlayScreenTest, TheResultScreensLastEntryLeadsBack) {
  PlayScreen* play = open(testLevel(kMap, {wave("swarm", 3, 0.5f)}, 100, 1));
  ASSERT_NE(play, nullptr);
  playToTheEnd(*play);
  press(sf::Keyboard::Down);
  press(sf::Keyboard::Enter);
  EXPECT_TRUE(backInTheEditor());
}

TEST_F(TestPlayScreenTest, StartsAtTheWaveAskedForWithTheGoldHadByThenAndExtra) {
  // Mites pay 1 gold each; the first two waves pay 3 and 4 gold when cleared.
  const LevelDef level =
      testLevel(kMap, {wave("swarm", 2, 1.0f, 3), wave("swarm", 1, 1.0f, 4), wave("normal", 1, 1.0f)}, 50, 10);
  PlayScreen* play = open(level, {2, 25});
  ASSERT_NE(play, nullptr);
  EXPECT_EQ(play->world().firstWave(), 2);
  EXPECT_EQ(play->world().wavesStarted(), 2);
  EXPECT_EQ(play->world().gold(), 50 + 2 + 3 + 1 + 4 + 25);
  play->simulate(60 * 60, {});
  EXPECT_EQ(play->world().enemiesLeaked(), 1);  // the grunt alone: the mites' waves were skipped

  // A restart begins at the same wave with the same gold.
  press(sf::Keyboard::Escape);
  press(sf::Keyboard::Down);  // "Restart level"
  press(sf::Keyboard::Enter);
  auto* again = dynamic_cast<PlayScreen*>(stack_.top());
  ASSERT_NE(again, nullptr);
  EXPECT_EQ(again->world().tick(), 0u);
  EXPECT_EQ(again->world().firstWave(), 2);
  EXPECT_EQ(again->world().gold(), 85);
}

TEST_F(TestPlayScreenTest, AStartPastTheLastWaveBeginsAtTheLast) {
  PlayScreen* play = open(testLevel(kMap, {wave("swarm", 1, 1.0f), wave("swarm", 1, 1.0f)}, 50), {9, 0});
  ASSERT_NE(play, nullptr);
  EXPECT_EQ(play->world().firstWave(), 1);
  EXPECT_EQ(play->world().gold(), 51);
}

TEST_F(TestPlayScreenTest, FPressesRunUpToSixteenStepsAFrame) {
  PlayScreen* play = open(testLevel(kMap, {wave("swarm", 1, 1.0f)}));
  ASSERT_NE(play, nullptr);
  uint64_t tick = play->world().tick();
  for (const uint64_t steps : {1u, 2u, 4u, 8u, 16u, 1u}) {
    stack_.update(1.f / 60.f);
    EXPECT_EQ(play->world().tick() - tick, steps);
    tick = play->world().tick();
    press(sf::Keyboard::F);
  }
}

}  // namespace
}  // namespace td
