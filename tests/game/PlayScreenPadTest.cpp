#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/screens/PlayScreen.h"
#include "game/state/StateStack.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::testDefs;
using test::testLevel;
using test::wave;

const std::vector<std::string> kPadField = {
    "..........",
    "S........G",
    "..........",
    "..........",
};

// A pad plays through the same paths as the mouse and keys: its commands reach the world as theirs do.
class PlayScreenPadTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    screen_ = std::make_unique<PlayScreen>(ctx_, testLevel(kPadField, {wave("normal", 1, 1.0f)}, 500), "", -1);
    screen_->resize({1280, 720});
    // The first Confirm puts away the card of the first tower kind met, as Enter does.
    play().pad(PadCommand::Confirm);
  }
  PlayScreen& play() { return *screen_; }
  // Puts the cursor on `cell`: the first push places it, then steps.
  void cursorTo(Cell cell) {
    play().pad(PadCommand::Left);
    for (int i = 0; i < 12; ++i) play().pad(PadCommand::Left);
    for (int i = 0; i < 12; ++i) play().pad(PadCommand::Up);
    for (int i = 0; i < cell.x; ++i) play().pad(PadCommand::Right);
    for (int i = 0; i < cell.y; ++i) play().pad(PadCommand::Down);
  }
  bool towerOn(Cell cell) { return play().world().towers().contains(play().world().towerAt(cell)); }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  std::unique_ptr<PlayScreen> screen_;
};

TEST_F(PlayScreenPadTest, TheShouldersPickATowerAndConfirmBuildsItAtTheCursor) {
  play().pad(PadCommand::NextTower);
  ASSERT_TRUE(play().controller().buildKind());
  const auto first = play().controller().buildSlots()[0].kind;
  EXPECT_EQ(*play().controller().buildKind(), first);
  play().pad(PadCommand::PrevTower);  // round to the last slot
  EXPECT_EQ(*play().controller().buildKind(), play().controller().buildSlots().back().kind);
  play().pad(PadCommand::NextTower);
  EXPECT_EQ(*play().controller().buildKind(), first);
  cursorTo({3, 2});
  const int32_t gold = play().world().gold();
  play().pad(PadCommand::Confirm);
  EXPECT_TRUE(towerOn({3, 2}));
  EXPECT_LT(play().world().gold(), gold);
}

TEST_F(PlayScreenPadTest, TheFaceButtonsUpgradeAndSellTheTowerSelected) {
  play().pad(PadCommand::NextTower);
  cursorTo({4, 0});
  play().pad(PadCommand::Confirm);
  ASSERT_TRUE(towerOn({4, 0}));
  play().pad(PadCommand::Cancel);   // drops the tower in hand
  play().pad(PadCommand::Confirm);  // selects the tower under the cursor
  ASSERT_TRUE(play().controller().selected());
  play().pad(PadCommand::Upgrade);
  EXPECT_EQ(play().world().towers().get(play().world().towerAt({4, 0}))->level, 1);
  play().pad(PadCommand::Sell);
  EXPECT_FALSE(towerOn({4, 0}));
}

// At a tower's top the shoulders point at one specialisation or the other, instead of picking a kind to build, and
// the upgrade button buys the one pointed at.
TEST_F(PlayScreenPadTest, AtATowersTopTheShouldersChooseItsSpecialisationAndWestBuysItThenSetsOffItsAbility) {
  TowerDef& arrow = res_.defs.towers[0];
  arrow.specialisations = {{"marksman", "Marksman", "Far.", arrow.levels.back()},
                           {"volley", "Volley", "Three arrows.", arrow.levels.back()}};
  arrow.specialisations[1].ability = TowerAbilityDef{"rush", "Rush", "Fast.", 1.f, 2.f, 3.f, 1.f};
  screen_ = std::make_unique<PlayScreen>(ctx_, testLevel(kPadField, {wave("normal", 1, 1.0f)}, 5000), "", -1);
  screen_->resize({1280, 720});
  play().pad(PadCommand::Confirm);
  play().pad(PadCommand::NextTower);
  cursorTo({4, 0});
  play().pad(PadCommand::Confirm);
  play().pad(PadCommand::Cancel);
  play().pad(PadCommand::Confirm);
  ASSERT_TRUE(play().controller().selected());
  for (size_t level = 1; level < arrow.levels.size(); ++level) play().pad(PadCommand::Upgrade);
  const Tower* t = play().world().towers().get(play().world().towerAt({4, 0}));
  ASSERT_EQ(static_cast<size_t>(t->level) + 1, arrow.levels.size());
  play().pad(PadCommand::NextTower);  // the first choice
  play().pad(PadCommand::NextTower);  // the second
  EXPECT_FALSE(play().controller().buildKind()) << "no kind to build was picked";
  ASSERT_TRUE(play().controller().selected());
  play().pad(PadCommand::Upgrade);
  EXPECT_EQ(play().world().towers().get(play().world().towerAt({4, 0}))->spec, 1);
  // Specialised with an ability, west sets it off; the key does the same once it has recharged.
  play().pad(PadCommand::Upgrade);
  const Tower& volley = play().world().towers().at(play().world().towerAt({4, 0}).index);
  EXPECT_GT(volley.surge, 0.f);
  EXPECT_EQ(play().world().journal().back().kind, ActionKind::Ability);
  const size_t uses = play().world().journal().size();
  play().handle(test::key(sf::Keyboard::Q));
  EXPECT_EQ(play().world().journal().size(), uses) << "recharging: refused";
  play().simulate(2 * 60 + 1, {});
  play().handle(test::key(sf::Keyboard::Q));
  EXPECT_EQ(play().world().journal().size(), uses + 1);
  // Specialised, it has no choice left: the shoulders pick kinds to build again.
  play().pad(PadCommand::NextTower);
  EXPECT_TRUE(play().controller().buildKind());
}

TEST_F(PlayScreenPadTest, TheCursorStaysOnTheMapAndCallsTheWave) {
  cursorTo({40, 40});  // far past the corner: it stops at the edge
  play().pad(PadCommand::NextTower);
  play().pad(PadCommand::Confirm);
  EXPECT_TRUE(towerOn({9, 3}));
  EXPECT_EQ(play().world().wavesStarted(), 0);
  play().pad(PadCommand::NextWave);
  EXPECT_EQ(play().world().wavesStarted(), 1);
}

// Without a mouse or a pad: the keypad moves the same cursor and 5 clicks where it stands.
TEST_F(PlayScreenPadTest, TheKeypadDrivesTheCursorToo) {
  const auto press = [this](sf::Keyboard::Key k) {
    play().handle(test::key(k));
    play().handle(test::key(k, false));
  };
  press(sf::Keyboard::Num1);  // the first tower
  for (int i = 0; i < 12; ++i) press(sf::Keyboard::Numpad4);
  for (int i = 0; i < 12; ++i) press(sf::Keyboard::Numpad8);
  for (int i = 0; i < 2; ++i) press(sf::Keyboard::Numpad6);
  press(sf::Keyboard::Numpad2);
  press(sf::Keyboard::Numpad5);
  EXPECT_TRUE(towerOn({2, 1}));
  EXPECT_EQ(play().world().towers().count(), 1u);
}

TEST_F(PlayScreenPadTest, APadPulledOutPauses) {
  sf::Event e;
  e.type = sf::Event::JoystickDisconnected;
  e.joystickConnect = {0};
  play().handle(e);
  EXPECT_TRUE(play().controller().paused());
}

}  // namespace
}  // namespace td
