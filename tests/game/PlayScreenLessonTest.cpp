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

using test::button;
using test::key;
using test::move;

using test::testDefs;
using test::testLevel;
using test::wave;

// A teaching level played through the screen's input, as a newcomer would.
class PlayScreenLesson : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    // Open rows 0 and 1; a rock column at x=4 in rows 2 and 3.
    LevelDef level =
        testLevel({"..........", "S........G", "....#.....", "....#....."}, {wave("normal", 2, 0.5f)}, 500);
    level.lesson = {{"Build one.", {{2, 1}}, LessonGoal::Build},
                    {"Fill the mark.", {{4, 0}}, LessonGoal::Marked},
                    {"Seal it.", {{4, 1}}, LessonGoal::Refused},
                    {"Send a wave.", {}, LessonGoal::Wave}};
    // Everything known: no encyclopedia card in the way.
    for (const TowerDef& t : res_.defs.towers) ctx_.seen.towers.insert(t.id);
    for (const EnemyDef& e : res_.defs.enemies) ctx_.seen.enemies.insert(e.id);
    auto screen = std::make_unique<PlayScreen>(ctx_, std::move(level), "", -1);
    play_ = screen.get();
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }
  void press(sf::Keyboard::Key code) {
    stack_.handle(key(code));
    stack_.applyPending();
  }
  void clickCell(Cell c) {
    const sf::Vector2i p = play_->camera().pixelOf(c);
    stack_.handle(move(p));
    stack_.handle(button(p, true));
    stack_.handle(button(p, false));
    stack_.applyPending();
  }
  size_t step() const { return play_->lessonStep(); }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  PlayScreen* play_ = nullptr;
};

TEST_F(PlayScreenLesson, EachStepMovesOnWhenThePlayerHasDoneWhatItAsks) {
  EXPECT_EQ(step(), 0u);
  press(sf::Keyboard::Num1);  // the pick stays after each build
  clickCell({7, 1});
  EXPECT_EQ(step(), 1u) << "any tower ends a build step";
  clickCell({7, 0});
  EXPECT_EQ(step(), 1u) << "a tower beside the mark does not fill it";
  clickCell({4, 0});
  EXPECT_EQ(step(), 2u);
  // The last open cell of the column: a tower there would seal the way.
  clickCell({4, 1});
  EXPECT_EQ(step(), 3u);
  EXPECT_FALSE(play_->world().towers().contains(play_->world().towerAt({4, 1})));
  press(sf::Keyboard::Escape);  // drop the pick
  press(sf::Keyboard::N);
  EXPECT_EQ(step(), 4u) << "the lesson is over once the wave is sent";
}

}  // namespace
}  // namespace td
