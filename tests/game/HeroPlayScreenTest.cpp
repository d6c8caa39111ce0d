#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "game/GameContext.h"
#include "game/play/PlayLayout.h"
#include "game/screens/PlayScreen.h"
#include "game/state/StateStack.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::button;
using test::key;
using test::move;

using test::testDefs;

sf::Vector2i centre(const sf::FloatRect& r) {
  return {static_cast<int>(r.left + r.width * 0.5f), static_cast<int>(r.top + r.height * 0.5f)};
}

const std::vector<std::string> kMap = {
    "................", "S..............G", "................", "................", "................",
};
constexpr Vec2 kStart{3.5f, 3.5f};

// The hero driven through the play screen's input, as a player would,
// without a window: keys, clicks on the map and on its card, and what is
// heard.
class HeroPlayScreenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    res_.defs = testDefs();
    ctx_.onUiSound = [this](SoundId id) { sounds_.push_back(id); };
    ctx_.onSimEvent = [this](const SimEvent& e) { events_.push_back(e.kind); };
    open(test::heroLevel(kMap, test::distantWave(), kStart, 100.0f));
  }
  void open(LevelDef level) {
    screen_ = std::make_unique<PlayScreen>(ctx_, std::move(level), "", -1);
    screen_->resize({1280, 720});
  }
  PlayScreen& play() { return *screen_; }
  const Hero& hero() { return *play().world().hero(); }
  sf::Vector2i pixelOf(Cell c) { return play().camera().pixelOf(c); }
  void click(sf::Vector2i p, sf::Mouse::Button b) {
    play().handle(move(p));
    play().handle(button(p, b, true));
    play().handle(button(p, b, false));
  }
  PlayLayout layout() {
    return layoutPlay({1280, 720}, play().controller().buildSlots().size(), play().controller().hero().present());
  }
  bool heard(SoundId id) const { return std::find(sounds_.begin(), sounds_.end(), id) != sounds_.end(); }

  StateStack stack_;
  GameResources res_;
  GameContext ctx_{stack_, res_};
  std::unique_ptr<PlayScreen> screen_;
  std::vector<SoundId> sounds_;
  std::vector<SimEventKind> events_;
};

TEST_F(HeroPlayScreenTest, HThenARightClickSendsTheHero) {
  play().handle(key(sf::Keyboard::H));
  ASSERT_TRUE(play().controller().hero().selected());
  click(pixelOf({11, 2}), sf::Mouse::Right);
  EXPECT_TRUE(hero().ordered);
  EXPECT_EQ(cellOf(hero().destination), (Cell{11, 2}));
  EXPECT_TRUE(heard(SoundId::HeroOrder));
  EXPECT_TRUE(play().controller().hero().selected());
  play().handle(key(sf::Keyboard::Escape));
  EXPECT_FALSE(play().controller().hero().selected());
}

TEST_F(HeroPlayScreenTest, ARightDragPansAndSendsNobody) {
  play().handle(key(sf::Keyboard::H));
  const sf::Vector2i from = pixelOf({11, 2});
  play().handle(move(from));
  play().handle(button(from, sf::Mouse::Right, true));
  play().handle(move(from + sf::Vector2i(40, 30)));
  play().handle(button(from + sf::Vector2i(40, 30), sf::Mouse::Right, false));
  EXPECT_FALSE(hero().ordered);
  EXPECT_TRUE(play().controller().hero().selected());
}

TEST_F(HeroPlayScreenTest, ClickingTheHeroThenTheGroundSendsIt) {
  click(pixelOf({3, 3}), sf::Mouse::Left);
  ASSERT_TRUE(play().controller().hero().selected());
  EXPECT_FALSE(hero().ordered);
  click(pixelOf({9, 4}), sf::Mouse::Left);
  EXPECT_TRUE(hero().ordered);
  EXPECT_EQ(cellOf(hero().destination), (Cell{9, 4}));
}

TEST_F(HeroPlayScreenTest, GoThenAClickOnATowerSendsTheHeroBesideIt) {
  play().handle(key(sf::Keyboard::Num1));
  click(pixelOf({8, 3}), sf::Mouse::Left);
  ASSERT_TRUE(play().world().towers().contains(play().world().towerAt({8, 3})));
  // The build was announced (and heard) though it happened between steps.
  EXPECT_NE(std::find(events_.begin(), events_.end(), SimEventKind::TowerBuilt), events_.end());
  play().handle(key(sf::Keyboard::G));
  EXPECT_FALSE(play().controller().buildKind());
  click(pixelOf({8, 3}), sf::Mouse::Left);
  EXPECT_TRUE(hero().ordered);
  EXPECT_EQ(play().controller().selected(), nullptr);
  EXPECT_LT(distance(hero().destination, {8.5f, 3.5f}), 1.f);
}

TEST_F(HeroPlayScreenTest, TheCardSelectsAndItsButtonLevelsUp) {
  const PlayLayout l = layout();
  ASSERT_GT(l.heroCard.width, 0.f);
  click(centre(l.heroPortrait), sf::Mouse::Left);
  EXPECT_TRUE(play().controller().hero().selected());
  click(centre(l.heroUpgrade), sf::Mouse::Left);
  EXPECT_EQ(hero().level, 1);
  EXPECT_NE(std::find(events_.begin(), events_.end(), SimEventKind::HeroUpgraded), events_.end());
  // Fully trained now: L is refused with a reason, and buzzes.
  sounds_.clear();
  play().handle(key(sf::Keyboard::L));
  EXPECT_TRUE(heard(SoundId::Refused));
}

TEST_F(HeroPlayScreenTest, LLevelsUpWithoutSelecting) {
  play().handle(key(sf::Keyboard::L));
  EXPECT_EQ(hero().level, 1);
  EXPECT_FALSE(play().controller().hero().selected());
}

TEST_F(HeroPlayScreenTest, ARefusedOrderBuzzes) {
  open(test::fightLevel(kMap, "brute", {2.5f, 1.5f}));
  // The first wave waits for the player's call (the default settings).
  play().handle(key(sf::Keyboard::N));
  for (int i = 0; i < 4000 && hero().state != HeroState::Dead; ++i) play().update(1.f / 60.f);
  ASSERT_EQ(hero().state, HeroState::Dead);
  play().handle(key(sf::Keyboard::H));
  click(pixelOf({11, 3}), sf::Mouse::Right);
  EXPECT_FALSE(hero().ordered);
  EXPECT_TRUE(heard(SoundId::Refused));
  EXPECT_FALSE(heard(SoundId::HeroOrder));
}

TEST_F(HeroPlayScreenTest, WithoutAHeroTheKeysDoNothingAndRightClickCancels) {
  LevelDef plain = test::heroLevel(kMap, test::distantWave(), kStart, 100.0f);
  plain.hero.reset();
  open(plain);
  EXPECT_EQ(layout().heroCard.width, 0.f);
  play().handle(key(sf::Keyboard::H));
  play().handle(key(sf::Keyboard::G));
  EXPECT_FALSE(play().controller().holding());
  play().handle(key(sf::Keyboard::Num1));
  click(pixelOf({11, 2}), sf::Mouse::Right);
  EXPECT_FALSE(play().controller().buildKind());
}

}  // namespace
}  // namespace td
