#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/sim/ActionDef.h"
#include "game/GameContext.h"
#include "game/play/RewindCost.h"
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

const std::vector<std::string> kMap = {
    "..............",
    "S............G",
    "..............",
};

// Undoing a build and going back to a wave's start, through the screen's keys on a real stack: the game that
// goes on is the journal's game replayed from its start, tick for tick.
class PlayScreenTimeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    level_ = testLevel(kMap, {wave("swarm", 4, 0.5f), wave("swarm", 4, 0.5f), wave("normal", 3, 0.5f)}, 500);
    auto screen = std::make_unique<PlayScreen>(ctx_, level_, "", -1);
    stack_.push(std::move(screen));
    stack_.resize({1280, 720});
    stack_.applyPending();
  }
  PlayScreen& play() { return *dynamic_cast<PlayScreen*>(stack_.top()); }
  void press(sf::Keyboard::Key code) {
    stack_.handle(key(code));
    stack_.applyPending();
  }
  void build(Cell c) {
    if (!play().controller().buildKind()) press(sf::Keyboard::Num1);  // a second press would drop it
    const sf::Vector2i p = play().camera().pixelOf(c);
    stack_.handle(move(p));
    stack_.handle(button(p, true));
    stack_.handle(button(p, false));
    stack_.applyPending();
  }
  void frame() {
    stack_.update(1.f / 60.f);
    stack_.applyPending();
  }
  // The level replayed from its start with `journal` (actions before `tick`, and at it when `atTick`).
  uint64_t replayedHash(const std::vector<ActionDef>& journal, uint64_t tick, bool atTick, bool hold) const {
    World fresh(level_, res_.defs, 1);
    fresh.holdFirstWave(hold);
    size_t next = 0;
    while (fresh.tick() < tick) {
      for (; next < journal.size() && journal[next].tick <= fresh.tick(); ++next) applyAction(fresh, journal[next]);
      fresh.step();
    }
    for (; atTick && next < journal.size() && journal[next].tick <= fresh.tick(); ++next) {
      applyAction(fresh, journal[next]);
    }
    return fresh.stateHash();
  }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  LevelDef level_;
};

TEST_F(PlayScreenTimeTest, ZUndoesTheLastBuildOfTheCountdownAsIfItNeverWas) {
  build({3, 0});
  build({6, 0});
  ASSERT_EQ(play().world().towers().count(), 2u);
  for (int i = 0; i < 30; ++i) frame();
  const int32_t gold = play().world().gold();
  const uint64_t tick = play().world().tick();
  const bool hold = play().world().state().waves.holdFirst;
  press(sf::Keyboard::Z);
  ASSERT_EQ(play().world().towers().count(), 1u);
  EXPECT_TRUE(play().world().towerAt({3, 0}).valid());
  EXPECT_FALSE(play().world().towerAt({6, 0}).valid());
  EXPECT_EQ(play().world().gold(), gold + res_.defs.towers[0].levels[0].cost);
  EXPECT_EQ(play().world().tick(), tick);
  EXPECT_TRUE(play().controller().paused());
  ASSERT_EQ(play().world().journal().size(), 1u);
  EXPECT_EQ(play().world().stateHash(), replayedHash(play().world().journal(), tick, true, hold));
  EXPECT_EQ(play().rewinds(), 0);  // an undo costs nothing
  press(sf::Keyboard::Z);
  EXPECT_EQ(play().world().towers().count(), 0u);
  EXPECT_EQ(play().world().gold(), 500);
  // Nothing left to undo: the game stays as it is.
  const PlayScreen* before = &play();
  press(sf::Keyboard::Z);
  EXPECT_EQ(&play(), before);
}

TEST_F(PlayScreenTimeTest, ZIsRefusedWhileEnemiesAreOut) {
  build({3, 0});
  press(sf::Keyboard::N);
  while (play().world().enemies().count() == 0) frame();
  const PlayScreen* before = &play();
  press(sf::Keyboard::Z);
  EXPECT_EQ(&play(), before);
  EXPECT_EQ(play().world().towers().count(), 1u);
}

TEST_F(PlayScreenTimeTest, BackspaceGoesBackToJustBeforeTheLatestWaveAndCostsScore) {
  build({3, 0});
  build({5, 2});
  press(sf::Keyboard::N);  // wave 1, called
  while (play().world().wavesStarted() < 2 && play().world().result() == GameResult::Playing) frame();
  ASSERT_EQ(play().world().result(), GameResult::Playing);
  for (int i = 0; i < 20; ++i) frame();
  ASSERT_EQ(play().waveStarts().size(), 2u);
  const uint64_t start = play().waveStarts()[1];
  const std::vector<ActionDef> journal = play().world().journal();
  const bool hold = play().world().state().waves.holdFirst;
  press(sf::Keyboard::BackSpace);
  EXPECT_EQ(play().rewinds(), 1);
  EXPECT_TRUE(play().controller().paused());
  EXPECT_EQ(play().world().tick(), start);
  EXPECT_EQ(play().world().wavesStarted(), 1);  // wave 2 is about to come
  EXPECT_EQ(play().world().stateHash(), replayedHash(journal, start, false, hold));
  // Playing on, the same wave comes again and the journal goes on from there.
  press(sf::Keyboard::P);
  while (play().world().wavesStarted() < 2) frame();
  EXPECT_EQ(play().waveStarts().size(), 2u);
  EXPECT_EQ(play().waveStarts()[1], start);
}

TEST_F(PlayScreenTimeTest, TheCostOfGoingBackIsATenthOfTheScoreEachTimeAtMostHalf) {
  EXPECT_EQ(scoreAfterRewinds(1000, 0), 1000);
  EXPECT_EQ(scoreAfterRewinds(1000, 1), 900);
  EXPECT_EQ(scoreAfterRewinds(1000, 3), 700);
  EXPECT_EQ(scoreAfterRewinds(1000, 9), 500);
}

TEST_F(PlayScreenTimeTest, BeforeAnyWaveThereIsNothingToGoBackTo) {
  const PlayScreen* before = &play();
  press(sf::Keyboard::BackSpace);
  EXPECT_EQ(&play(), before);
  EXPECT_EQ(play().rewinds(), 0);
}

}  // namespace
}  // namespace td
